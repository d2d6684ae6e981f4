import { CANCELLATION_SLABS, cancellationPolicyRows, deductionPercent } from './booking-lifecycle.ts';

// Reads what a cancellation text claims (ADR 1172) — each line, list item or table
// row that names a percentage and a span of days before departure — and checks every claim against
// the one rule (deductionPercent). The tests render the texts the traveller reads (default terms,
// the demo packages', the policy page, the e-mails) and pass them here, so a text that promises
// another figure than the refund applied fails.

export type CancellationClaim = { text: string; percent: number; from: number; to: number | null };

const decode = (html: string) =>
  html
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The units of a text: its <li>/<tr>/<p> when HTML, else its lines. */
function units(text: string): string[] {
  if (!/<[a-z]/i.test(text)) return text.split('\n');
  const parts = text.match(/<(li|tr|p)\b[^>]*>[\s\S]*?<\/\1>/gi) ?? [text];
  return parts.map((part) => decode(part.replace(/<[^>]+>/g, ' ')));
}

/** Every "N% … A to B days", "N% … A days or more", "N% … B days or less" in the text. */
export function cancellationClaims(text: string): CancellationClaim[] {
  const claims: CancellationClaim[] = [];
  for (const unit of units(text)) {
    const percent = /(\d+)\s?%/.exec(unit);
    if (!percent) continue;
    // "80% refund", "refund of 80%": a refund, so the deduction it claims is the rest (ADR 1304).
    const refund = new RegExp(`refund of\\s+${percent[1]}\\s?%|${percent[1]}\\s?% refund`, 'i').test(unit);
    const p = refund ? 100 - Number(percent[1]) : Number(percent[1]);
    const span = /(\d+) to (\d+) days/.exec(unit);
    const more = /(\d+) days or more/.exec(unit);
    const less = /(\d+) days or less/.exec(unit);
    const one = /received (\d+) days? before/.exec(unit);
    if (span) {
      const [a, b] = [Number(span[1]), Number(span[2])];
      claims.push({ text: unit, percent: p, from: Math.min(a, b), to: Math.max(a, b) });
    } else if (more) claims.push({ text: unit, percent: p, from: Number(more[1]), to: null });
    else if (less)
      claims.push({ text: unit, percent: p, from: Number.NEGATIVE_INFINITY, to: Number(less[1]) });
    else if (one) claims.push({ text: unit, percent: p, from: Number(one[1]), to: Number(one[1]) });
  }
  return claims;
}

/**
 * The claims that disagree with the rule (an edge of each span gives another percentage), and
 * the rule's percentages the text never states. Both empty when the text keeps the promise.
 */
/**
 * The days a claim's span must agree with the rule on: its finite ends and, for an open span, its
 * far side in the table (the top slab's first day for "A days or more", the day of departure for
 * "B days or less"). The rule's percentage only falls as the days grow, so these decide the span.
 */
const checkedDays = (claim: CancellationClaim): number[] => [
  ...[claim.from, claim.to].filter((d): d is number => d !== null && Number.isFinite(d)),
  ...(claim.to === null ? [Math.max(claim.from, CANCELLATION_SLABS[0]?.fromDays ?? claim.from)] : []),
  ...(Number.isFinite(claim.from) ? [] : [0]),
];

export function checkCancellationText(text: string): { wrong: CancellationClaim[]; missing: number[] } {
  const claims = cancellationClaims(text);
  const edgeOk = (claim: CancellationClaim) => {
    const inside = checkedDays(claim).every((d) => deductionPercent(d) === claim.percent);
    // An open span must really be open: the next day outside it gives another percentage.
    const openUp = claim.to !== null || deductionPercent(claim.from - 1) !== claim.percent;
    const openDown =
      Number.isFinite(claim.from) || claim.to === null || deductionPercent(claim.to + 1) !== claim.percent;
    return inside && openUp && openDown;
  };
  const stated = new Set(claims.map((c) => c.percent));
  return {
    wrong: claims.filter((c) => !edgeOk(c)),
    missing: CANCELLATION_SLABS.map((s) => s.percent).filter((p) => !stated.has(p)),
  };
}

// Round 4, item 5 (ADR 1304): a creator's own cancellation text may add to the rule but never
// contradict it. Besides the "N% … days" claims above, a text contradicts the rule when it
// promises cancelling for nothing ("free cancellation", "full refund", "100% refund", "no
// cancellation charges") or a refund percentage the rule does not give on the days it names. A
// sentence about the operator not running the trip (a full refund, which is true) is no claim.

