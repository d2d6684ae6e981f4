import type { WhatsAppConfig } from '../../config.ts';

// WhatsApp booking updates (ADR 1343): template messages through the WhatsApp Business
// Cloud API, or the built-in sandbox when WHATSAPP_* is not set. The outbox (modules/outbox/outbox.ts) sends
// the queued messages with this sender, like e-mails with the mailer.

/**
 * The templates, each with its body's parameters in order ({{1}}, {{2}}, …) and the text the
 * sandbox shows for it (the approved template in Meta's WhatsApp Manager must read alike).
 */
export const WHATSAPP_TEMPLATES = {
  booking_confirmed: (p: string[]) =>
    `Hi ${p[0]}, your booking ${p[1]} for ${p[2]} on ${p[3]} is confirmed. Manage it here: ${p[4]}`,
  booking_received: (p: string[]) =>
    `Hi ${p[0]}, we received your payment for booking ${p[1]}, ${p[2]} on ${p[3]}. The trip is not yet confirmed: it needs more travellers. We will write when it is. Your booking: ${p[4]}`,
  trip_confirmed: (p: string[]) =>
    `Hi ${p[0]}, good news: your trip ${p[2]} on ${p[3]} (booking ${p[1]}) is confirmed and will run. Your booking: ${p[4]}`,
  payment_reminder: (p: string[]) =>
    `Hi ${p[0]}, the balance of ${p[2]} for your booking ${p[1]} is due by ${p[3]}. Pay it here: ${p[4]}`,
  trip_announcement: (p: string[]) =>
    `Hi ${p[0]}, an update on your trip ${p[2]} on ${p[3]} (booking ${p[1]}): ${p[4]}`,
  date_cancelled: (p: string[]) =>
    `Hi ${p[0]}, we are sorry: the trip ${p[2]} on ${p[3]} is cancelled (booking ${p[1]}). Everything you paid is being refunded in full. Details: ${p[4]}`,
  date_moved: (p: string[]) =>
    `Hi ${p[0]}, your booking ${p[1]} for ${p[2]} has moved from ${p[3]} to ${p[4]}. Details: ${p[5]}`,
  date_move_offered: (p: string[]) =>
    `Hi ${p[0]}, the group of ${p[2]} on ${p[3]} is moving to ${p[4]} (booking ${p[1]}). Accept the new date or cancel with a full refund: ${p[5]}`,
} as const;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;

export const isWhatsAppTemplate = (name: string): name is WhatsAppTemplate =>
  Object.hasOwn(WHATSAPP_TEMPLATES, name);

/** What the sandbox shows for a message: its template's text with the parameters in. */
export function whatsappPreview(template: string, parameters: string[]): string {
  return isWhatsAppTemplate(template)
    ? WHATSAPP_TEMPLATES[template](parameters)
    : `${template}: ${parameters.join(' · ')}`;
}

/** The template's language: the messages are written in English (spec: the site is English). */
export const WHATSAPP_LANGUAGE = 'en';

/** One template message to one number (91XXXXXXXXXX). */
export type WhatsAppMessage = {
  to: string;
  template: string;
  parameters: string[];
  /** The outbox job's id (the sandbox names its message ids after it). */
  jobId: string;
};

export interface WhatsAppSender {
  /** True for the built-in sandbox: nothing leaves the process. */
  readonly sandbox: boolean;
  /**
   * Sends one message; answers the provider's message id (null when the answer named none).
   * Rejects when the Cloud API refuses it or cannot be reached.
   */
  send(message: WhatsAppMessage): Promise<{ messageId: string | null }>;
}

/** A send's limit: far inside the outbox's 5-minute lease (ADR 1308). */
export const WHATSAPP_TIMEOUT_MS = 15_000;

/**
 * A template parameter as the Cloud API takes it: no new lines or tabs, no more than three spaces
 * in a row (Meta refuses the message otherwise), and never empty.
 */
export const parameterText = (text: string): string =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim() || '-';

/** The Cloud API's request body for a template message (Meta: messages, type template). */
export function templateRequestBody(message: Pick<WhatsAppMessage, 'to' | 'template' | 'parameters'>) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: WHATSAPP_LANGUAGE },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text: parameterText(text) })),
        },
      ],
    },
  };
}

export const messagesUrl = (config: WhatsAppConfig) =>
  `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;

/** The Cloud API sender (POST {url}/{version}/{phone number id}/messages with the bearer token). */
export function createCloudSender(config: WhatsAppConfig, fetchImpl: typeof fetch = fetch): WhatsAppSender {
  const url = messagesUrl(config);
  return {
    sandbox: false,
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateRequestBody(message)),
        signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) {
        // Meta's error answer: { error: { message, code, … } }. The token is never in it.
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${text.slice(0, 300)}`);
      }
      let id: unknown;
      try {
        id = (JSON.parse(text) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
      } catch {
        id = undefined;
      }
      return { messageId: typeof id === 'string' && id.length > 0 ? id.slice(0, 200) : null };
    },
  };
}

/**
 * The built-in sandbox: nothing leaves; the message is recorded sent on its outbox row, which
 * /sandbox/whatsapp lists per number. Its id is made from the job's.
 */
export const sandboxSender: WhatsAppSender = {
  sandbox: true,
  async send(message) {
    return { messageId: `wamid.sandbox.${message.jobId}` };
  },
};

/** The Cloud API when WHATSAPP_* is set, else the built-in sandbox (/sandbox/whatsapp); src/app-deps.ts. */
export const whatsappSenderFor = (config: WhatsAppConfig | null): WhatsAppSender =>
  config ? createCloudSender(config) : sandboxSender;
