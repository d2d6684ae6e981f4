import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { queryInt, queryNumber, strictNumber } from './common.ts';

// Round 4, item 6 (ADR 1301): a number from the client is a JSON number or plain decimal text,
// never null, a boolean, '', an array or hex/exponent text read as one.

const rate = z.object({
  rate: strictNumber(
    z.number({ message: 'Bad rate' }).int({ message: 'Bad rate' }).min(0).max(28),
  ).optional(),
});
const page = z.object({ page: queryInt(z.number().int().min(1).max(10_000)).default(1) });

describe('strictNumber', () => {
  it.each([
    [18, 18],
    ['18', 18],
    [0, 0],
    ['0', 0],
    [undefined, undefined],
  ])('reads %j as %j', (value, expected) => {
    const parsed = rate.safeParse({ rate: value });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.rate).toBe(expected);
  });

  it('reads plain decimals with a point', () => {
    const amount = strictNumber(z.number().min(0));
    expect(amount.parse('12.5')).toBe(12.5);
    expect(amount.parse(12.5)).toBe(12.5);
  });

  it.each([
    null,
    '',
    ' ',
    [],
    [18],
    {},
    true,
    false,
    '0x12',
    '1e1',
    ' 5',
    '5 ',
    '+5',
    '-1',
    '12.',
    '.5',
    '1,000',
    'Infinity',
    'NaN',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j naming the field with its message', (value) => {
    const parsed = rate.safeParse({ rate: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['rate']);
    expect(parsed.error?.issues[0]?.message).toBe('Bad rate');
  });

  it('keeps the number schema’s own rules', () => {
    expect(rate.safeParse({ rate: '2.5' }).success).toBe(false);
    expect(rate.safeParse({ rate: 29 }).success).toBe(false);
  });
});

describe('queryInt', () => {
  it('reads digits, and the default when absent', () => {
    expect(page.parse({ page: '3' }).page).toBe(3);
    expect(page.parse({}).page).toBe(1);
  });

  it.each(['1e3', '0x10', '', ' 5', '5 ', '-1', '1.5', '0', '10001', 'abc'])('refuses %j', (value) => {
    const parsed = page.safeParse({ page: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['page']);
  });
});

describe('queryNumber', () => {
  const price = queryNumber(z.number().min(0));
  it('reads plain decimals', () => {
    expect(price.parse('2500')).toBe(2500);
    expect(price.parse('2500.5')).toBe(2500.5);
  });
  it.each(['1e3', '0x10', '', ' 5', '-1', 'Infinity', '5.'])('refuses %j', (value) => {
    expect(price.safeParse(value).success).toBe(false);
  });
});
