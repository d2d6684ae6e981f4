import { SHARE_CARD_SIZE } from '@wayfarer/shared/server-paths';
import { GlyphOutlines, type Line, layoutLine, lineSvg, type TextStyle, wrapText } from './text-layout.ts';

// A share card's drawing (ADR 1316), 1200 × 630 like Open Graph and X ask: the photo (or a
// designed background) under a dark scrim, the logo top left, and from the bottom up the price,
// the next dates, the byline, the title and, on a creator's card, the kicker and the portrait.
// Pure: the same content gives the same SVG.

export const CARD_WIDTH = SHARE_CARD_SIZE.width;
export const CARD_HEIGHT = SHARE_CARD_SIZE.height;
const PAD = 64;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD;
/** The portrait on a creator's card: a circle on the right, the text beside it. */
export const AVATAR_SIZE = 240;
const AVATAR_GAP = 48;

// The site's colours (apps/web/src/index.css): brand orange and the "Coming soon" chip.
const BRAND_700 = '#c2410c';
const BRAND_800 = '#9a3412';
const WHITE = '#ffffff';

export type CardContent = {
  /** A line above the title (a creator's title and subtitle: "Discover your next adventure with"). */
  kicker?: string;
  title: string;
  /** Under the title: "by Riya Sen", "12 trips by travel creators". */
  byline?: string;
  /** The next dates ("12 Mar 2027 · 26 Mar 2027") or "Any day". */
  dates?: string;
  /** The orange pill: "Starting From ₹25,000.00 per adult". */
  price?: string;
  /** A chip beside the price: "Coming soon". */
  badge?: string;
};

export type Drawing = {
  /** The whole card's overlay, transparent where the background shows. */
  overlay: string;
  /** Where the portrait goes (its top left), when the content has one. */
  avatarAt?: { left: number; top: number };
};

/**
 * Title sizes tried in turn, each with the lines it may take: a short title is large, a long one
 * smaller, and a very long one is cut with "…" on its third line at the smallest size.
 */
const TITLE_STEPS: { size: number; lines: number }[] = [
  { size: 64, lines: 2 },
  { size: 54, lines: 2 },
  { size: 46, lines: 3 },
];

function titleLines(title: string, width: number): { lines: Line[]; size: number } {
  for (const [i, step] of TITLE_STEPS.entries()) {
    const style: TextStyle = { size: step.size, weight: 'bold' };
    const lines = wrapText(title, style, width, step.lines);
    const cut = lines.at(-1)?.text.endsWith('…') && !title.trim().endsWith('…');
    if (!cut || i === TITLE_STEPS.length - 1) return { lines, size: step.size };
  }
  throw new Error('unreachable');
}

const pill = (
  text: string,
  style: TextStyle,
  at: { x: number; y: number; height: number; maxWidth: number },
  colours: { fill: string; text: string },
  glyphs: GlyphOutlines,
): { svg: string; width: number } => {
  const padX = 26;
  const line = wrapText(text, style, at.maxWidth - 2 * padX, 1)[0] ?? layoutLine('', style);
  const width = Math.ceil(line.width + 2 * padX);
  const baseline = at.y + at.height / 2 + style.size * 0.36;
  return {
    width,
    svg:
      `<rect x="${at.x}" y="${at.y}" width="${width}" height="${at.height}" rx="${at.height / 2}" fill="${colours.fill}"/>` +
      `<g fill="${colours.text}">${lineSvg(line, at.x + padX, baseline, glyphs)}</g>`,
  };
};

/**
 * The logo (the site's mark, apps/web/src/components/logo.tsx) and the name, top left; on the
 * orange background the mark's colours are swapped so it stands out.
 */
