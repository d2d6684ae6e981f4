import { describe, expect, it } from 'vitest';
import { fleetWarnings } from '../src/fleet-warnings.ts';

const s3 = { bucket: 'media', region: 'us-east-1' };
const databaseUrl = 'postgres://db.internal/wayfarer';

describe('fleetWarnings', () => {
  it('warns once, naming both variables, for a shared database with media on local disk', () => {
    const warnings = fleetWarnings({ databaseUrl, s3: null, dataDir: '/srv/data' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('DATABASE_URL');
    expect(warnings[0]).toContain('set S3_BUCKET');
    expect(warnings[0]).toContain('/srv/data/media');
  });

  it('stays quiet with S3 media, or with the embedded database (one instance)', () => {
    expect(fleetWarnings({ databaseUrl, s3, dataDir: '/srv/data' })).toEqual([]);
    expect(fleetWarnings({ databaseUrl: undefined, s3: null, dataDir: '/srv/data' })).toEqual([]);
    expect(fleetWarnings({ databaseUrl: undefined, s3, dataDir: '/srv/data' })).toEqual([]);
  });
});
