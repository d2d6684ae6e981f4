import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createMailer, outboxDir } from './mailer.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('writes an .eml file into DATA_DIR/outbox when SMTP_URL is not set', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'wayfarer-mailer-'));
  dirs.push(dataDir);
  const mailer = createMailer({ dataDir, mailFrom: 'Wayfarer <bookings@wayfarer.local>' });
  await mailer.send({
    to: 'meera@example.com',
    subject: 'Your booking is confirmed',
    text: 'See you in Goa.',
    html: '<p>See you in Goa.</p>',
  });
  const files = await readdir(outboxDir(dataDir));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
  const eml = await readFile(join(outboxDir(dataDir), files[0]!), 'utf8');
  expect(eml).toContain('To: meera@example.com');
  expect(eml).toContain('Subject: Your booking is confirmed');
  expect(eml).toContain('From: Wayfarer <bookings@wayfarer.local>');
  expect(eml).toContain('See you in Goa.');
  expect(eml).toContain('\r\n');
});
