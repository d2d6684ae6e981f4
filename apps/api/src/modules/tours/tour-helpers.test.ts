import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the safe subset', () => {
    const html =
      '<h3>Terms</h3><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, iframes and event handlers', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://x.io"></iframe><img src=x onerror="alert(1)">';
    expect(sanitizeRichText(dirty)).toBe('<p>Hi</p>');
  });

  it('keeps http(s)/mailto links with rel="noopener nofollow", drops javascript: hrefs', () => {
    expect(sanitizeRichText('<a href="https://ex.com" target="_blank">x</a>')).toBe(
      '<a href="https://ex.com" rel="noopener nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener nofollow">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.co">m</a>')).toContain('href="mailto:a@b.co"');
  });

  it('an editor’s empty paragraph is empty', () => {
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
