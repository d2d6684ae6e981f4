import { describe, expect, it } from 'vitest';
import { cancellationPolicyLines, cancellationPolicyRows, deductionPercent } from './booking-lifecycle.ts';
import { checkCancellationText } from './cancellation-claims.ts';
import { defaultCancellationText, defaultTermsText } from './package.ts';

// Issue 22: the default texts are written from the one rule and say its figures.

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
