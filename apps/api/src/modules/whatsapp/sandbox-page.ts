import { escapeHtml } from '../../lib/html.ts';

// The WhatsApp sandbox's page: per number, the messages it would have received, and a
// "Reply STOP" button. Self-contained HTML, its one style block allowed by a per-response nonce
// (like the PhonePe sandbox's pages).

export type SandboxMessage = {
  id: string;
  text: string;
  status: string;
  deliveryStatus: string | null;
  at: Date;
};
export type SandboxThread = { phone: string; optedOut: boolean; messages: SandboxMessage[] };

export function sandboxCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#efeae2;color:#111b21;line-height:1.5}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}
header.top{background:#075e54;color:#fff;padding:1rem 1.25rem;border-radius:12px 12px 0 0}
h1{margin:0;font-size:1.25rem}
header.top p{margin:.25rem 0 0;font-size:.875rem}
section{background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);margin:0 0 1.25rem;border-radius:0 0 12px 12px;padding:1rem 1.25rem}
section+section{border-radius:12px}
h2{margin:0 0 .75rem;font-size:1.05rem}
ol{list-style:none;margin:0 0 1rem;padding:0}
li{background:#d9fdd3;border-radius:8px;padding:.5rem .75rem;margin:0 0 .5rem;overflow-wrap:anywhere}
li.dropped{background:#f0f0f0;color:#54656f}
.meta{display:block;font-size:.8rem;color:#54656f;margin-top:.25rem}
a{color:#005c4b}
button{padding:.6rem 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;background:#fff;color:#9b1c1c;border:2px solid #9b1c1c;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.note{font-size:.875rem;color:#54656f;margin:0}
.stopped{font-weight:600;color:#9b1c1c;margin:0}
`;

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const statusText = (m: SandboxMessage) => {
  if (m.status === 'dropped') return 'Not sent: the number replied STOP';
  if (m.status === 'pending') return 'Queued';
  if (m.status === 'failed') return 'Failed';
  return m.deliveryStatus ? `Sent · ${m.deliveryStatus}` : 'Sent';
};

function thread(t: SandboxThread): string {
  const items = t.messages
    .map(
      (m) =>
        `<li${m.status === 'dropped' ? ' class="dropped"' : ''}>${linkify(m.text)}<span class="meta">${escapeHtml(
          statusText(m),
        )} · <time datetime="${m.at.toISOString()}">${escapeHtml(m.at.toISOString().replace('T', ' ').slice(0, 16))} UTC</time></span></li>`,
    )
    .join('');
  // Relative action: the page is /sandbox/whatsapp, so "whatsapp/{phone}/stop" lands on
  // /sandbox/whatsapp/{phone}/stop whatever host or proxy prefix the browser used.
  const stop = t.optedOut
    ? '<p class="stopped">Opted out: this number replied STOP and gets no more messages.</p>'
    : `<form method="post" action="whatsapp/${escapeHtml(t.phone)}/stop"><button type="submit">Reply STOP from +${escapeHtml(t.phone)}</button></form>`;
  return `<section aria-labelledby="n-${escapeHtml(t.phone)}"><h2 id="n-${escapeHtml(t.phone)}">+${escapeHtml(t.phone)}</h2><ol>${items}</ol>${stop}</section>`;
}

export function sandboxPage(nonce: string, threads: SandboxThread[]): string {
  const body =
    threads.length === 0
      ? '<section><p class="note">No messages yet. Tick “Send me updates on WhatsApp” at checkout and pay in the PhonePe sandbox: the confirmation shows here.</p></section>'
      : threads.map(thread).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>WhatsApp sandbox</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<header class="top"><h1>WhatsApp sandbox</h1><p>A stand-in for WhatsApp: the messages each number would have received. Nothing is sent.</p></header>
${body}
</main>
</body>
</html>
`;
}
