import { z } from '@wayfarer/shared/zod';

// The PhonePe part of the environment (config.ts spreads phonepeEnv into its schema): v1's four
// variables or v2's six, never both, never part of a set; neither means the built-in sandbox.

const text = z.string().trim().min(1);

export const phonepeEnv = {
  // PhonePe PG (Pay API v1). All four go together; without them the built-in sandbox answers.
  PHONEPE_HOST: z.url({ message: 'must be a URL such as https://api.phonepe.com/apis/hermes' }).optional(),
  PHONEPE_MERCHANT_ID: text.optional(),
  PHONEPE_SALT_KEY: text.optional(),
  PHONEPE_SALT_INDEX: z.string().trim().regex(/^\d+$/, { message: 'must be a number such as 1' }).optional(),
  // PhonePe Standard Checkout v2 (OAuth). The six go together; the two URLs override the hosts
  // PHONEPE_ENV picks (a proxy or a test double): PhonePe's paths are appended to them.
  PHONEPE_CLIENT_ID: text.optional(),
  PHONEPE_CLIENT_SECRET: text.optional(),
  PHONEPE_CLIENT_VERSION: z
    .string()
    .trim()
    .regex(/^\d+$/, { message: 'must be a number such as 1' })
    .optional(),
  PHONEPE_ENV: z.enum(['sandbox', 'production'], { message: 'must be sandbox or production' }).optional(),
  PHONEPE_WEBHOOK_USERNAME: text.optional(),
  PHONEPE_WEBHOOK_PASSWORD: text.optional(),
  PHONEPE_AUTH_URL: z
    .url({ message: 'must be a URL such as https://api.phonepe.com/apis/identity-manager' })
    .optional(),
  PHONEPE_PG_URL: z.url({ message: 'must be a URL such as https://api.phonepe.com/apis/pg' }).optional(),
  // Which PhonePe API the built-in sandbox is spoken to with (both are served).
  PHONEPE_SANDBOX_API: z.enum(['v1', 'v2'], { message: 'must be v1 or v2' }).default('v1'),
};
type PhonePeEnv = { [K in keyof typeof phonepeEnv]?: z.infer<(typeof phonepeEnv)[K]> };

const PHONEPE_VARIABLES = [
  'PHONEPE_HOST',
  'PHONEPE_MERCHANT_ID',
  'PHONEPE_SALT_KEY',
  'PHONEPE_SALT_INDEX',
] as const;
const PHONEPE_V2_VARIABLES = [
  'PHONEPE_CLIENT_ID',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_CLIENT_VERSION',
  'PHONEPE_ENV',
  'PHONEPE_WEBHOOK_USERNAME',
  'PHONEPE_WEBHOOK_PASSWORD',
] as const;
const PHONEPE_V2_OPTIONAL = ['PHONEPE_AUTH_URL', 'PHONEPE_PG_URL'] as const;

/** PhonePe's own hosts for v2, by PHONEPE_ENV: the bases its paths are appended to. */
export const PHONEPE_V2_HOSTS = {
  sandbox: {
    authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pgUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    authUrl: 'https://api.phonepe.com/apis/identity-manager',
    pgUrl: 'https://api.phonepe.com/apis/pg',
  },
} as const;

/** PG API v1: merchant id and salt (X-VERIFY checksums). */
export type PhonePeV1Config = {
  api: 'v1';
  host: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
};
/** Standard Checkout v2: an OAuth client, and the webhook's username and password. */
export type PhonePeV2Config = {
  api: 'v2';
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  env: 'sandbox' | 'production';
  /** `{authUrl}/v1/oauth/token`. */
  authUrl: string;
  /** `{pgUrl}/checkout/v2/pay` and the other PG paths. */
  pgUrl: string;
  webhookUsername: string;
  webhookPassword: string;
};
export type PhonePeConfig = PhonePeV1Config | PhonePeV2Config;

/**
 * PhonePe v1 or v2, or null for the sandbox. Part of a set, or both sets, stop start-up naming
 * the variables; so does production with neither unless PHONEPE_SANDBOX asks for the sandbox.
 */
export function phonepeConfig(e: PhonePeEnv, sandboxRefused: boolean): PhonePeConfig | null {
  const v1Set = PHONEPE_VARIABLES.filter((name) => e[name] !== undefined);
  const v2Set = [...PHONEPE_V2_VARIABLES, ...PHONEPE_V2_OPTIONAL].filter((name) => e[name] !== undefined);
  if (v1Set.length > 0 && v2Set.length > 0) {
    throw new Error(
      `Invalid environment variable ${v2Set[0]}: set PhonePe v1 (${PHONEPE_VARIABLES.join(', ')}) or v2 (${PHONEPE_V2_VARIABLES.join(', ')}), not both`,
    );
  }
  if (v1Set.length === 0 && v2Set.length === 0) {
    if (sandboxRefused) {
      throw new Error(
        `Invalid environment variable PHONEPE_HOST: set PhonePe v1 (${PHONEPE_VARIABLES.join(', ')}) or v2 (${PHONEPE_V2_VARIABLES.join(', ')}) in production, or PHONEPE_SANDBOX=true to take payments in the built-in sandbox`,
      );
    }
    return null;
  }
  if (v1Set.length > 0) {
    const missing = PHONEPE_VARIABLES.find((name) => e[name] === undefined);
    if (missing) {
      throw new Error(`Invalid environment variable ${missing}: ${PHONEPE_VARIABLES.join(', ')} go together`);
    }
    return {
      api: 'v1',
      host: e.PHONEPE_HOST!.replace(/\/+$/, ''),
      merchantId: e.PHONEPE_MERCHANT_ID!,
      saltKey: e.PHONEPE_SALT_KEY!,
      saltIndex: e.PHONEPE_SALT_INDEX!,
    };
  }
  const missing = PHONEPE_V2_VARIABLES.find((name) => e[name] === undefined);
  if (missing) {
    throw new Error(
      `Invalid environment variable ${missing}: ${PHONEPE_V2_VARIABLES.join(', ')} go together`,
    );
  }
  const env = e.PHONEPE_ENV!;
  return {
    api: 'v2',
    clientId: e.PHONEPE_CLIENT_ID!,
    clientSecret: e.PHONEPE_CLIENT_SECRET!,
    clientVersion: e.PHONEPE_CLIENT_VERSION!,
    env,
    authUrl: (e.PHONEPE_AUTH_URL ?? PHONEPE_V2_HOSTS[env].authUrl).replace(/\/+$/, ''),
    pgUrl: (e.PHONEPE_PG_URL ?? PHONEPE_V2_HOSTS[env].pgUrl).replace(/\/+$/, ''),
    webhookUsername: e.PHONEPE_WEBHOOK_USERNAME!,
    webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD!,
  };
}
