import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { siteSettings } from '../../db/schema.ts';

const noBusiness = { businessName: 'Wayfarer', businessAddress: '', gstin: '' };

describe('GET /v1/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('answers the seeded demo contact details, cacheable for a minute', async () => {
    const res = await t.app.inject({ url: '/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      contactPhone: '9876543210',
      contactEmail: 'hello@wayfarer.travel',
      socialLink: 'https://www.instagram.com/wayfarer.travel',
      ...noBusiness,
    });
  });

  it('answers empty strings when there is no settings row', async () => {
    await t.database.db.delete(siteSettings);
    const res = await t.app.inject({ url: '/v1/settings' });
    expect(res.json()).toEqual({ contactPhone: '', contactEmail: '', socialLink: '', ...noBusiness });
  });
});

describe('SEED_DEMO=false', () => {
  it('leaves the settings empty', async () => {
    const t = await createTestApp({ SEED_DEMO: 'false' });
    try {
      expect((await t.app.inject({ url: '/v1/settings' })).json()).toEqual({
        contactPhone: '',
        contactEmail: '',
        socialLink: '',
        ...noBusiness,
      });
    } finally {
      await t.close();
    }
  });
});
