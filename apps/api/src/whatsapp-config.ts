import { z } from '@wayfarer/shared/zod';

// The WhatsApp Business Cloud API part of the environment (config.ts spreads whatsappEnv into its
// schema, ADR 1343): the token, the phone number id, the webhook's verify token and the app
// secret go together; none of them means the built-in sandbox at /sandbox/whatsapp.

const text = z.string().trim().min(1);

export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com';
export const WHATSAPP_DEFAULT_API_VERSION = 'v21.0';

export const whatsappEnv = {
  // The Graph API's base (a proxy or a test double may stand in); the version and path follow it.
  WHATSAPP_API_URL: z.url({ message: 'must be a URL such as https://graph.facebook.com' }).optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, { message: 'must be a Graph API version such as v21.0' })
    .optional(),
  WHATSAPP_TOKEN: text.optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{1,32}$/, { message: 'must be the phone number id (digits)' })
    .optional(),
  WHATSAPP_VERIFY_TOKEN: text.optional(),
  WHATSAPP_APP_SECRET: text.optional(),
  // Serves the sandbox page in production too (it lists every message with its booking link).
  WHATSAPP_SANDBOX: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => ['true', '1', 'yes'].includes(value)),
};
type WhatsAppEnv = { [K in keyof typeof whatsappEnv]?: z.infer<(typeof whatsappEnv)[K]> };

/** The variables a Cloud API configuration needs; API_URL and API_VERSION have defaults. */
export const WHATSAPP_REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_APP_SECRET',
] as const;
const WHATSAPP_ANY = ['WHATSAPP_API_URL', 'WHATSAPP_API_VERSION', ...WHATSAPP_REQUIRED] as const;

export type WhatsAppConfig = {
  /** `{apiUrl}/{apiVersion}/{phoneNumberId}/messages` */
  apiUrl: string;
  apiVersion: string;
  token: string;
  phoneNumberId: string;
  verifyToken: string;
  appSecret: string;
};

/**
 * The Cloud API configuration, or null (the built-in sandbox). Half a configuration throws,
 * naming the first variable missing.
 */
export function whatsappConfig(e: WhatsAppEnv): WhatsAppConfig | null {
  const set = WHATSAPP_ANY.filter((name) => e[name] !== undefined);
  if (set.length === 0) return null;
  const missing = WHATSAPP_REQUIRED.find((name) => e[name] === undefined);
  if (missing) {
    throw new Error(
      `Invalid environment variable ${missing}: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set, and WhatsApp needs ${WHATSAPP_REQUIRED.join(', ')} together (none of them: the built-in sandbox)`,
    );
  }
  return {
    apiUrl: (e.WHATSAPP_API_URL ?? WHATSAPP_DEFAULT_API_URL).replace(/\/+$/, ''),
    apiVersion: e.WHATSAPP_API_VERSION ?? WHATSAPP_DEFAULT_API_VERSION,
    token: e.WHATSAPP_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    appSecret: e.WHATSAPP_APP_SECRET!,
  };
}
