import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

// PhonePe v2's variables beside v1's: all six together, the URL overrides optional, never both.

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-config-v2-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const V2 = {
  PHONEPE_CLIENT_ID: 'TEST-M22_2511',
  PHONEPE_CLIENT_SECRET: 'c2VjcmV0',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_ENV: 'sandbox',
  PHONEPE_WEBHOOK_USERNAME: 'wayfarer_hooks',
  PHONEPE_WEBHOOK_PASSWORD: 'hooks2secret',
};
const V1 = {
  PHONEPE_HOST: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  PHONEPE_MERCHANT_ID: 'PGTESTPAYUAT',
  PHONEPE_SALT_KEY: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  PHONEPE_SALT_INDEX: '1',
};

describe('PhonePe v2 configuration', () => {
  it('PHONEPE_ENV picks PhonePe’s hosts', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), ...V2 }).phonepe).toEqual({
      api: 'v2',
      clientId: V2.PHONEPE_CLIENT_ID,
      clientSecret: V2.PHONEPE_CLIENT_SECRET,
      clientVersion: '1',
      env: 'sandbox',
      authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      pgUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      webhookUsername: V2.PHONEPE_WEBHOOK_USERNAME,
      webhookPassword: V2.PHONEPE_WEBHOOK_PASSWORD,
    });
    expect(loadConfig({ DATA_DIR: freshDir(), ...V2, PHONEPE_ENV: 'production' }).phonepe).toMatchObject({
      authUrl: 'https://api.phonepe.com/apis/identity-manager',
      pgUrl: 'https://api.phonepe.com/apis/pg',
    });
  });

  it('PHONEPE_AUTH_URL and PHONEPE_PG_URL override the hosts', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      ...V2,
      PHONEPE_AUTH_URL: 'https://proxy.example/auth/',
      PHONEPE_PG_URL: 'https://proxy.example/pg',
    });
    expect(config.phonepe).toMatchObject({
      authUrl: 'https://proxy.example/auth',
      pgUrl: 'https://proxy.example/pg',
    });
  });

  it.each(Object.keys(V2))('names %s when the other v2 variables are set without it', (name) => {
    const env: Record<string, string> = { DATA_DIR: freshDir(), ...V2 };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: .*go together`));
  });

  it('a URL override alone is part of the v2 set', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), PHONEPE_PG_URL: 'https://proxy.example/pg' })).toThrow(
      /^Invalid environment variable PHONEPE_CLIENT_ID: .*go together/,
    );
  });

  it('both sets stop start-up, naming them', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...V1, ...V2 })).toThrow(
      /^Invalid environment variable PHONEPE_CLIENT_ID: set PhonePe v1 \(PHONEPE_HOST.*\) or v2 \(PHONEPE_CLIENT_ID.*\), not both/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...V1, PHONEPE_WEBHOOK_PASSWORD: 'x' })).toThrow(
      /not both/,
    );
  });

  it.each([
    ['PHONEPE_ENV', 'uat'],
    ['PHONEPE_CLIENT_VERSION', 'one'],
    ['PHONEPE_PG_URL', 'not a url'],
    ['PHONEPE_SANDBOX_API', 'v3'],
  ])('a bad %s (%j) stops start-up naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...V2, [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });

  it('the sandbox stays the default, on v1 unless PHONEPE_SANDBOX_API=v2; v2 counts in production', () => {
    const bare = loadConfig({ DATA_DIR: freshDir() });
    expect(bare.phonepe).toBeNull();
    expect(bare.phonepeSandboxApi).toBe('v1');
    expect(loadConfig({ DATA_DIR: freshDir(), PHONEPE_SANDBOX_API: 'v2' }).phonepeSandboxApi).toBe('v2');
    expect(loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'production', ...V2 }).phonepe?.api).toBe('v2');
  });
});
