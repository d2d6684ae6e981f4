import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { emailJobs, leads } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { runEmailOutboxOnce } from '../outbox/index.ts';
import { bookingDeps } from '../bookings/index.ts';

// An enquiry's e-mails (ADR 988): "new lead" to the creator(s) whose inbox shows it,
// an acknowledgement to the sender; a creator never hears of another's lead.

let t: TestApp;
let creatorA: TestCreator;
let creatorB: TestCreator;
let pkgA: TestPackage;
beforeAll(async () => {
  t = await createTestApp();
  creatorA = await registerCreator(t.app, { email: 'creator.a@example.com', fullName: 'Aanya Sharma' });
  creatorB = await registerCreator(t.app, { email: 'creator.b@example.com', fullName: 'Bharat Rao' });
  pkgA = await createPublishedPackage(t.app, { creator: creatorA, title: 'Kerala Backwaters' });
  await createPublishedPackage(t.app, { creator: creatorB, title: 'Goa Beaches' });
});
afterAll(() => t.close());

const enquiry = {
  name: 'Ravi Kumar',
  email: 'Ravi@Example.com',
  phone: '9123456789',
  message: 'Is May a good month?',
};
const send = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/query', payload: { ...enquiry, ...payload } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
};
const jobsOf = (leadId: string) =>
  t.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.dedupeKey, `%:${leadId}%`));

async function sendOutbox(): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const deps = { ...bookingDeps(t.app), mailer: { send: async (m: MailMessage) => void sent.push(m) } };
  while ((await runEmailOutboxOnce(deps)).sent > 0);
  return sent;
}

describe('POST /v1/query: the e-mails', () => {
  it('about A’s package: A gets "new lead", the sender an acknowledgement; B and the admin nothing', async () => {
    await sendOutbox();
    const leadId = await send({ packageId: pkgA.id });
    const jobs = await jobsOf(leadId);
    expect(jobs.map((j) => j.to).sort()).toEqual(['creator.a@example.com', 'ravi@example.com']);
    expect(jobs.find((j) => j.to === 'creator.a@example.com')!.dedupeKey).toBe(
      `new-lead:${leadId}:${creatorA.creator.id}`,
    );

    const sent = await sendOutbox();
    expect(sent.map((m) => m.to).sort()).toEqual(['creator.a@example.com', 'ravi@example.com']);
    const lead = sent.find((m) => m.to === 'creator.a@example.com')!;
    expect(lead.subject).toBe('New lead: Ravi Kumar about Kerala Backwaters');
    expect(lead.text).toContain('Phone: 9123456789');
    expect(lead.text).toContain('E-mail: Ravi@Example.com');
    expect(lead.text).toContain('Message: Is May a good month?');
    expect(lead.text).toContain(`${t.config.publicUrl}/creator/dashboard/queries`);
    expect(lead.html).toContain(`href="${t.config.publicUrl}/creator/dashboard/queries"`);

    const ack = sent.find((m) => m.to === 'ravi@example.com')!;
    expect(ack.subject).toBe('We have received your enquiry about Kerala Backwaters');
    expect(ack.text).toContain('Aanya Sharma will reply to you soon');
    expect(ack.text).toContain('Message: Is May a good month?');
    expect(ack.text).toContain('Package: Kerala Backwaters');
    expect(ack.text).not.toContain('/creator/');
    for (const m of sent) expect(`${m.text}${m.html}`).not.toContain('{{PUBLIC_URL}}');

    const everything = await t.db.select().from(emailJobs);
    expect(everything.filter((j) => j.to === 'creator.b@example.com')).toEqual([]);
    expect(everything.filter((j) => j.to === TEST_ADMIN.email)).toEqual([]);
  });

  it('to a creator (no package): that creator only', async () => {
    const leadId = await send({ creatorId: creatorB.creator.id });
    expect((await jobsOf(leadId)).map((j) => j.to).sort()).toEqual([
      'creator.b@example.com',
      'ravi@example.com',
    ]);
  });

  it('a general enquiry: the acknowledgement says the team will reply; no creator is told', async () => {
    const leadId = await send({ message: '' });
    const jobs = await jobsOf(leadId);
    expect(jobs.map((j) => j.to)).toEqual(['ravi@example.com']);
    expect(jobs[0]!.subject).toBe('We have received your enquiry');
    expect(jobs[0]!.text).toContain('Our team will reply to you soon');
    expect(jobs[0]!.text).not.toContain('Message:');
  });

  it('an e-mail field that is not an address: the lead is stored, the creator told, no acknowledgement', async () => {
    const leadId = await send({ email: 'call me please', packageId: pkgA.id });
    expect(await t.db.select().from(leads).where(eq(leads.id, leadId))).toHaveLength(1);
    expect((await jobsOf(leadId)).map((j) => j.to)).toEqual(['creator.a@example.com']);
  });

  it('a name with line breaks stays one line in the subject', async () => {
    const leadId = await send({ name: 'Ravi\nBcc: x@example.com', packageId: pkgA.id });
    const [job] = (await jobsOf(leadId)).filter((j) => j.to === 'creator.a@example.com');
    expect(job!.subject).toBe('New lead: Ravi Bcc: x@example.com about Kerala Backwaters');
  });

  it('a refused enquiry (400) stores nothing and sends nothing', async () => {
    const before = (await t.db.select().from(emailJobs)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/query',
      payload: { ...enquiry, phone: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.db.select().from(emailJobs)).length).toBe(before);
  });
});
