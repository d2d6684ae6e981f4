import { describe, expect, it } from 'vitest';
import { cancellationPolicyLines, cancellationPolicyRows, deductionPercent } from './booking-lifecycle.ts';
import {
  cancellationClaims,
  cancellationContradictions,
  checkCancellationText,
} from './cancellation-claims.ts';
import { defaultCancellationText, defaultTermsText } from './package.ts';

// The default texts are written from the one rule and say its figures.

describe('the cancellation texts agree with the rule', () => {
  it('the default cancellation text states every slab, each as the refund applies it', () => {
    expect(checkCancellationText(defaultCancellationText.join('\n'))).toEqual({ wrong: [], missing: [] });
    expect(defaultCancellationText.join('\n')).toContain(
      '20% of the package cost is deducted for a cancellation received 45 days or more before departure.',
    );
    expect(cancellationPolicyRows()).toEqual([
      { when: '45 days or more before departure', percent: 20 },
      { when: '30 to 44 days before departure', percent: 40 },
      { when: '15 to 29 days before departure', percent: 70 },
      { when: '14 days or less before departure, or a no-show', percent: 100 },
    ]);
    expect(cancellationPolicyLines()).toHaveLength(4);
  });

  it('the checker fails the old demo text and the old default text', () => {
    const oldDemo =
      '<p>Free cancellation up to 30 days before departure.</p><ul><li>50% is charged 29 to 15 days before departure.</li><li>No refund within 14 days of departure.</li></ul>';
    expect(checkCancellationText(oldDemo).wrong).toHaveLength(1);
    expect(checkCancellationText(oldDemo).missing).toEqual([20, 40, 70, 100]);
    expect(
      checkCancellationText('40% is deducted for a cancellation received 30 to 45 days before departure.')
        .wrong,
    ).toHaveLength(1);
    expect(
      checkCancellationText('20% for a cancellation received 44 days or more before departure.').wrong,
    ).toHaveLength(1);
  });

  it('the default terms give the balance due date the booking applies', () => {
    expect(defaultTermsText[0]).toContain('The balance is due 30 days before travel');
    expect(defaultTermsText.join(' ')).not.toContain('paid to the creator before departure');
    expect(deductionPercent(45)).toBe(20);
    expect(deductionPercent(44)).toBe(40);
    expect(deductionPercent(14)).toBe(100);
  });
});

describe('a creator’s cancellation text may add to the rule, never contradict it (ADR 1304)', () => {
  const messagesOf = (text: string) => cancellationContradictions(text).map((c) => c.message);

  it('the issue’s example is refused, quoting the sentence and the rule on its day', () => {
    expect(messagesOf('Free cancellation up to 30 days')).toEqual([
      '"Free cancellation up to 30 days" contradicts the cancellation rule: 30 days before departure, 40 % is deducted.',
    ]);
    expect(messagesOf('<p>Free cancellation up to 30 days before departure.</p>')).toEqual([
      '"Free cancellation up to 30 days before departure" contradicts the cancellation rule: 30 days before departure, 40 % is deducted.',
    ]);
  });

  it.each([
    ['free cancellation', 'Enjoy free cancellation!'],
    ['a full refund on a day', 'Full refund if cancelled 30 days before travel.'],
    ['a 100% refund', 'We offer a 100% refund on cancellations.'],
    ['no cancellation charges', 'No cancellation charges.'],
    [
      'a refund percentage another than the rule’s',
      '<ul><li>50% refund if cancelled 20 days before departure.</li></ul>',
    ],
    ['cancel for free', 'You can cancel for free until 60 days before departure.'],
    ['a wrong deduction', '10% is deducted for a cancellation received 30 to 44 days before departure.'],
  ])('%s is refused', (_, text) => {
    const found = cancellationContradictions(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/^".+" contradicts the cancellation rule: .+ \d+ % is deducted\.$/);
  });

  it('a promise without a day is told the rule’s least deduction', () => {
    expect(messagesOf('No cancellation charges.')).toEqual([
      '"No cancellation charges" contradicts the cancellation rule: 45 days or more before departure, 20 % is deducted.',
    ]);
  });

  it.each([
    ['the default text', defaultCancellationText.join('\n')],
    ['a text that says nothing about refunds', '<p>Please tell us early; we will help you rebook.</p>'],
    ['the full refund when the trip does not run', 'If the trip does not run, you get a full refund.'],
    ['the full refund when we cancel', 'Full refund if we cancel the trip.'],
    [
      'refunds the rule gives',
      '80% refund 45 days or more before departure. No refund 14 days or less before departure.',
    ],
    ['airline tickets', 'Airline tickets are non-refundable once issued.'],
  ])('%s is accepted', (_, text) => {
    expect(cancellationContradictions(text)).toEqual([]);
  });

  it('a refund percentage is read as the deduction it leaves', () => {
    expect(cancellationClaims('80% refund 45 days or more before departure.')).toEqual([
      expect.objectContaining({ percent: 20, from: 45, to: null }),
    ]);
  });
});
