import { describe, expect, it } from 'vitest';
import { fleetWarnings } from '../src/fleet-warnings.ts';

const databaseUrl = 'postgres://db.internal/wayfarer';

describe('fleetWarnings', () => {
  it('says nothing of media or the signing secret on a shared database: both live in it (ADR 1306)', () => {
    const warnings = fleetWarnings({ databaseUrl, dataDir: '/srv/data', smtpUrl: 'smtp://mail.internal' });
    expect(warnings).toEqual([]);
  });

  it("warns once, naming SMTP_URL and this instance's outbox, for a shared database without SMTP", () => {
    const warnings = fleetWarnings({ databaseUrl, dataDir: '/srv/data', smtpUrl: undefined });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('DATABASE_URL is set but SMTP_URL is not');
    expect(warnings[0]).toContain('/srv/data/outbox');
    expect(warnings[0]).not.toMatch(/media|S3_BUCKET/);
  });

  it('stays quiet with the embedded database (one instance)', () => {
    expect(fleetWarnings({ databaseUrl: undefined, dataDir: '/srv/data', smtpUrl: undefined })).toEqual([]);
  });
});
