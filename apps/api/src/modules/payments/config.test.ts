import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const PHONEPE = {
  PHONEPE_HOST: 'https://api-preprod.phonepe.com/apis/pg-sandbox/',
  PHONEPE_MERCHANT_ID: 'PGTESTPAYUAT',
  PHONEPE_SALT_KEY: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  PHONEPE_SALT_INDEX: '1',
};

describe('payment and mail configuration', () => {
  it('defaults to the sandbox and the file outbox', () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config.phonepe).toBeNull();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Wayfarer <bookings@wayfarer.local>');
  });

  it('reads PhonePe, SMTP and the sender', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      ...PHONEPE,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Trips <trips@example.com>',
    });
    expect(config.phonepe).toEqual({
      api: 'v1',
      host: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      merchantId: 'PGTESTPAYUAT',
      saltKey: PHONEPE.PHONEPE_SALT_KEY,
      saltIndex: '1',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
    expect(config.mailFrom).toBe('Trips <trips@example.com>');
  });

  it.each(Object.keys(PHONEPE))('names %s when the other PhonePe variables are set without it', (name) => {
    const env: Record<string, string> = { DATA_DIR: freshDir(), ...PHONEPE };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: .*go together`));
  });

  it.each([
    ['PHONEPE_HOST', 'not a url'],
    ['PHONEPE_SALT_INDEX', 'one'],
    ['SMTP_URL', 'http://smtp.example.com'],
  ])('a bad %s (%j) stops start-up naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...PHONEPE, [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });
});

describe('the sandbox in production', () => {
  it('refuses to start without PhonePe unless the sandbox is asked for', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'production' })).toThrow(/PHONEPE_HOST/);
    expect(
      loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'production', PHONEPE_SANDBOX: 'true' }).phonepe,
    ).toBeNull();
  });
});
