import type { LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../helpers.ts';
import { emailJobs } from '../../src/db/schema.ts';

// Helpers of the "My trips" tests: ask for a link, read it from the outbox, open it.

let lastIp = 0;
/** A fresh client address per request, so the per-IP limit counts only where a test means it to. */
const nextIp = () => {
  lastIp += 1;
  return `10.${Math.floor(lastIp / 250) % 250}.${lastIp % 250}.7`;
};

/** The request headers of a signed-in traveller: the session cookie a successful opening set. */
export function signInWith(opened: LightMyRequestResponse): Record<string, string> {
  const setCookie = String(opened.headers['set-cookie'] ?? '');
  const pair = setCookie.split(';')[0] ?? '';
  if (!pair.startsWith('wayfarer_traveller=') || pair.endsWith('=')) {
    throw new Error(`no session cookie was set: ${opened.statusCode} ${opened.body}`);
  }
  return { cookie: pair };
}

export class TripsClient {
  constructor(private readonly t: TestApp) {}

  askLink(email: string, ip = nextIp()) {
    return this.t.app.inject({
      method: 'POST',
      url: '/v1/trips/sign-in-link',
      payload: { email },
      remoteAddress: ip,
    });
  }

  /** Asks for a link, lets the background work run, and reads the token from the newest e-mail. */
  async linkTokenFor(email: string): Promise<string> {
    const asked = await this.askLink(email);
    if (asked.statusCode !== 204) throw new Error(`link not asked: ${asked.statusCode} ${asked.body}`);
    await this.t.app.background.idle();
    const [job] = await this.t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.to, email.trim().toLowerCase()))
      .orderBy(desc(emailJobs.createdAt), desc(emailJobs.id))
      .limit(1);
    const token = job?.text.match(/\/trips\/sign-in\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no sign-in link was queued for ${email}`);
    return token;
  }

  openLink(token: string, ip = nextIp()) {
    return this.t.app.inject({
      method: 'POST',
      url: '/v1/trips/session',
      payload: { token },
      remoteAddress: ip,
    });
  }

  /** Signs in as the traveller of `email`: the cookie header of a fresh session. */
  async signIn(email: string): Promise<Record<string, string>> {
    return signInWith(await this.openLink(await this.linkTokenFor(email)));
  }

  trips(headers: Record<string, string>) {
    return this.t.app.inject({ url: '/v1/trips', headers });
  }
}
