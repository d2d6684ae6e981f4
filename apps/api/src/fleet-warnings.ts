import type { Config } from './config.ts';

/**
 * Set-ups that work on one instance but not on several, logged once at start-up. A shared
 * database (DATABASE_URL) says "several instances"; media on local disk would then be written
 * on one instance and missing on the others (docs/DEPLOY.md).
 */
export function fleetWarnings(config: Pick<Config, 'databaseUrl' | 's3' | 'dataDir'>): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl && !config.s3)
    warnings.push(
      `DATABASE_URL is set but S3_BUCKET is not: uploads and demo images are stored on this instance's disk (${config.dataDir}/media) only. Several instances need shared media: set S3_BUCKET (see docs/DEPLOY.md).`,
    );
  return warnings;
}
