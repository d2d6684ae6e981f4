import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it or the outbox cannot be written. */
  send(msg: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
    mailer: Mailer;
  }
}

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/**
 * With SMTP_URL: nodemailer over SMTP. Without: each message is written as an RFC 822 .eml file
 * into DATA_DIR/outbox, which any mail client opens, so development needs no mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from: config.mailFrom, ...msg });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = outboxDir(config.dataDir);
  return {
    async send(msg) {
      const info = await transport.sendMail({ from: config.mailFrom, ...msg });
      await mkdir(dir, { recursive: true });
      // ISO time without colons (not allowed in Windows file names); sorts in sending order.
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
    },
  };
}

export function registerMailer(app: FastifyInstance): void {
  app.decorate('mailer', createMailer(app.config));
}
