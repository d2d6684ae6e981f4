import { describe, expect, it } from 'vitest';
import { loginBody, loginFormSchema, registerBody } from './auth.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('registerBody (spec 000 §5 first schema)', () => {
  const good = { name: 'Priya', email: 'Priya@Example.com', password: 'Secret_1' };

  it('accepts a valid sign-up and normalises the e-mail', () => {
    const r = registerBody.parse(good);
    expect(r.email).toBe('priya@example.com');
  });
  it.each([
    [{ ...good, email: 'not-an-email' }, 'Email is required'],
    [{ ...good, email: '' }, 'Email is required'],
    [{ ...good, password: 'Ab_1' }, 'Password must be at least 6 characters.'],
    [{ ...good, password: 'abcdefg1_' }, 'Enter a password with special characters & number'],
    [{ ...good, password: 'Abcdefgh_' }, 'Enter a password with special characters & number'],
    [{ ...good, name: 'P' }, 'Enter Username'],
    [{ ...good, name: '  P ' }, 'Enter Username'],
  ])('rejects %j with %s', (body, message) => {
    expect(firstMessage(registerBody.safeParse(body))).toBe(message);
  });
  it('answers the generic "Required" for a missing field', () => {
    expect(firstMessage(registerBody.safeParse({ email: 'a@b.co', password: 'Secret_1' }))).toBe('Required');
  });
  it('answers "Invalid input" for a wrong type', () => {
    expect(firstMessage(registerBody.safeParse({ ...good, name: 42 }))).toBe('Invalid input');
  });
});

describe('login schemas', () => {
  it('the form applies the first schema to sign-in too', () => {
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: 'short' }))).toBe(
      'Password must be at least 6 characters.',
    );
  });
  it('the server body only needs an e-mail and a password', () => {
    expect(loginBody.safeParse({ email: 'A@B.co', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginBody.safeParse({ email: 'nope', password: 'x' }))).toBe('Email is required');
  });
});
