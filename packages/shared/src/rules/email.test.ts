import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail } from './email.ts';

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.travel', 'X@Y.IN'])('accepts %s', (e) => {
    expect(isEmail(e)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b c.de', 'a@@b.co'])('rejects %j', (e) => {
    expect(isEmail(e)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases so comparisons ignore case', () => {
    expect(normalizeEmail('  Priya@Example.COM ')).toBe('priya@example.com');
  });
});
