import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Asha', email: uniqueEmail(), password: 'Secret_1', ...payload },
  });

// spec 000 §5 "Login and sign-up (first schema)": the server answers with the same words.
describe('sign-up rules', () => {
  it.each([
    ['email', { email: 'not-an-email' }, 'Email is required'],
    ['password', { password: 'Ab_1' }, 'Password must be at least 6 characters.'],
    ['password', { password: 'secret_1' }, 'Enter a password with special characters & number'],
    ['password', { password: 'Secret11' }, 'Enter a password with special characters & number'],
    ['password', { password: 'Secret__' }, 'Enter a password with special characters & number'],
    ['name', { name: 'A' }, 'Enter Username'],
  ])('%s %j → "%s"', async (path, payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error: 'VALIDATION_FAILED',
      message,
      errors: [{ path, message }],
    });
  });

  it('counts the underscore as a special character', async () => {
    expect((await register({ password: 'Secret_1' })).statusCode).toBe(201);
  });

  it('lists every failing field; the message is the first one', async () => {
    const res = await register({ name: '', email: 'x', password: 'abc' });
    const body = res.json();
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(body.errors[0].message);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
  });

  it('answers "Required" for a missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { name: 'Asha' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Required' },
        { path: 'password', message: 'Required' },
      ]),
    );
  });
});

describe('login shape', () => {
  it('checks the e-mail but not the sign-up password rule (a wrong password is just wrong)', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nope', password: 'x' },
    });
    expect(badEmail.json()).toMatchObject({ code: 400, message: 'Email is required' });
    const weakPassword = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: uniqueEmail(), password: 'x' },
    });
    expect(weakPassword.statusCode).toBe(401);
  });
});
