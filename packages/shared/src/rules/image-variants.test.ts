import { describe, expect, it } from 'vitest';
import { parseVariantUrl, variantSrcSet, variantUrl } from './image-variants.ts';

describe('image variants', () => {
  it('names a WebP per width for local media only', () => {
    expect(variantUrl('/media/2026/11/abc-1.jpg', 480)).toBe('/media/2026/11/abc-1.w480.webp');
    expect(variantUrl('/media/demo/x.PNG', 1600)).toBe('/media/demo/x.w1600.webp');
    expect(variantUrl('https://cdn.example.com/a.jpg', 480)).toBeUndefined();
    expect(variantUrl('/fallback.svg', 480)).toBeUndefined();
    expect(variantUrl('/media/a/../b.jpg', 480)).toBeUndefined();
  });

  it('builds a srcset of every width', () => {
    expect(variantSrcSet('/media/demo/x.jpg')).toBe(
      '/media/demo/x.w480.webp 480w, /media/demo/x.w960.webp 960w, /media/demo/x.w1600.webp 1600w',
    );
    expect(variantSrcSet('')).toBeUndefined();
  });

  it('reads a variant URL back, refusing unknown widths and odd paths', () => {
    expect(parseVariantUrl('/media/demo/x.w960.webp')).toEqual({ base: 'demo/x', width: 960 });
    expect(parseVariantUrl('/media/demo/x.w961.webp')).toBeUndefined();
    expect(parseVariantUrl('/media/demo/x.webp')).toBeUndefined();
    expect(parseVariantUrl('/media/demo/../x.w960.webp')).toBeUndefined();
    expect(parseVariantUrl('/media//x.w960.webp')).toBeUndefined();
  });
});
