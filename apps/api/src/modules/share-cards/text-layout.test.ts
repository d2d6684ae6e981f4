import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GlyphOutlines, type Line, layoutLine, lineSvg, type TextStyle, wrapText } from './text-layout.ts';

// The cards' text is shaped by fontkit with the PDFs' faces and drawn as outlines (ADR 1316):
// India's scripts come out shaped (conjuncts, reordered vowel signs), never as tofu, and no line is
// ever wider than its box.

const BOLD: TextStyle = { size: 46, weight: 'bold' };
const HINDI = 'हिमालय ट्रेक: केदारनाथ की यात्रा';
const TAMIL = 'மதுரை மீனாட்சி அம்மன் கோவில்';

/** The line drawn black on white, as a grey image; and how many of its pixels are ink. */
async function ink(line: Line): Promise<{ pixels: Buffer; inked: number }> {
  const outlines = new GlyphOutlines();
  const body = lineSvg(line, 10, 80, outlines);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1100" height="120">${outlines.defs()}<rect width="1100" height="120" fill="#fff"/>${body}</svg>`;
  const pixels = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  return { pixels, inked: pixels.filter((value) => value < 128).length };
}

/** The same line with every glyph replaced by its face's missing-glyph box (what tofu looks like). */
const asTofu = (line: Line): Line => ({ ...line, glyphs: line.glyphs.map((g) => ({ ...g, id: 0 })) });

describe('share card text', () => {
  it.each([
    ['Devanagari', HINDI, 'devanagari-bold'],
    ['Tamil', TAMIL, 'tamil-bold'],
  ])('draws %s in its own face, shaped, with ink that tofu would not make', async (_script, text, face) => {
    const line = layoutLine(text, BOLD);
    const letters = line.glyphs.filter((g) => g.face !== 'latin-bold');
    expect(letters.length).toBeGreaterThan(10);
    expect(new Set(letters.map((g) => g.face))).toEqual(new Set([face]));
    expect(line.glyphs.every((g) => g.id !== 0)).toBe(true);
    const drawn = await ink(line);
    const tofu = await ink(asTofu(line));
    expect(drawn.inked).toBeGreaterThan(2000);
    // Not boxes: a different picture.
    let differing = 0;
    for (let i = 0; i < drawn.pixels.length; i++)
      if (Math.abs(drawn.pixels[i]! - tofu.pixels[i]!) > 64) differing++;
    expect(differing).toBeGreaterThan(drawn.inked / 2);
  });

  it('shapes conjuncts into one glyph and puts the i sign before its consonant', () => {
    // क्ष (ka, virama, ssa) is one conjunct glyph, not three.
    expect(layoutLine('क्ष', BOLD).glyphs).toHaveLength(1);
    // हि: the vowel sign ि is typed after ह but drawn before it.
    const [first, second] = layoutLine('हि', BOLD).glyphs;
    const ha = layoutLine('ह', BOLD).glyphs[0]!;
    expect(second!.id).toBe(ha.id);
    expect(first!.id).not.toBe(ha.id);
    expect(first!.x).toBeLessThan(second!.x);
  });

  it('prints the rupee sign', () => {
    const [rupee] = layoutLine('₹', BOLD).glyphs;
    expect(rupee!.id).not.toBe(0);
  });

  it('fills a 100-character title into its lines, none wider than the box', () => {
    const title =
      'Spiti Valley Winter Expedition with Snow Leopards, Key Monastery and Chandratal Lake Camp for 9 days';
    expect(title).toHaveLength(100);
    const lines = wrapText(title, BOLD, 1072, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(1072);
    expect(lines.map((l) => l.text).join(' ')).toBe(title);
  });

  it('ends the last line with "…" when the text does not fit, and breaks a word longer than a line', () => {
    const long = `${'Himalaya '.repeat(60)}end`;
    const lines = wrapText(long, BOLD, 600, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.text.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(600);

    const word = 'A'.repeat(100);
    const broken = wrapText(word, BOLD, 500, 10);
    expect(broken.map((l) => l.text).join('')).toBe(word);
    for (const line of broken) expect(line.width).toBeLessThanOrEqual(500);

    const devanagari = 'क्षत्रियकुलावतंस'.repeat(6);
    for (const line of wrapText(devanagari, BOLD, 400, 2)) expect(line.width).toBeLessThanOrEqual(400);
  });
});
