import { describe, expect, it } from 'vitest';
import { lcpPreloadTag } from './lcp-preload.ts';

describe('lcpPreloadTag', () => {
  it('preloads a local image with the hero srcset and sizes, at high priority', () => {
    expect(lcpPreloadTag('/media/demo/a-1.jpg')).toBe(
      '<link rel="preload" as="image" href="/media/demo/a-1.jpg" imagesrcset="/media/demo/a-1.w480.webp 480w, /media/demo/a-1.w960.webp 960w, /media/demo/a-1.w1600.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it('preloads a remote image as it is, escaped', () => {
    expect(lcpPreloadTag('https://cdn.example.com/a.jpg?x=1&y="2"')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/a.jpg?x=1&#38;y=&#34;2&#34;" fetchpriority="high" />',
    );
  });
});
