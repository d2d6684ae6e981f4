import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { type Coupon, couponMessages } from '@wayfarer/shared/schemas/coupon';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type CouponForm, couponForm, formOfCoupon } from './coupon-form';

const filled = (changes: Partial<CouponForm> = {}): CouponForm => ({
  ...formOfCoupon(),
  code: 'monsoon10',
  value: '10',
  ...changes,
});

/** The dialog's errors: the first message per field, as react-hook-form shows them. */
async function errorsOf(form: CouponForm) {
  const options: ResolverOptions<CouponForm> = { fields: {}, shouldUseNativeValidation: false };
  const { errors } = await zodResolver(couponForm)(form, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('couponForm (the API body, read from the inputs)', () => {
  it('turns the text into the body: capitals, numbers, days in India, empty = none', () => {
    const body = couponForm.parse(
      filled({ minOrder: '', validFrom: '2026-03-14', validUntil: '2026-03-31', maxUses: ' ' }),
    );
    expect(body).toEqual({
      code: 'MONSOON10',
      kind: 'percent',
      value: 10,
      minOrder: 0,
      validFrom: '2026-03-14T00:00:00.000+05:30',
      validUntil: '2026-03-31T23:59:59.999+05:30',
      maxUses: null,
    });
  });

  it('starts a new coupon as a percentage with no minimum, window or cap', () => {
    expect(formOfCoupon()).toEqual({
      code: '',
      kind: 'percent',
      value: '',
      minOrder: '0',
      validFrom: '',
      validUntil: '',
      maxUses: '',
    });
  });

  it('shows an edited coupon as text, its dates as days in India', () => {
    const coupon: Coupon = {
      id: 'c1',
      code: 'FLAT500',
      kind: 'fixed',
      value: 500,
      minOrder: 2000,
      validFrom: '2026-03-13T18:30:00.000Z',
      validUntil: '2026-03-31T18:29:59.999Z',
      maxUses: 20,
      usedCount: 3,
      tourPackageId: null,
      active: true,
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    expect(formOfCoupon(coupon)).toEqual({
      code: 'FLAT500',
      kind: 'fixed',
      value: '500',
      minOrder: '2000',
      validFrom: '2026-03-14',
      validUntil: '2026-03-31',
      maxUses: '20',
    });
  });

  it('refuses a percentage outside 1–100 or with decimals, with the API message', async () => {
    for (const value of ['101', '2.5']) {
      expect(await errorsOf(filled({ value }))).toEqual({ value: couponMessages.percentRange });
    }
    expect(await errorsOf(filled({ kind: 'fixed', value: '2.5' }))).toEqual({});
    expect(await errorsOf(filled({ value: '100' }))).toEqual({});
  });

  it('refuses a window that ends before it starts; one day is a valid window', async () => {
    expect(await errorsOf(filled({ validFrom: '2026-03-14', validUntil: '2026-03-13' }))).toEqual({
      validUntil: couponMessages.window,
    });
    expect(await errorsOf(filled({ validFrom: '2026-03-14', validUntil: '2026-03-14' }))).toEqual({});
  });

  it('shows every field error at once, the field’s own rule first', async () => {
    const errors = await errorsOf(
      filled({ code: '', value: '', validFrom: '2026-03-14', validUntil: '2026-03-01', maxUses: '0' }),
    );
    expect(errors).toEqual({
      code: messages.required,
      value: messages.required,
      validUntil: couponMessages.window,
      maxUses: messages.invalidInput,
    });
    expect((await errorsOf(filled({ value: 'abc' }))).value).toBe(messages.invalidInput);
  });
});
