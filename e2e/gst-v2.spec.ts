import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { test as base, expect } from '@playwright/test';
import { apiToken, createBookablePackage } from './api-helpers.ts';
import { E2E_ADMIN } from './env.ts';
import { expectAccessible, keepScreenshot } from './fixtures.ts';

// GST invoices (ADR 1161) end to end on PhonePe Standard Checkout v2 (ADR 1151): a server of its own started with
// PHONEPE_SANDBOX_API=v2 (the shared e2e server speaks v1), a GSTIN saved by the admin, a traveller
// who books and pays on the v2 sandbox page, then opens the booking page's "Tax invoice" and reads
// the PDF back with pdftotext. Its own server also keeps the GSTIN away from the other journeys.
// On PostgreSQL (DATABASE_URL, as in CI) the server gets a fresh database of its own; otherwise PGlite.

const GSTIN = '29AAPFU0939F1ZR';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database beside the e2e one (same server), dropped afterwards; undefined on PGlite. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const source = process.env.DATABASE_URL;
  if (!source) return undefined;
  const name = `wayfarer_e2e_v2_${process.pid}_${Date.now().toString(36)}`;
  const admin = new URL(source);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(source);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function waitForReady(url: string, server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`v2 server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/v1/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('v2 server did not become ready (/v1/ready) in time');
}

/** The v2 server's own PostgreSQL database, when it runs on one. */
let v2DatabaseUrl: string | undefined;

const test = base.extend<object, { v2Server: string }>({
  v2Server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'wayfarer-e2e-v2-'));
      const database = await freshDatabase();
      v2DatabaseUrl = database?.url;
      const { DATABASE_URL: _shared, ...env } = process.env;
      const server = spawn('node', [process.env.E2E_SERVER ?? 'apps/api/dist/server.js'], {
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ...(database ? { DATABASE_URL: database.url } : {}),
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          AUTH_RATE_LIMIT: '1000',
          PUBLIC_RATE_LIMIT: '1000',
          LOG_LEVEL: 'warn',
          PHONEPE_SANDBOX_API: 'v2',
          // Stopped with SIGTERM at the end: at once, with no balancer to leave (ADR 1305).
          SHUTDOWN_DELAY_MS: '0',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        // Migrating and seeding a fresh database takes up to ~2 minutes on a busy 2-core machine.
        await waitForReady(url, server, Date.now() + 200_000);
        await use(url);
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) =>
          server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
        );
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ v2Server }, use) => use(v2Server),
});

test('PhonePe v2: book, pay on the v2 sandbox page, download the GST tax invoice', async ({
  page,
  request,
}, testInfo) => {
  // Marks the enquiry dialog as sent so it never covers the pay button (as the shared fixture does).
  await page.addInitScript(() => localStorage.setItem('sent', 'true'));

  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const auth = { authorization: `Bearer ${adminToken}` };
  const current = await (await request.get('/v1/settings/admin', { headers: auth })).json();
  const saved = await request.post('/v1/settings', {
    headers: auth,
    data: {
      contactPhone: current.contactPhone,
      contactEmail: current.contactEmail,
      socialLink: current.socialLink,
      businessName: 'Wayfarer Journeys LLP',
      businessAddress: '12 MG Road\nBengaluru 560001',
      gstin: GSTIN,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const pkg = await createBookablePackage(request, 'Hampi Boulders', 'Ishaan Ira');
  const created = await page.request.post('/v1/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      tourPackageId: pkg.id,
      departureId: pkg.departureId,
      travelDate: pkg.date,
      adults: [2],
      child: [0],
      phone: '9876543210',
      name: 'Meera Iyer',
      email: 'meera.v2@example.com',
      paymentType: 'full',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = await created.json();
  const payUrl: string = booking.data.instrumentResponse.redirectInfo.url;

  // The v2 sandbox's checkout page (its own path and protocol: OAuth token, /checkout/v2/pay).
  await page.goto(payUrl);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);

  const bookingId = booking.bookingId as string;
  await expect
    .poll(
      async () => (await (await page.request.get(`/v1/bookings/booking/${bookingId}`)).json()).bookingStatus,
      {
        timeout: 30_000,
      },
    )
    .toBe('CONFIRMED');

  // The sandbox kept the payment as a v2 order (on PostgreSQL, where this process can read it).
  if (v2DatabaseUrl) {
    const client = new pg.Client({ connectionString: v2DatabaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select api, state from phonepe_sandbox_transactions where kind = 'payment'`,
      );
      expect(rows).toEqual([{ api: 'v2', state: 'COMPLETED' }]);
    } finally {
      await client.end();
    }
  }

  await page.goto(`/booking/${bookingId}`);
  const invoiceLink = page.getByRole('link', { name: /^Tax invoice / });
  await expect(invoiceLink).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await keepScreenshot(page, 'gst-documents.png', { fullPage: true });

  const download = page.waitForEvent('download');
  await invoiceLink.click();
  const pdfPath = testInfo.outputPath('invoice.pdf');
  await (await download).saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(GSTIN);
  expect(text).toContain('Meera Iyer');
  expect(text).toContain('45,000.00');
});
