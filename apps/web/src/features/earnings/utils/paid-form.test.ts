import { earningsMessages } from '@wayfarer/shared/schemas/earnings';
import { describe, expect, it } from 'vitest';
import { paidFormErrors } from './paid-form';

describe('paidFormErrors', () => {
  const today = '2026-11-26';

  it('accepts a reference and a day up to today', () => {
    expect(paidFormErrors({ reference: ' UTR123 ', paidOn: today }, today)).toEqual({});
    expect(paidFormErrors({ reference: 'UTR123', paidOn: '2026-01-31' }, today)).toEqual({});
  });

  it('asks for the reference and a real, past date', () => {
    expect(paidFormErrors({ reference: '  ', paidOn: '' }, today)).toEqual({
      reference: earningsMessages.referenceRequired,
      paidOn: earningsMessages.paidOnInvalid,
    });
    expect(paidFormErrors({ reference: 'x', paidOn: '2026-11-27' }, today)).toEqual({
      paidOn: earningsMessages.paidOnFuture,
    });
    expect(paidFormErrors({ reference: 'x'.repeat(51), paidOn: today }, today).reference).toMatch(
      /at most 50/,
    );
  });
});
