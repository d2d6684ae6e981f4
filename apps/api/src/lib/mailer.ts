import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** A message as the outbox sends it: with its stable Message-ID (ADR 1308). */
export type OutgoingMail = MailMessage & { messageId?: string };

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it or the outbox cannot be written. */
  send(msg: OutgoingMail): Promise<void>;
  /** Closes the SMTP pool's connections (nothing for the file outbox). */
  close(): Promise<void>;
}

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/**
 * The SMTP pool's defaults (ADR 1308); `SMTP_URL`'s query sets others (`?maxConnections=10`).
 * The timeouts bound one send well inside the outbox's lease.
 */
export const SMTP_POOL = {
  pool: true,
  maxConnections: 5,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;

/** The domain of MAIL_FROM's address (Message-IDs are made under it), else this host's name. */
export function messageIdDomain(mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1];
  return domain && /^[\w.-]+$/.test(domain) ? domain : hostname() || 'wayfarer.local';
}

/**
 * With SMTP_URL: nodemailer over a pool of SMTP connections. Without: each message is written as
 * an RFC 822 .eml file into DATA_DIR/outbox, which any mail client opens, so development needs no
 * mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_POOL });
    return {
      async send(msg) {
        await transport.sendMail({ from: config.mailFrom, ...msg });
      },
      async close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = outboxDir(config.dataDir);
  let made: Promise<unknown> | undefined;
  return {
    async send(msg) {
      const info = await transport.sendMail({ from: config.mailFrom, ...msg });
      made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      await made;
      // ISO time without colons (not allowed in Windows file names); sorts in sending order.
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer).catch(async (error: unknown) => {
        // The folder was removed meanwhile (a clean-up): made again once.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
    },
    async close() {},
  };
}
