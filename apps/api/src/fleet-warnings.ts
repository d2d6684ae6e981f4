import type { Config } from './config.ts';

/**
 * Set-ups that work on one instance but not on several, logged once at start-up. A shared
 * database (DATABASE_URL) says "several instances". The signing secret and media need no warning
 * there (ADR 1306): without JWT_SECRET the secret is the database's, and without S3_BUCKET or
 * MEDIA_DIR media are stored in the database, so every instance serves every file. What is left
 * in DATA_DIR is the development mail transport's .eml files.
 */
export function fleetWarnings(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'smtpUrl'>): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl && !config.smtpUrl)
    warnings.push(
      `DATABASE_URL is set but SMTP_URL is not: e-mails are not sent, each is written as an .eml file into the DATA_DIR/outbox of whichever instance handles it (${config.dataDir}/outbox here). Set SMTP_URL to send them (see docs/DEPLOY.md).`,
    );
  return warnings;
}
