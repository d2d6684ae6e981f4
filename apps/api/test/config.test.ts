import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const dir = freshDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: dir,
      databaseUrl: undefined,
      admin: null,
      seedDemo: true,
      s3: null,
      authRateLimit: 20,
      logLevel: 'info',
      accessTokenTtlMinutes: 15,
      refreshTokenTtlDays: 30,
      trustProxy: false,
    });
    expect(isAbsolute(loadConfig({ JWT_SECRET: 'k'.repeat(32) }).dataDir)).toBe(true);
  });

  it('takes REDIS_URL and a key prefix for it, refusing a prefix with other characters', () => {
    expect(loadConfig({ DATA_DIR: freshDir() })).toMatchObject({
      redisUrl: undefined,
      redisKeyPrefix: 'wayfarer-rate-limit-',
    });
    expect(
      loadConfig({ DATA_DIR: freshDir(), REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'staging:rl-' }),
    ).toMatchObject({ redisUrl: 'redis://cache:6379', redisKeyPrefix: 'staging:rl-' });
    expect(() => loadConfig({ DATA_DIR: freshDir(), REDIS_KEY_PREFIX: 'has space' })).toThrow(
      'Invalid environment variable REDIS_KEY_PREFIX',
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), REDIS_URL: 'http://cache' })).toThrow(
      'Invalid environment variable REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });

  it('takes TRUST_PROXY as a hop count or addresses/CIDRs and refuses a bare true', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => trust(value)).toThrow(
        /^Invalid environment variable TRUST_PROXY: true would let any client choose its own address; set a hop count .* or the proxies' addresses\/CIDRs/,
      );
    }
    expect(() => trust('10.0.0.0/33')).toThrow(
      'Invalid environment variable TRUST_PROXY: "10.0.0.0/33" is not',
    );
    expect(() => trust('proxy.local')).toThrow('TRUST_PROXY: "proxy.local" is not an address or CIDR');
  });

  it('derives PUBLIC_URL from PORT and treats an empty variable as unset', () => {
    const config = loadConfig({ DATA_DIR: freshDir(), PORT: '3101', HOST: '', SEED_DEMO: 'false' });
    expect(config.publicUrl).toBe('http://localhost:3101');
    expect(config.host).toBe('0.0.0.0');
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'localhost'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['SEED_DEMO', 'maybe'],
    ['AUTH_RATE_LIMIT', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAIL', 'not-an-email'],
  ])('a bad %s (%j) stops start-up naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });

  it('takes SHUTDOWN_DELAY_MS (default 5000, 0 allowed) below SHUTDOWN_TIMEOUT_MS, naming both otherwise', () => {
    const delay = (env: Record<string, string | undefined>) =>
      loadConfig({ DATA_DIR: freshDir(), ...env }).shutdownDelayMs;
    expect(delay({})).toBe(5000);
    expect(delay({ SHUTDOWN_DELAY_MS: '0' })).toBe(0);
    expect(delay({ SHUTDOWN_DELAY_MS: '800', SHUTDOWN_TIMEOUT_MS: '1000' })).toBe(800);
    for (const value of ['-1', '1.5', 'soon']) {
      expect(() => delay({ SHUTDOWN_DELAY_MS: value })).toThrow(
        /^Invalid environment variable SHUTDOWN_DELAY_MS:/,
      );
    }
    for (const env of [{ SHUTDOWN_DELAY_MS: '25000' }, { SHUTDOWN_TIMEOUT_MS: '3000' }]) {
      expect(() => delay(env)).toThrow(
        /^Invalid environment variable SHUTDOWN_DELAY_MS: \d+ must be less than SHUTDOWN_TIMEOUT_MS \(\d+\)/,
      );
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const dir = freshDir();
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'Boss_123' })).toThrow(/ADMIN_EMAIL/);
    const config = loadConfig({
      DATA_DIR: dir,
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'Boss_123',
    });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'Boss_123' });
  });

  it('holds ADMIN_PASSWORD to the sign-up password rule, so the sign-in form accepts it', () => {
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'password' }),
    ).toThrow(/ADMIN_PASSWORD: Enter a password with special characters & number/);
  });

  it('without JWT_SECRET leaves the secret to the database (ADR 1306) and writes nothing into DATA_DIR', () => {
    const dir = freshDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('prefers JWT_SECRET when set', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe('s'.repeat(40));
  });

  it('configures S3 storage when S3_BUCKET is set', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    });
    expect(config.s3).toMatchObject({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      publicUrl: 'https://cdn.example.com',
    });
  });

  it('takes MEDIA_DIR as an absolute folder, and refuses it together with S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).mediaDir).toBeNull();
    expect(loadConfig({ DATA_DIR: freshDir(), MEDIA_DIR: 'shared/media' }).mediaDir).toBe(
      resolve('shared/media'),
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), MEDIA_DIR: '/mnt/media', S3_BUCKET: 'media' })).toThrow(
      /^Invalid environment variable MEDIA_DIR: .*S3_BUCKET/,
    );
  });

  describe('WhatsApp', () => {
    const whole = {
      WHATSAPP_TOKEN: 'token-1',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_VERIFY_TOKEN: 'verify-1',
      WHATSAPP_APP_SECRET: 'secret-1',
    };

    it('without WHATSAPP_*: the sandbox, its page served outside production only', () => {
      expect(loadConfig({ DATA_DIR: freshDir() })).toMatchObject({
        whatsapp: null,
        whatsappSandboxPage: true,
      });
      const production = { DATA_DIR: freshDir(), NODE_ENV: 'production', PHONEPE_SANDBOX: 'true' };
      expect(loadConfig(production).whatsappSandboxPage).toBe(false);
      expect(loadConfig({ ...production, WHATSAPP_SANDBOX: 'true' }).whatsappSandboxPage).toBe(true);
    });

    it('all four: the Cloud API, with the default URL and version', () => {
      expect(loadConfig({ DATA_DIR: freshDir(), ...whole })).toMatchObject({
        whatsapp: {
          apiUrl: 'https://graph.facebook.com',
          apiVersion: 'v21.0',
          token: 'token-1',
          phoneNumberId: '1234567890',
          verifyToken: 'verify-1',
          appSecret: 'secret-1',
        },
        whatsappSandboxPage: false,
      });
      const proxied = loadConfig({
        DATA_DIR: freshDir(),
        ...whole,
        WHATSAPP_API_URL: 'http://127.0.0.1:4911/',
        WHATSAPP_API_VERSION: 'v22.0',
      });
      expect(proxied.whatsapp).toMatchObject({ apiUrl: 'http://127.0.0.1:4911', apiVersion: 'v22.0' });
    });

    it.each(
      Object.keys({
        WHATSAPP_TOKEN: 1,
        WHATSAPP_PHONE_NUMBER_ID: 1,
        WHATSAPP_VERIFY_TOKEN: 1,
        WHATSAPP_APP_SECRET: 1,
      }),
    )('half a configuration stops the start, naming the missing %s', (missing) => {
      const env: Record<string, string> = { DATA_DIR: freshDir(), ...whole };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${missing}:`);
    });

    it('WHATSAPP_API_URL alone is half a configuration too', () => {
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), WHATSAPP_API_URL: 'https://graph.facebook.com' }),
      ).toThrow('Invalid environment variable WHATSAPP_TOKEN: WHATSAPP_API_URL is set');
    });

    it('refuses a phone number id or a version of the wrong form', () => {
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), ...whole, WHATSAPP_PHONE_NUMBER_ID: '+91 98' }),
      ).toThrow('Invalid environment variable WHATSAPP_PHONE_NUMBER_ID');
      expect(() => loadConfig({ DATA_DIR: freshDir(), ...whole, WHATSAPP_API_VERSION: '21' })).toThrow(
        'Invalid environment variable WHATSAPP_API_VERSION',
      );
    });
  });
});
