import { settingsMessages } from '@wayfarer/shared/schemas/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TEST_ADMIN, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
import { users } from '../../db/schema.ts';

// The admin notification address (ADR 985): admin only, never in the public settings.

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const contact = {
  contactPhone: '0801234567',
  contactEmail: 'team@wayfarer.travel',
  socialLink: 'https://www.instagram.com/wayfarer',
};
const save = (payload: object, headers = callers.admin) =>
  t.app.inject({ method: 'POST', url: '/v1/settings', headers, payload });
const adminSettings = (headers = callers.admin) => t.app.inject({ url: '/v1/settings/admin', headers });

describe('GET /v1/settings/admin', () => {
  it('is ADMIN only: 401/403', async () => {
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await adminSettings(headers)).statusCode).toBe(status);
    }
  });

  it('empty by default, with the first admin\u2019s e-mail as the default; a later admin changes nothing', async () => {
    const later = await registerUser(t.app);
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, later.user.id));
    const res = await adminSettings();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toMatchObject({ notificationEmail: '', notificationEmailDefault: TEST_ADMIN.email });
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, later.user.id));
  });
});

describe('POST /v1/settings: notificationEmail', () => {
  it('saves it trimmed and lower-cased; the admin GET reads it back; the public GET never shows it', async () => {
    const res = await save({ ...contact, notificationEmail: '  Ops@Wayfarer.Travel ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notificationEmail: 'ops@wayfarer.travel',
      notificationEmailDefault: TEST_ADMIN.email,
    });
    expect((await adminSettings()).json().notificationEmail).toBe('ops@wayfarer.travel');

    for (const headers of [{}, callers.user, callers.creator, callers.admin]) {
      const pub = await t.app.inject({ url: '/v1/settings', headers });
      expect(pub.statusCode).toBe(200);
      expect(Object.keys(pub.json()).sort()).toEqual(
        ['businessAddress', 'businessName', 'contactEmail', 'contactPhone', 'gstin', 'socialLink'].sort(),
      );
      expect(pub.body).not.toContain('ops@wayfarer.travel');
      expect(pub.body).not.toContain(TEST_ADMIN.email);
    }
  });

  it('left out, it stays; an empty string goes back to the default', async () => {
    await save({ ...contact, notificationEmail: 'ops@wayfarer.travel' });
    expect((await save(contact)).json().notificationEmail).toBe('ops@wayfarer.travel');
    const cleared = await save({ ...contact, notificationEmail: '' });
    expect(cleared.json()).toMatchObject({
      notificationEmail: '',
      notificationEmailDefault: TEST_ADMIN.email,
    });
  });

  it.each(['ops', 'ops@wayfarer', 'two words@wayfarer.travel', `${'x'.repeat(320)}@wayfarer.travel`, 42])(
    'refuses %j with a 400 that says why, changing nothing',
    async (notificationEmail) => {
      await save({ ...contact, notificationEmail: 'kept@wayfarer.travel' });
      const res = await save({ ...contact, notificationEmail });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(settingsMessages.invalidNotificationEmail);
      expect((await adminSettings()).json().notificationEmail).toBe('kept@wayfarer.travel');
    },
  );

  it('only an admin may set it', async () => {
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await save({ ...contact, notificationEmail: 'evil@example.com' }, headers)).statusCode).toBe(
        status,
      );
    }
    expect((await adminSettings()).json().notificationEmail).not.toBe('evil@example.com');
  });
});