/** A sentence that contradicts the rule, and the message the editor shows at the field. */
export type CancellationContradiction = { sentence: string; message: string };

const FREE_PROMISES = [
  /\bfree(?:\s+of\s+charge)?\s+cancell?ations?\b/i,
  /\bcancell?ations?\s+(?:is|are)\s+free\b/i,
  /\bcancel\s+(?:for\s+free|free\s+of\s+charge)\b/i,
  /\b(?:full|complete|total)\s+refunds?\b/i,
  /\bfully\s+refund(?:ed|able)\b/i,
  /\bno\s+(?:cancell?ation\s+)?(?:charges?|fees?|penalt(?:y|ies)|deductions?)\b/i,
  /\bwithout\s+(?:any\s+)?(?:charges?|fees?|penalt(?:y|ies)|deductions?)\b/i,
];
/** The operator's own cancellation (the trip does not run): a full refund, as the rule gives. */
const OPERATOR_CANCELS =
  /\b(?:does\s+not|doesn't|do\s+not|don't|cannot|can't|fails?\s+to)\s+run\b|\bnot\s+run\b|\b(?:we|operators?|organi[sz]ers?|creators?)\s+cancels?\b|\bcancell?ed\s+by\s+(?:us|the\s+(?:operator|organi[sz]er|creator))\b|\bminimum\b/i;

const sentencesOf = (unit: string): string[] =>
  unit
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The deduction a sentence promises: 0 for "free"/"full refund", 100 − N for "N% refund". */
function promisedDeduction(sentence: string): number | null {
  if (OPERATOR_CANCELS.test(sentence)) return null;
  const refund =
    /(\d+)\s?%\s*(?:of\s+the\s+\w+\s+)?(?:is\s+|will\s+be\s+)?refund|refund\s+of\s+(\d+)\s?%/i.exec(sentence);
  if (refund) return 100 - Number(refund[1] ?? refund[2]);
  return FREE_PROMISES.some((re) => re.test(sentence)) ? 0 : null;
}

/** Every day count a sentence names: both ends of "A to B days", each "N days". */
const daysNamed = (sentence: string): number[] =>
  [...sentence.matchAll(/(?:(\d+)\s*(?:to|-|–)\s*)?(\d+)\s*days?\b/gi)].flatMap((m) =>
    [m[1], m[2]].filter((d): d is string => d !== undefined).map(Number),
  );

const rulePhrase = (days: number | null): string => {
  if (days === null) {
    const first = cancellationPolicyRows()[0];
    return `${first?.when ?? 'before departure'}, ${first?.percent ?? 100} % is deducted`;
  }
  return `${days} ${days === 1 ? 'day' : 'days'} before departure, ${deductionPercent(days)} % is deducted`;
};

const contradiction = (sentence: string, days: number | null): CancellationContradiction => ({
  sentence,
  message: `"${sentence.replace(/[.!;:,\s]+$/, '')}" contradicts the cancellation rule: ${rulePhrase(days)}.`,
});

/**
 * The sentences of a cancellation text that contradict the rule, each with its message; [] when
 * the text agrees with it or says nothing about refunds. Restating the rule is not required here
 * (the package page shows the rule above the creator's text).
 */
export function cancellationContradictions(text: string): CancellationContradiction[] {
  const found: CancellationContradiction[] = [];
  for (const unit of units(text)) {
    for (const sentence of sentencesOf(unit)) {
      const deduction = promisedDeduction(sentence);
      if (deduction === null) continue;
      const days = daysNamed(sentence);
      if (days.length > 0) {
        const off = days.find((d) => deductionPercent(d) !== deduction);
        if (off !== undefined) found.push(contradiction(sentence, off));
      } else if (!CANCELLATION_SLABS.some((s) => s.percent === deduction)) {
        found.push(contradiction(sentence, null));
      }
    }
  }
  const { wrong } = checkCancellationText(text);
  for (const claim of wrong) {
    if (found.some((f) => claim.text.includes(f.sentence))) continue;
    const days = checkedDays(claim);
    const day = days.find((d) => deductionPercent(d) !== claim.percent) ?? days[0] ?? null;
    found.push(contradiction(claim.text, day));
  }
  return found;
}
