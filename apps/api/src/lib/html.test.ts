import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead, renderHead } from './html.ts';

const PAGE =
  '<!doctype html><html><head><title>Old</title><meta name="description" content="d" /></head><body>x</body></html>';
const meta = {
  title: 'T',
  description: 'D',
  url: 'https://w.example/p',
  siteName: 'Wayfarer',
};

describe('lib/html', () => {
  it('escapes the five HTML characters and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a> ₹ $&`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt; ₹ $&amp;',
    );
  });

  it('renders a head without image tags when there is no image, and with them when there is', () => {
    expect(renderHead(meta).tags.some((tag) => tag.includes('og:image'))).toBe(false);
    const withImage = renderHead({ ...meta, image: 'https://w.example/i.jpg?a=1&b=2' });
    expect(withImage.tags).toContain(
      '<meta property="og:image" content="https://w.example/i.jpg?a=1&amp;b=2" />',
    );
  });

  it('injects a head once, replacing the title and the default description', () => {
    const html = injectHead(PAGE, renderHead(meta));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>T</title>');
    expect(html).not.toContain('content="d"');
    expect(html.endsWith('</head><body>x</body></html>')).toBe(true);
  });

  it.each(['$`', "$'", '$&', '$$', '$1', '$<name>'])('copies %s through literally', (pattern) => {
    const html = injectHead(PAGE, {
      title: `<title>${pattern}</title>`,
      tags: [`<meta content="${pattern}" />`],
    });
    expect(html).toContain(`<title>${pattern}</title>`);
    expect(html).toContain(`<meta content="${pattern}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html>/g)).toHaveLength(1);
  });
});
