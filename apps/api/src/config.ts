import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isEmail, normalizeEmail } from '@wayfarer/shared/rules/email';
import { passwordField } from '@wayfarer/shared/schemas/auth';
import { z } from '@wayfarer/shared/zod';
import { type PhonePeConfig, phonepeConfig, phonepeEnv } from './phonepe-config.ts';
import { type WhatsAppConfig, whatsappConfig, whatsappEnv } from './whatsapp-config.ts';

// ARCHITECTURE.md: the environment is parsed once at boot, every variable optional, and a bad
// value stops start-up with a message naming the variable.
const text = z.string().trim().min(1);
// z.coerce here only (ADR 1301): an environment variable is the operator's text, read once at boot,
// never a client's input; a value that is not a whole number in range still stops the start.
const positiveInt = (fallback: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(max, { message: `must be at most ${max}` })
    .default(fallback);
const booleanFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(fallback)
    .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  PORT: positiveInt(3000, 65_535),
  HOST: text.default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://wayfarer.example' }).optional(),
  DATA_DIR: text.default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// connection URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  ADMIN_EMAIL: z.string().trim().refine(isEmail, { message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: passwordField.optional(),
  SEED_DEMO: booleanFlag('true'),
  S3_BUCKET: text.optional(),
  S3_REGION: text.default('us-east-1'),
  S3_ENDPOINT: z.url({ message: 'must be a URL' }).optional(),
  S3_ACCESS_KEY_ID: text.optional(),
  S3_SECRET_ACCESS_KEY: text.optional(),
  S3_PUBLIC_URL: z.url({ message: 'must be a URL' }).optional(),
  // Media in this folder (a mount every instance shares) instead of S3 or the database (ADR 1306).
  MEDIA_DIR: text.optional(),
  AUTH_RATE_LIMIT: positiveInt(20, 1_000_000),
  // With it, rate limits are counted in this Redis, shared by every instance (ADR 002).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  // The start of every rate-limit key in that Redis, so deployments (or test runs) sharing one
  // Redis never count into each other.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { message: 'letters, digits, and : . _ - only; at most 64' })
    .default('wayfarer-rate-limit-'),
  // Each rate-limit call to that Redis gives up after this long and the request passes (ADR 1142).
  REDIS_COMMAND_TIMEOUT_MS: positiveInt(100, 60_000),
  // Anonymous writes (enquiries, bookings, coupon checks) per minute per IP and route.
  PUBLIC_RATE_LIMIT: positiveInt(30, 1_000_000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  // Behind a load balancer: which peers may name the client in X-Forwarded-For (ADR 1141).
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed !== 'string') return parsed;
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }),
  ACCESS_TOKEN_TTL_MINUTES: positiveInt(15, 24 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30, 365),
  // How long one instance re-serves a public package page it has just built (0 turns it off).
  PUBLIC_CACHE_MS: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(60_000, { message: 'must be at most 60000' })
    .default(5000),
  // On SIGTERM: how long in-flight requests and running jobs get before the process exits anyway
  // (counted from the signal, SHUTDOWN_DELAY_MS included).
  SHUTDOWN_TIMEOUT_MS: positiveInt(25_000, 600_000),
  // On SIGTERM: how long /v1/ready answers 503 while the instance still serves normally, so a
  // balancer stops sending before it stops accepting (ADR 1305; 0: drain at once).
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(600_000, { message: 'must be at most 600000' })
    .default(5000),
  // How often each instance runs the payment reconciler and the e-mail outbox worker.
  RECONCILER_INTERVAL_MS: positiveInt(3000, 600_000),
  // How long a checkout's seats are held for its first payment before they return to sale
  // (seconds; PhonePe keeps its pay page about 20 minutes). ADR 1350.
  SEAT_HOLD_SECONDS: positiveInt(1200, 1200),
  // The PostgreSQL pool of each instance (ADR 1351): its size, how long a query waits for a free
  // connection, and how long opening a new connection may take.
  DATABASE_POOL_MAX: positiveInt(10, 200),
  DATABASE_POOL_WAIT_MS: positiveInt(10_000, 120_000),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5000, 120_000),
  EMAIL_OUTBOX_INTERVAL_MS: positiveInt(10_000, 600_000),
  // How often each instance queues the balance reminders and marks ended trips COMPLETED.
  BALANCE_REMINDER_INTERVAL_MS: positiveInt(15 * 60_000, 24 * 60 * 60_000),
  TRIP_COMPLETION_INTERVAL_MS: positiveInt(60 * 60_000, 24 * 60 * 60_000),
  // How often each instance writes the funnel's pending visit counters to PostgreSQL
  // (at most a minute: today's visits show within it; a funnel read flushes first as well).
  FUNNEL_FLUSH_INTERVAL_MS: positiveInt(15_000, 60_000),
  ...phonepeEnv,
  // WhatsApp booking updates (ADR 1343): the Cloud API, else the built-in sandbox.
  ...whatsappEnv,
  // Without SMTP_URL, mail is written as .eml files into DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: text.default('Wayfarer <bookings@wayfarer.local>'),
  // The built-in PhonePe sandbox takes "payments" anyone can approve: in production (NODE_ENV)
  // it runs only when asked for explicitly, otherwise PHONEPE_* must be set.
  NODE_ENV: z.string().optional(),
  // Turns GET /metrics on, behind `Authorization: Bearer <this>` (ADR 1144).
  METRICS_TOKEN: z.string().trim().min(16, { message: 'must be at least 16 characters long' }).optional(),
  PHONEPE_SANDBOX: booleanFlag('false'),
});

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * JWT_SECRET; null without it until the start-up work sets the site's shared one from the
   * database (modules/auth/signing-secret.ts, ADR 1306), before any request is served.
   */
  jwtSecret: string | null;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  s3: S3Config | null;
  /** MEDIA_DIR: media on this folder, shared by every instance (modules/media/storage.ts). */
  mediaDir: string | null;
  authRateLimit: number;
  publicRateLimit: number;
  /** Rate limits are counted here when set (several instances), else in each process. */
  redisUrl?: string;
  /** The start of every rate-limit key in that Redis. */
  redisKeyPrefix: string;
  /** Each rate-limit call to that Redis gives up after this long; the request then passes. */
  redisCommandTimeoutMs: number;
  logLevel: string;
  /** false: no proxy; a hop count; or the proxies' addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  accessTokenTtlMinutes: number;
  refreshTokenTtlDays: number;
  publicCacheMs: number;
  /** SIGTERM: the drain's limit before the process exits anyway (shutdown.ts). */
  shutdownTimeoutMs: number;
  /** SIGTERM: how long the instance serves on, not ready, before the drain (shutdown.ts). */
  shutdownDelayMs: number;
  reconcilerIntervalMs: number;
  /** SEAT_HOLD_SECONDS in ms: a first payment attempt's life, and so its seat hold's. */
  seatHoldMs: number;
  /** node-postgres pool: size, wait for a free connection, connect timeout (ADR 1351). */
  databasePool: { max: number; waitMs: number; connectTimeoutMs: number };
  emailOutboxIntervalMs: number;
  balanceReminderIntervalMs: number;
  tripCompletionIntervalMs: number;
  /** How often the funnel's pending visit counters are written to PostgreSQL. */
  funnelFlushIntervalMs: number;
  /** null: the built-in PhonePe sandbox at /sandbox/phonepe takes the payments. */
  phonepe: PhonePeConfig | null;
  /** The API the app speaks to the built-in sandbox with (PHONEPE_SANDBOX_API). */
  phonepeSandboxApi: 'v1' | 'v2';
  smtpUrl?: string;
  mailFrom: string;
  /** null: WhatsApp messages go to the built-in sandbox (/sandbox/whatsapp). */
  whatsapp: WhatsAppConfig | null;
  /** The sandbox's page is served (not in production unless WHATSAPP_SANDBOX=true). */
  whatsappSandboxPage: boolean;
  /** Set: GET /metrics answers to this bearer token; unset: it is off (404). */
  metricsToken?: string;
};

