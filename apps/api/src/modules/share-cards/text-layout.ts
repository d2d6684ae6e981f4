import { faces, fontRuns, type Weight } from '../../lib/pdf-fonts.ts';

// The share cards' text (ADR 1316): laid out by fontkit with the PDFs' Noto Sans faces
// (lib/pdf-fonts.ts: Latin, the rupee sign and India's scripts, shaped) and drawn as the glyphs'
// own outlines, so the SVG the card is rasterised from needs no font at all: no fontconfig, no
// system font, the same pixels on every machine. The width that wraps a line is the width drawn.

export type TextStyle = { size: number; weight: Weight };
/** One glyph of a line: its face and id, where it stands (px from the line's start, on its baseline) and its scale. */
export type PlacedGlyph = { face: string; id: number; x: number; y: number; scale: number };
export type Line = { text: string; width: number; glyphs: PlacedGlyph[] };

const ELLIPSIS = '…';
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

type Face = ReturnType<typeof faces>[number];
let byId: Map<string, Face> | undefined;
/** Every face of both weights by id (a character no face has is drawn as the regular "?"). */
const face = (id: string): Face => {
  byId ??= new Map([...faces('regular'), ...faces('bold')].map((f) => [f.id, f]));
  const found = byId.get(id);
  if (!found) throw new Error(`share card: no face ${id}`);
  return found;
};

/** The text on one line, shaped run by run. */
export function layoutLine(text: string, style: TextStyle): Line {
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of fontRuns(text, style.weight)) {
    const { font } = face(run.font);
    const scale = style.size / font.unitsPerEm;
    const shaped = font.layout(run.text, run.features && { ...run.features });
    shaped.glyphs.forEach((glyph, i) => {
      const position = shaped.positions[i]!;
      glyphs.push({
        face: run.font,
        id: glyph.id,
        x: x + position.xOffset * scale,
        y: -position.yOffset * scale,
        scale,
      });
      x += position.xAdvance * scale;
    });
  }
  return { text, width: x, glyphs };
}

/** The longest start of `text` that fits `maxWidth` with "…" after it (cut between graphemes). */
export function ellipsize(text: string, style: TextStyle, maxWidth: number): Line {
  const whole = layoutLine(text, style);
  if (whole.width <= maxWidth) return whole;
  const parts = graphemes(text);
  let low = 0;
  let high = parts.length - 1;
  let best = layoutLine(ELLIPSIS, style);
  while (low <= high) {
    const count = Math.floor((low + high) / 2);
    const line = layoutLine(`${parts.slice(0, count).join('').trimEnd()}${ELLIPSIS}`, style);
    if (line.width <= maxWidth) {
      best = line;
      low = count + 1;
    } else high = count - 1;
  }
  return best;
}

const widths = new Map<string, number>();
/**
 * The advance of `text` at size 1: glyph positions scale with the size, so a word is shaped once
 * per weight whatever size the title tries (kept for the process, forgotten past 5,000 words).
 */
function unitWidth(text: string, weight: Weight): number {
  const key = `${weight}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = layoutLine(text, { size: 1000, weight }).width / 1000;
    if (widths.size >= 5000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/**
 * Words filled into at most `maxLines` lines of `maxWidth`; a word wider than a line is cut between
 * graphemes. Text left over ends the last line with "…": nothing is ever wider than `maxWidth`.
 * Lines are filled by the words' own widths (each word shaped once), then each line is shaped whole.
 */
export function wrapText(text: string, style: TextStyle, maxWidth: number, maxLines: number): Line[] {
  const widthOf = (part: string) => unitWidth(part, style.weight) * style.size;
  const space = widthOf(' ');
  // A hair narrower than the box while filling: a line shaped whole may differ from the sum of its
  // words by a kerning pair at a space.
  const fill = maxWidth * 0.995;
  const words = text.trim().split(/\s+/).filter(Boolean);
  /** Each line's text; `joined`: the next line goes on inside the same word (no space between). */
  const lines: { text: string; joined: boolean }[] = [];
  let current: string[] = [];
  let width = 0;
  let next = 0;
  for (; next < words.length && lines.length < maxLines; next++) {
    const word = words[next]!;
    const wordWidth = widthOf(word);
    if (current.length > 0 && width + space + wordWidth <= fill) {
      current.push(word);
      width += space + wordWidth;
      continue;
    }
    if (current.length > 0) {
      lines.push({ text: current.join(' '), joined: false });
      current = [];
      if (lines.length === maxLines) break;
    }
    if (wordWidth <= fill) {
      current = [word];
      width = wordWidth;
      continue;
    }
    // A word no line holds: as many graphemes as fit on a line of their own, the rest goes on.
    const parts = graphemes(word);
    let count = 1;
    while (count < parts.length && widthOf(parts.slice(0, count + 1).join('')) <= fill) count++;
    lines.push({ text: parts.slice(0, count).join(''), joined: count < parts.length });
    if (count < parts.length) words[next--] = parts.slice(count).join('');
  }
  if (current.length > 0) lines.push({ text: current.join(' '), joined: false });
  const shaped = (line: string) => {
    const laid = layoutLine(line, style);
    return laid.width <= maxWidth ? laid : ellipsize(line, style, maxWidth);
  };
  if (next >= words.length) return lines.map((line) => shaped(line.text));
  // Text left over: the last line takes what it holds and the rest, cut with "…".
  const last = lines.pop()!;
  const rest = `${last.text}${last.joined ? '' : ' '}${words.slice(next).join(' ')}`;
  return [...lines.map((line) => shaped(line.text)), ellipsize(`${rest}${ELLIPSIS}`, style, maxWidth)];
}

/** Glyph outlines used on a card, each defined once in the SVG's <defs> and placed by <use>. */
export class GlyphOutlines {
  private readonly ids = new Map<string, string | null>();
  private readonly definitions: string[] = [];

  /** The id of the glyph's outline, or null for a glyph that draws nothing (a space). */
  idOf(glyph: PlacedGlyph): string | null {
    const key = `${glyph.face}-${glyph.id}`;
    if (!this.ids.has(key)) {
      const d = outline(glyph.face, glyph.id);
      const id = d ? `g${this.ids.size}` : null;
      if (id) this.definitions.push(`<path id="${id}" d="${d}"/>`);
      this.ids.set(key, id);
    }
    return this.ids.get(key) ?? null;
  }

  defs(): string {
    return `<defs>${this.definitions.join('')}</defs>`;
  }
}

const outlines = new Map<string, string>();
/** A glyph's outline in font units (y up), read once per process. */
function outline(faceId: string, glyphId: number): string {
  const key = `${faceId}-${glyphId}`;
  let d = outlines.get(key);
  if (d === undefined) {
    const { font } = face(faceId);
    d = font.getGlyph(glyphId).path.toSVG();
    outlines.set(key, d);
  }
  return d;
}

const num = (value: number) => Number(value.toFixed(2));

/** A line's glyphs as SVG, its start at (x, baseline). */
export function lineSvg(line: Line, x: number, baseline: number, outlinesUsed: GlyphOutlines): string {
  const uses: string[] = [];
  for (const glyph of line.glyphs) {
    const id = outlinesUsed.idOf(glyph);
    if (!id) continue;
    const s = Number(glyph.scale.toFixed(5));
    uses.push(
      `<use xlink:href="#${id}" transform="matrix(${s} 0 0 ${-s} ${num(x + glyph.x)} ${num(baseline + glyph.y)})"/>`,
    );
  }
  return uses.join('');
}