function logo(glyphs: GlyphOutlines, onOrange: boolean): string {
  const size = 56;
  const name = layoutLine('Wayfarer', { size: 34, weight: 'bold' });
  const [tile, stroke] = onOrange ? [WHITE, BRAND_700] : [BRAND_700, WHITE];
  return (
    `<g transform="translate(${PAD} 52) scale(${size / 64})"><rect width="64" height="64" rx="14" fill="${tile}"/>` +
    `<path d="M14 20l8 26 10-18 10 18 8-26" fill="none" stroke="${stroke}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    `<g fill="${WHITE}">${lineSvg(name, PAD + size + 16, 52 + 40, glyphs)}</g>`
  );
}

/** A small calendar before the dates. */
const calendar = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${WHITE}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">` +
  '<rect x="2" y="5" width="24" height="22" rx="3"/><path d="M2 12h24M9 2v6M19 2v6"/></g>';

/** The overlay: scrim, logo and text, laid out from the bottom up. */
export function drawCard(content: CardContent, options: { hasPhoto: boolean; hasAvatar: boolean }): Drawing {
  const glyphs = new GlyphOutlines();
  const width = options.hasAvatar ? TEXT_WIDTH - AVATAR_SIZE - AVATAR_GAP : TEXT_WIDTH;
  const text: string[] = [];
  /** A single line of `size`, cut with "…" to the text's width; returns the height it took. */
  const single = (
    value: string | undefined,
    style: TextStyle,
    baseline: number,
    fill: string,
    indent = 0,
  ) => {
    const [line] = value ? wrapText(value, style, width - indent, 1) : [];
    if (!line) return false;
    text.push(`<g fill="${fill}">${lineSvg(line, PAD + indent, baseline, glyphs)}</g>`);
    return true;
  };

  let bottom = CARD_HEIGHT - 56;
  if (content.price || content.badge) {
    const height = 58;
    const top = bottom - height;
    let x = PAD;
    if (content.price) {
      const at = { x, y: top, height, maxWidth: width };
      // Orange on a photo; white on the orange background.
      const colours = options.hasPhoto ? { fill: BRAND_700, text: WHITE } : { fill: WHITE, text: BRAND_800 };
      const drawn = pill(content.price, { size: 28, weight: 'bold' }, at, colours, glyphs);
      text.push(drawn.svg);
      x += drawn.width + 16;
    }
    if (content.badge) {
      const at = { x, y: top, height, maxWidth: Math.max(PAD + width - x, 120) };
      text.push(
        pill(content.badge, { size: 26, weight: 'bold' }, at, { fill: '#e0e7ff', text: '#312e81' }, glyphs)
          .svg,
      );
    }
    bottom = top - 26;
  }
  if (single(content.dates, { size: 28, weight: 'regular' }, bottom - 2, WHITE, 44)) {
    text.push(calendar(PAD, bottom - 27));
    bottom -= 28 + 26;
  }
  if (single(content.byline, { size: 32, weight: 'regular' }, bottom - 6, 'rgba(255,255,255,0.9)'))
    bottom -= 32 + 24;
  const title = titleLines(content.title, width);
  const leading = Math.round(title.size * 1.22);
  const descent = Math.round(title.size * 0.22);
  const titleSvg = title.lines.map((line, i) =>
    lineSvg(line, PAD, bottom - descent - (title.lines.length - 1 - i) * leading, glyphs),
  );
  text.push(`<g fill="${WHITE}">${titleSvg.join('')}</g>`);
  bottom -= title.lines.length * leading + 6;
  single(content.kicker, { size: 30, weight: 'regular' }, bottom - 8, '#fed7aa');

  let avatarAt: Drawing['avatarAt'];
  if (options.hasAvatar) {
    // Right of the text, centred between the logo's row and the bottom.
    const left = CARD_WIDTH - PAD - AVATAR_SIZE;
    const top = Math.round((130 + CARD_HEIGHT - 56 - AVATAR_SIZE) / 2);
    const r = AVATAR_SIZE / 2;
    avatarAt = { left, top };
    text.push(`<circle cx="${left + r}" cy="${top + r}" r="${r + 6}" fill="${WHITE}"/>`);
  }

  // Over a photo, scrims dark enough for white text wherever the text reaches: from the bottom
  // up, and from the left (the text's side), leaving the photo bright at the top right.
  const scrim = options.hasPhoto
    ? '<linearGradient id="down" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#000" stop-opacity="0.5"/>' +
      '<stop offset="0.2" stop-color="#000" stop-opacity="0.1"/>' +
      '<stop offset="0.45" stop-color="#000" stop-opacity="0.3"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient>' +
      '<linearGradient id="across" x1="0" y1="0" x2="1" y2="0">' +
      '<stop offset="0" stop-color="#000" stop-opacity="0.45"/>' +
      '<stop offset="0.55" stop-color="#000" stop-opacity="0.2"/>' +
      '<stop offset="0.85" stop-color="#000" stop-opacity="0"/></linearGradient>' +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#down)"/>` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#across)"/>`
    : '';
  // The defs last: they hold every outline the drawing above used.
  const drawn = `${scrim}${logo(glyphs, !options.hasPhoto)}${text.join('')}`;
  const overlay =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `${glyphs.defs()}${drawn}</svg>`;
  return { overlay, ...(avatarAt && { avatarAt }) };
}

/** The designed background of a card without a photo: the brand's orange, a sun and hills. */
export function fallbackBackground(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    '<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ea580c"/><stop offset="1" stop-color="#7c2d12"/></linearGradient>' +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#sky)"/>` +
    '<circle cx="960" cy="190" r="120" fill="#fed7aa" fill-opacity="0.28"/>' +
    '<circle cx="960" cy="190" r="190" fill="#fed7aa" fill-opacity="0.08"/>' +
    '<path d="M520 630 L760 330 L880 450 L1010 270 L1200 500 L1200 630 Z" fill="#431407" fill-opacity="0.28"/>' +
    '<path d="M640 630 L860 420 L960 500 L1080 380 L1200 470 L1200 630 Z" fill="#431407" fill-opacity="0.32"/>' +
    '<path d="M0 630 L0 520 Q300 440 620 540 T1200 560 L1200 630 Z" fill="#431407" fill-opacity="0.35"/>' +
    '</svg>'
  );
}
