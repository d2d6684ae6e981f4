import { formatPaise } from '@wayfarer/shared/rules/money';
import { escapeHtml } from '../../../lib/html.ts';
import { SANDBOX_MERCHANT_NAME, type SandboxTransaction } from './emulator.ts';

// The PhonePe sandbox's own pages (the pay page with Pay, Decline and Leave pending, and "not
// found"): self-contained HTML, its one style block allowed by a per-response nonce.

export function pageCsp(nonce: string, redirectUrl?: string): string {
  // Chrome applies form-action to the redirect that follows the form's POST too.
  let formAction = "'self'";
  if (redirectUrl) formAction += ` ${new URL(redirectUrl).origin}`;
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f0f7;color:#1c1b1f;line-height:1.5}
main{max-width:28rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15);overflow:hidden}
header{background:#5f259f;color:#fff;padding:1rem 1.25rem}
h1{margin:0;font-size:1.25rem}
header p{margin:.25rem 0 0;font-size:.875rem}
.body{padding:1.25rem}
dl{margin:0 0 1.25rem;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#4a4458}
dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.5rem}
form{margin:0 0 .75rem}
button,a.button{display:block;width:100%;padding:.75rem 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#5f259f;color:#fff;border:2px solid #5f259f}
.decline{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
.pending{background:#fff;color:#1c1b1f;border:2px solid #4a4458}
button:focus-visible,a.button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.note{font-size:.875rem;color:#4a4458;margin:1rem 0 0}
`;

function page(nonce: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<header><h1>PhonePe sandbox</h1><p>A stand-in for PhonePe: no money moves.</p></header>
<div class="body">
${content}
</div>
</div>
</main>
</body>
</html>
`;
}

export function paymentPage(nonce: string, transaction: SandboxTransaction): string {
  const action = (outcome: string) => `${escapeHtml(transaction.token ?? '')}/${outcome}`;
  const details = `<dl>
<dt>Merchant</dt><dd>${escapeHtml(SANDBOX_MERCHANT_NAME)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatPaise(transaction.amount))}</dd>
<dt>Transaction</dt><dd>${escapeHtml(transaction.merchantTransactionId)}</dd>
</dl>`;
  if (transaction.state !== 'PENDING') {
    const outcome = transaction.state === 'COMPLETED' ? 'has been paid' : 'was declined';
    return page(
      nonce,
      'PhonePe sandbox',
      `${details}<p>This payment ${outcome}.</p>
<a class="button pay" href="${escapeHtml(transaction.redirectUrl)}">Return to ${escapeHtml(SANDBOX_MERCHANT_NAME)}</a>`,
    );
  }
  // Relative actions: the page is /sandbox/phonepe/pay/{token}, so "{token}/success" lands on
  // /sandbox/phonepe/pay/{token}/success whatever host or proxy prefix the browser used.
  return page(
    nonce,
    'PhonePe sandbox',
    `${details}
<form method="post" action="${action('success')}"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="decline">Decline</button></form>
<form method="post" action="${action('pending')}"><button type="submit" class="pending">Leave pending</button></form>
<p class="note">“Leave pending” returns to ${escapeHtml(SANDBOX_MERCHANT_NAME)} without deciding; the payment stays pending.</p>`,
  );
}

export function notFoundPage(nonce: string): string {
  return page(
    nonce,
    'Payment not found – PhonePe sandbox',
    '<p>This payment link is unknown or has expired.</p>',
  );
}
