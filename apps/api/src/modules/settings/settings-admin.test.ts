import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const valid = {
  contactPhone: '0801234567',
  contactEmail: 'Team@Wayfarer.Travel',
  socialLink: 'https://www.instagram.com/wayfarer',
};
const save = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/settings', headers, payload });
const current = async () => (await t.app.inject({ url: '/v1/settings' })).json();

describe('POST /v1/settings', () => {
  it('is ADMIN only: 401/403, nothing saved', async () => {
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await save(headers, valid)).statusCode).toBe(status);
    }
    expect(await current()).toEqual({
      contactPhone: '',
      contactEmail: '',
      socialLink: '',
      businessName: 'Wayfarer',
      businessAddress: '',
      gstin: '',
    });
  });

  it('saves for an admin and answers the saved settings (200); the phone may be a number', async () => {
    const res = await save(callers.admin, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, contactEmail: 'team@wayfarer.travel' });
    expect(res.json()).toMatchObject(await current());
    const again = await save(callers.admin, { ...valid, contactPhone: 9123456789 });
    expect(again.json().contactPhone).toBe('9123456789');
  });

  it.each([
    [{ contactPhone: '12345' }, 'Invalid phone number'],
    [{ contactPhone: '98765-43210' }, 'Invalid phone number'],
    [{ contactEmail: 'nope' }, 'Email is required'],
    [{ socialLink: 'instagram.com/wayfarer' }, 'Must be a valid URL'],
    [{ socialLink: 'ftp://files.example.com' }, 'Must be a valid URL'],
    [{ businessName: '  ' }, 'Business name is required'],
    [{ businessName: 'x'.repeat(201) }, 'Business name must be at most 200 characters'],
    [{ businessAddress: 'x'.repeat(501) }, 'Business address must be at most 500 characters'],
    [{ gstin: '27AAPFU0939F1Z' }, 'Enter a valid 15-character GSTIN'],
    [{ gstin: '27AAPFU0939F0ZV' }, 'Enter a valid 15-character GSTIN'],
    // The pattern holds but the check character is 27's, not 29's.
    [{ gstin: '29AAPFU0939F1ZV' }, 'Enter a valid 15-character GSTIN'],
    [{ gstRatePercent: 29 }, 'GST rate must be a whole percentage from 0 to 28'],
    [{ gstRatePercent: 2.5 }, 'GST rate must be a whole percentage from 0 to 28'],
    [{ invoicePrefix: 'WF/X' }, 'Invoice prefix: 1 to 10 capital letters, digits or dashes'],
    [{ invoicePrefix: '' }, 'Invoice prefix: 1 to 10 capital letters, digits or dashes'],
  ])('refuses %j with "%s", changing nothing', async (change, message) => {
    const before = await current();
    const res = await save(callers.admin, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await current()).toEqual(before);
  });
});

describe('POST /v1/settings: the business on receipts', () => {
  const business = {
    businessName: '  Wayfarer Journeys LLP ',
    businessAddress: '12 MG Road, Bengaluru 560001',
    gstin: ' 29aapfu0939f1zr',
  };

  it('saves name, address and GSTIN (trimmed, GSTIN in capitals); GET answers them', async () => {
    const res = await save(callers.admin, { ...valid, ...business });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Wayfarer Journeys LLP',
      businessAddress: '12 MG Road, Bengaluru 560001',
      gstin: '29AAPFU0939F1ZR',
    });
    expect(res.json()).toMatchObject(await current());
  });

  it('left out, the business fields stay; an empty GSTIN clears it', async () => {
    await save(callers.admin, { ...valid, ...business });
    const kept = await save(callers.admin, valid);
    expect(kept.json()).toMatchObject({ businessName: 'Wayfarer Journeys LLP', gstin: '29AAPFU0939F1ZR' });
    const cleared = await save(callers.admin, { ...valid, ...business, gstin: '' });
    expect(cleared.json().gstin).toBe('');
    expect((await current()).gstin).toBe('');
  });
});

describe('POST /v1/settings: GST (issue #25)', () => {
  const admin = () => t.app.inject({ url: '/v1/settings/admin', headers: callers.admin });

  it('defaults to 5 % and the prefix WF; saves both for the admin, never shows them publicly', async () => {
    expect((await admin()).json()).toMatchObject({ gstRatePercent: 5, invoicePrefix: 'WF' });
    const res = await save(callers.admin, { ...valid, gstRatePercent: '18', invoicePrefix: ' wf-goa ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gstRatePercent: 18, invoicePrefix: 'WF-GOA' });
    expect((await admin()).json()).toMatchObject({ gstRatePercent: 18, invoicePrefix: 'WF-GOA' });
    const kept = await save(callers.admin, valid);
    expect(kept.json()).toMatchObject({ gstRatePercent: 18, invoicePrefix: 'WF-GOA' });
    const publicSettings = await current();
    expect(publicSettings).not.toHaveProperty('gstRatePercent');
    expect(publicSettings).not.toHaveProperty('invoicePrefix');
  });
});

// Round 4, item 6 (ADR 1301): the rate is a number or plain digits, never coerced from nonsense.
describe('POST /v1/settings: the GST rate is a number, strictly', () => {
  const admin = async () =>
    (await t.app.inject({ url: '/v1/settings/admin', headers: callers.admin })).json().gstRatePercent;

  it.each([[null], [''], [[]], [true], [false], ['0x12'], ['1e1'], [' 18'], ['-5'], [{}]])(
    'refuses %j with 400 naming gstRatePercent, storing nothing',
    async (value) => {
      await save(callers.admin, { ...valid, gstRatePercent: 12 });
      const res = await save(callers.admin, { ...valid, gstRatePercent: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'gstRatePercent', message: 'GST rate must be a whole percentage from 0 to 28' },
      ]);
      expect(await admin()).toBe(12);
    },
  );

  it('still takes a number or plain digits, 0 included', async () => {
    expect((await save(callers.admin, { ...valid, gstRatePercent: '0' })).json().gstRatePercent).toBe(0);
    expect((await save(callers.admin, { ...valid, gstRatePercent: 28 })).json().gstRatePercent).toBe(28);
    expect((await save(callers.admin, { ...valid, gstRatePercent: '18' })).json().gstRatePercent).toBe(18);
    expect(await admin()).toBe(18);
  });
});
