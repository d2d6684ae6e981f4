import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_SIZES, renderDemoSvg } from './demo-image-svg.ts';
import { renderDemoJpeg } from './demo-images.ts';

describe('demo pictures', () => {
  it('draw the same SVG for the same spec, at the size asked, with the name escaped', () => {
    const spec = { size: 'wideBanner', label: 'Forts & <Palaces>', scene: 'desert' } as const;
    const svg = renderDemoSvg(spec);
    expect(renderDemoSvg(spec)).toBe(svg);
    expect(svg).toContain('width="1600" height="400"');
    expect(svg).toContain('Forts &#38; &#60;Palaces&#62;');
    expect(renderDemoSvg({ ...spec, scene: 'beach' })).not.toBe(svg);
  });

  it('render to a JPEG of that size', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await renderDemoJpeg({ size: 'avatar', label: 'AS', scene: 'lake' });
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', ...DEMO_IMAGE_SIZES.avatar });
  });
});