export type { PhonePeConfig, PhonePeV1Config, PhonePeV2Config } from './phonepe-config.ts';
export type { WhatsAppConfig } from './whatsapp-config.ts';

type Env = Record<string, string | undefined>;

export type TrustProxy = false | number | string[];

const TRUST_PROXY_FORMS =
  "set a hop count (1 behind one proxy) or the proxies' addresses/CIDRs, comma-separated (10.0.0.0/8,127.0.0.1)";

/**
 * TRUST_PROXY's value, or a message saying why not. A bare `true` would trust any peer's
 * X-Forwarded-For, so any client could pick the address its rate limits count under.
 */
function parseTrustProxy(value: string): TrustProxy | string {
  const lower = value.toLowerCase();
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) {
    return `true would let any client choose its own address; ${TRUST_PROXY_FORMS}`;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : `at most 10 hops; ${TRUST_PROXY_FORMS}`;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  return bad === undefined ? entries : `"${bad}" is not an address or CIDR; ${TRUST_PROXY_FORMS}`;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Parses the environment; throws an Error whose message names the offending variable. */
export function loadConfig(env: Env = process.env): Config {
  // An empty variable (`FOO=`) means "not set", so defaults apply.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    const missing = e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new Error(`Invalid environment variable ${missing}: ADMIN_EMAIL and ADMIN_PASSWORD go together`);
  }
  if (e.SHUTDOWN_DELAY_MS >= e.SHUTDOWN_TIMEOUT_MS) {
    throw new Error(
      `Invalid environment variable SHUTDOWN_DELAY_MS: ${e.SHUTDOWN_DELAY_MS} must be less than SHUTDOWN_TIMEOUT_MS (${e.SHUTDOWN_TIMEOUT_MS}), which counts from the signal and includes the delay`,
    );
  }
  if (e.MEDIA_DIR && e.S3_BUCKET) {
    throw new Error(
      'Invalid environment variable MEDIA_DIR: media go to S3_BUCKET or to MEDIA_DIR, not both; unset one of them',
    );
  }
  const phonepe = phonepeConfig(e, e.NODE_ENV === 'production' && !e.PHONEPE_SANDBOX);
  const whatsapp = whatsappConfig(e);
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? null,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: normalizeEmail(e.ADMIN_EMAIL), password: e.ADMIN_PASSWORD }
        : null,
    seedDemo: e.SEED_DEMO,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : null,
    mediaDir: e.MEDIA_DIR ? resolve(e.MEDIA_DIR) : null,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    reconcilerIntervalMs: e.RECONCILER_INTERVAL_MS,
    seatHoldMs: e.SEAT_HOLD_SECONDS * 1000,
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      waitMs: e.DATABASE_POOL_WAIT_MS,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    emailOutboxIntervalMs: e.EMAIL_OUTBOX_INTERVAL_MS,
    balanceReminderIntervalMs: e.BALANCE_REMINDER_INTERVAL_MS,
    tripCompletionIntervalMs: e.TRIP_COMPLETION_INTERVAL_MS,
    funnelFlushIntervalMs: e.FUNNEL_FLUSH_INTERVAL_MS,
    phonepe,
    phonepeSandboxApi: e.PHONEPE_SANDBOX_API,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    whatsapp,
    whatsappSandboxPage: !whatsapp && (e.NODE_ENV !== 'production' || e.WHATSAPP_SANDBOX),
    metricsToken: e.METRICS_TOKEN,
  };
}
