import { CANCELLATION_SLABS, deductionPercent } from './booking-lifecycle.ts';

// Issue 22 "promises kept": reads what a cancellation text claims — each line, list item or table
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
    const p = Number(percent[1]);
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
export function checkCancellationText(text: string): { wrong: CancellationClaim[]; missing: number[] } {
  const claims = cancellationClaims(text);
  const edgeOk = (claim: CancellationClaim) => {
    const edges = [claim.from, claim.to].filter((d): d is number => d !== null && Number.isFinite(d));
    const inside = edges.every((d) => deductionPercent(d) === claim.percent);
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
