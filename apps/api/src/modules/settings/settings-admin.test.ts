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
    expect(await current()).toEqual({ contactPhone: '', contactEmail: '', socialLink: '' });
  });

  it('saves for an admin and answers the saved settings (200); the phone may be a number', async () => {
    const res = await save(callers.admin, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...valid, contactEmail: 'team@wayfarer.travel' });
    expect(await current()).toEqual(res.json());
    const again = await save(callers.admin, { ...valid, contactPhone: 9123456789 });
    expect(again.json().contactPhone).toBe('9123456789');
  });

  it.each([
    [{ contactPhone: '12345' }, 'Invalid phone number'],
    [{ contactPhone: '98765-43210' }, 'Invalid phone number'],
    [{ contactEmail: 'nope' }, 'Email is required'],
    [{ socialLink: 'instagram.com/wayfarer' }, 'Must be a valid URL'],
    [{ socialLink: 'ftp://files.example.com' }, 'Must be a valid URL'],
  ])('refuses %j with "%s", changing nothing', async (change, message) => {
    const before = await current();
    const res = await save(callers.admin, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await current()).toEqual(before);
  });
});
