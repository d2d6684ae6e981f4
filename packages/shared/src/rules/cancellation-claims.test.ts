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

const contradictionMessages = (text: string) => cancellationContradictions(text).map((c) => c.message);

describe('reading the claims of a text', () => {
  it('reads each list item of HTML as one claim, its tags, spaces and entities as the text reads', () => {
    expect(
      cancellationClaims(
        '<ul><li class="slab">20% deducted&nbsp;45 days or more before departure</li><li>40%   deducted 30 to 44 days <b>before</b> departure &amp; later</li></ul>',
      ),
    ).toEqual([
      { text: '20% deducted 45 days or more before departure', percent: 20, from: 45, to: null },
      { text: '40% deducted 30 to 44 days before departure & later', percent: 40, from: 30, to: 44 },
    ]);
    // HTML without list items, rows or paragraphs is one unit.
    expect(cancellationClaims('<div>20 % deducted 45 days or more before departure</div>')).toEqual([
      { text: '20 % deducted 45 days or more before departure', percent: 20, from: 45, to: null },
    ]);
  });

  it('reads plain text line by line, even with a "<" in it', () => {
    expect(
      cancellationClaims(
        '20% deducted 45 days or more before departure.\n40% deducted 30 to 44 days before departure (< 45 days).',
      ).map((c) => [c.percent, c.from, c.to]),
    ).toEqual([
      [20, 45, null],
      [40, 30, 44],
    ]);
  });

  it('reads "N% Refund" in any case, a span written backwards, and a single day', () => {
    expect(cancellationClaims('80% Refund 45 days or more before departure.')[0]?.percent).toBe(20);
    expect(cancellationClaims('40% is deducted 44 to 30 days before departure.')[0]).toMatchObject({
      from: 30,
      to: 44,
    });
    expect(
      cancellationClaims(
        '100% is deducted for a cancellation received 14 days before departure.\n100% is deducted for a cancellation received 1 day before departure.',
      ),
    ).toEqual([
      {
        text: '100% is deducted for a cancellation received 14 days before departure.',
        percent: 100,
        from: 14,
        to: 14,
      },
      {
        text: '100% is deducted for a cancellation received 1 day before departure.',
        percent: 100,
        from: 1,
        to: 1,
      },
    ]);
  });

  it('reads a line break inside an item as a space', () => {
    expect(cancellationClaims('<ul><li>20% deducted 45<br>days or more before departure</li></ul>')).toEqual([
      { text: '20% deducted 45 days or more before departure', percent: 20, from: 45, to: null },
    ]);
  });

  it('fails an open span that starts or ends inside a slab, accepts a closed span inside one', () => {
    // Right from day 60 on, but the rule's 20 % starts at 45; right up to day 10, but 100 % runs to 14.
    expect(checkCancellationText('20% is deducted 60 days or more before departure.').wrong).toHaveLength(1);
    expect(checkCancellationText('100% is deducted 10 days or less before departure.').wrong).toHaveLength(1);
    expect(checkCancellationText('40% is deducted 30 to 40 days before departure.').wrong).toEqual([]);
    expect(checkCancellationText('100% is deducted 14 days or less before departure.').wrong).toEqual([]);
  });

  it('fails an open span whose far end the rule charges otherwise', () => {
    // 40 % holds on day 30 but not from day 45 on; 70 % on day 29 but not in the last 14 days.
    const { wrong } = checkCancellationText(
      '40% is deducted 30 days or more before departure.\n70% is deducted 29 days or less before departure.',
    );
    expect(wrong.map((c) => c.percent)).toEqual([40, 70]);
    expect(contradictionMessages('40% is deducted 30 days or more before departure.')).toEqual([
      '"40% is deducted 30 days or more before departure" contradicts the cancellation rule: 45 days before departure, 20 % is deducted.',
    ]);
    expect(contradictionMessages('70% is deducted 29 days or less before departure.')).toEqual([
      '"70% is deducted 29 days or less before departure" contradicts the cancellation rule: 0 days before departure, 100 % is deducted.',
    ]);
  });
});

const ruleOn20Days = 'contradicts the cancellation rule: 20 days before departure, 70 % is deducted.';

describe('the contradictions a creator is told of', () => {
  it('names the day of a span the rule charges otherwise', () => {
    expect(
      contradictionMessages('40% is deducted for a cancellation received 30 to 45 days before departure.'),
    ).toEqual([
      '"40% is deducted for a cancellation received 30 to 45 days before departure" contradicts the cancellation rule: 45 days before departure, 20 % is deducted.',
    ]);
  });

  it.each([
    '80 % refund if cancelled 20 days before departure.',
    '50%  of  the  amount  is  refunded if cancelled 20 days before departure.',
    '50% of the amount will be refunded if cancelled 20 days before departure.',
    '50% of the amount will  be  refunded if cancelled 20 days before departure.',
    'You get a refund  of  50 % if you cancel 20 days before departure.',
    'You get a refund of 50% if you cancel 20 days before departure.',
    'Full refund if cancelled 20days before departure.',
  ])('reads the refund promised however it is written: %j', (text) => {
    expect(contradictionMessages(text)).toEqual([`"${text.replace(/\.$/, '')}" ${ruleOn20Days}`]);
  });

  it('checks both ends of "15-29 days" and of "15 to 29 days", once a sentence', () => {
    for (const text of [
      '50% refund if cancelled 15-29 days before departure.',
      '50% refund if cancelled 15 to 29 days before departure.',
    ])
      expect(contradictionMessages(text)).toEqual([
        `"${text.replace(/\.$/, '')}" contradicts the cancellation rule: 15 days before departure, 70 % is deducted.`,
      ]);
  });

  it('says "1 day" of a single day, and quotes a sentence without its closing marks', () => {
    expect(contradictionMessages('Full refund if cancelled 1 day before departure.')).toEqual([
      '"Full refund if cancelled 1 day before departure" contradicts the cancellation rule: 1 day before departure, 100 % is deducted.',
    ]);
    expect(contradictionMessages('Enjoy free cancellation!!!')).toEqual([
      '"Enjoy free cancellation" contradicts the cancellation rule: 45 days or more before departure, 20 % is deducted.',
    ]);
  });

  it('quotes a sentence without the spaces around it', () => {
    const message =
      '"Enjoy free cancellation" contradicts the cancellation rule: 45 days or more before departure, 20 % is deducted.';
    expect(contradictionMessages('We help you rebook.  Enjoy free cancellation.')).toEqual([message]);
    expect(contradictionMessages('   Enjoy free cancellation.')).toEqual([message]);
  });

  it('accepts a refund without a day that the rule gives on some day', () => {
    expect(cancellationContradictions('80% refund on cancellations.')).toEqual([]);
  });
});
