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
    expect(withImage.tags.some((tag) => tag.includes('og:image:width'))).toBe(false);
  });

  it('gives the image its size and its description when known', () => {
    const card = renderHead({
      ...meta,
      image: 'https://w.example/og/package/x.png',
      imageSize: { width: 1200, height: 630 },
      imageAlt: 'Goa "Escape"',
    });
    expect(card.tags).toEqual(
      expect.arrayContaining([
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
        '<meta property="og:image:alt" content="Goa &quot;Escape&quot;" />',
        '<meta name="twitter:image:alt" content="Goa &quot;Escape&quot;" />',
        '<meta name="twitter:image" content="https://w.example/og/package/x.png" />',
      ]),
    );
    expect(
      renderHead({ ...meta, imageSize: { width: 1, height: 1 }, imageAlt: 'a' }).tags.join(''),
    ).not.toContain('og:image');
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
