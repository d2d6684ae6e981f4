import { createHash } from 'node:crypto';

// The demo pictures as SVG, drawn from nothing but a spec: a gradient sky, a sun, hills, sea,
// dunes or a skyline, and the place's name in large type. Deterministic: a spec always draws
// the same picture. demo-images.ts renders and stores them.

/** The sizes the screens use: banners 4:3, destination banners 16:4, squares and avatars, memories. */
export const DEMO_IMAGE_SIZES = {
  banner: { width: 1600, height: 1200 },
  wideBanner: { width: 1600, height: 400 },
  square: { width: 600, height: 600 },
  memory: { width: 1200, height: 900 },
  avatar: { width: 600, height: 600 },
} as const;
export type DemoImageSize = keyof typeof DEMO_IMAGE_SIZES;

export type DemoScene = 'beach' | 'mountains' | 'snow' | 'desert' | 'backwaters' | 'city' | 'forest' | 'lake';

export type DemoImageSpec = {
  size: DemoImageSize;
  /** The large text: a place name, a category, a creator's initials. */
  label: string;
  /** A smaller line under it (the destination, a memory's title). */
  caption?: string;
  scene: DemoScene;
};

type Palette = { sky: [string, string]; sun: string; far: string; near: string; water: [string, string] };

const PALETTES: Record<DemoScene, Palette[]> = {
  beach: [
    {
      sky: ['#38bdf8', '#fef3c7'],
      sun: '#fffbeb',
      far: '#0f766e',
      near: '#166534',
      water: ['#06b6d4', '#0e7490'],
    },
    {
      sky: ['#f97316', '#fde68a'],
      sun: '#fff7ed',
      far: '#9a3412',
      near: '#7c2d12',
      water: ['#0ea5e9', '#075985'],
    },
  ],
  mountains: [
    {
      sky: ['#60a5fa', '#e0f2fe'],
      sun: '#fefce8',
      far: '#64748b',
      near: '#334155',
      water: ['#38bdf8', '#1e3a8a'],
    },
    {
      sky: ['#a78bfa', '#fbcfe8'],
      sun: '#fff1f2',
      far: '#6d28d9',
      near: '#4c1d95',
      water: ['#818cf8', '#312e81'],
    },
  ],
  snow: [
    {
      sky: ['#0ea5e9', '#e0f2fe'],
      sun: '#ffffff',
      far: '#94a3b8',
      near: '#475569',
      water: ['#7dd3fc', '#0369a1'],
    },
    {
      sky: ['#1e3a8a', '#93c5fd'],
      sun: '#f8fafc',
      far: '#64748b',
      near: '#1e293b',
      water: ['#60a5fa', '#1e3a8a'],
    },
  ],
  desert: [
    {
      sky: ['#fb923c', '#fef3c7'],
      sun: '#fffbeb',
      far: '#d97706',
      near: '#b45309',
      water: ['#f59e0b', '#92400e'],
    },
    {
      sky: ['#f472b6', '#fed7aa'],
      sun: '#fff7ed',
      far: '#ea580c',
      near: '#9a3412',
      water: ['#fb923c', '#7c2d12'],
    },
  ],
  backwaters: [
    {
      sky: ['#22d3ee', '#ecfccb'],
      sun: '#fefce8',
      far: '#15803d',
      near: '#14532d',
      water: ['#10b981', '#065f46'],
    },
    {
      sky: ['#fbbf24', '#fef9c3'],
      sun: '#fffbeb',
      far: '#4d7c0f',
      near: '#365314',
      water: ['#0d9488', '#134e4a'],
    },
  ],
  city: [
    {
      sky: ['#312e81', '#f0abfc'],
      sun: '#fdf4ff',
      far: '#4338ca',
      near: '#1e1b4b',
      water: ['#6366f1', '#1e1b4b'],
    },
    {
      sky: ['#0f172a', '#f59e0b'],
      sun: '#fef3c7',
      far: '#334155',
      near: '#020617',
      water: ['#475569', '#0f172a'],
    },
  ],
  forest: [
    {
      sky: ['#84cc16', '#fef9c3'],
      sun: '#fefce8',
      far: '#3f6212',
      near: '#1a2e05',
      water: ['#65a30d', '#1a2e05'],
    },
    {
      sky: ['#14b8a6', '#ccfbf1'],
      sun: '#f0fdfa',
      far: '#047857',
      near: '#022c22',
      water: ['#059669', '#064e3b'],
    },
  ],
  lake: [
    {
      sky: ['#0284c7', '#bae6fd'],
      sun: '#f0f9ff',
      far: '#0f766e',
      near: '#134e4a',
      water: ['#0ea5e9', '#0c4a6e'],
    },
    {
      sky: ['#e879f9', '#fde68a'],
      sun: '#fffbeb',
      far: '#7e22ce',
      near: '#3b0764',
      water: ['#a855f7', '#3b0764'],
    },
  ],
};

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** A small deterministic generator, so one spec always draws the same picture. */
function randomFrom(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A ridge of peaks across the width, its base at `base` (0..1 of the height). */
function ridge(w: number, h: number, random: () => number, base: number, height: number, peaks: number) {
  const points: string[] = [`0,${h}`, `0,${(base * h).toFixed(0)}`];
  for (let i = 0; i <= peaks; i++) {
    const x = (w * (i + 0.5 + (random() - 0.5) * 0.6)) / (peaks + 1);
    const peak = base - height * (0.5 + random() * 0.5);
    const valley = base - height * random() * 0.25;
    points.push(`${x.toFixed(0)},${(peak * h).toFixed(0)}`);
    points.push(`${(x + w / (peaks + 1) / 2).toFixed(0)},${(valley * h).toFixed(0)}`);
  }
  points.push(`${w},${(base * h).toFixed(0)}`, `${w},${h}`);
  return points.join(' ');
}

function palm(x: number, groundY: number, size: number, color: string) {
  const top = groundY - size;
  const leaves = [-60, -25, 15, 50, 85, 130]
    .map(
      (angle) =>
        `<ellipse cx="${x}" cy="${top}" rx="${size * 0.32}" ry="${size * 0.07}" transform="rotate(${angle} ${x} ${top}) translate(${size * 0.22} 0)" fill="${color}"/>`,
    )
    .join('');
  return `<path d="M${x - size * 0.03},${groundY} Q${x + size * 0.08},${groundY - size * 0.5} ${x},${top} L${x + size * 0.03},${top} Q${x + size * 0.12},${groundY - size * 0.5} ${x + size * 0.04},${groundY} Z" fill="${color}"/>${leaves}`;
}

function skyline(w: number, h: number, random: () => number, color: string, windows: string) {
  const parts: string[] = [];
  let x = 0;
  while (x < w) {
    const bw = w * (0.04 + random() * 0.06);
    const bh = h * (0.15 + random() * 0.35);
    const y = h * 0.8 - bh;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${bw.toFixed(0)}" height="${(bh + h * 0.2).toFixed(0)}" fill="${color}"/>`,
    );
    for (let wy = y + h * 0.03; wy < h * 0.78; wy += h * 0.05) {
      if (random() > 0.55) {
        parts.push(
          `<rect x="${(x + bw * 0.3).toFixed(0)}" y="${wy.toFixed(0)}" width="${(bw * 0.4).toFixed(0)}" height="${(h * 0.015).toFixed(0)}" fill="${windows}" opacity="0.7"/>`,
        );
      }
    }
    x += bw + w * 0.005;
  }
  return parts.join('');
}

function sceneShapes(spec: DemoImageSpec, w: number, h: number, p: Palette, random: () => number): string {
  const sunX = w * (0.15 + random() * 0.7);
  const sunY = h * (0.18 + random() * 0.15);
  const sun = `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(Math.min(w, h) * 0.1).toFixed(0)}" fill="${p.sun}" opacity="0.9"/>`;
  const water = (top: number) =>
    `<rect y="${(h * top).toFixed(0)}" width="${w}" height="${(h * (1 - top) + 1).toFixed(0)}" fill="url(#water)"/>` +
    [0.25, 0.5, 0.75]
      .map(
        (f) =>
          `<path d="M${w * 0.1},${h * (top + (1 - top) * f)} q${w * 0.05},-${h * 0.02} ${w * 0.1},0 t${w * 0.1},0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${Math.max(2, h * 0.006)}" fill="none" transform="translate(${(random() * w * 0.7).toFixed(0)} 0)"/>`,
      )
      .join('');
  switch (spec.scene) {
    case 'beach':
      return `${sun}<polygon points="${ridge(w, h, random, 0.62, 0.12, 3)}" fill="${p.far}" opacity="0.6"/>${water(0.6)}<path d="M0,${h * 0.86} Q${w * 0.5},${h * 0.78} ${w},${h * 0.9} L${w},${h} L0,${h} Z" fill="#fde68a"/>${palm(w * 0.12, h * 0.9, h * 0.45, p.near)}${palm(w * 0.86, h * 0.92, h * 0.38, p.near)}`;
    case 'mountains':
    case 'snow': {
      const snow =
        spec.scene === 'snow'
          ? `<polygon points="${ridge(w, h, random, 0.6, 0.35, 4)}" fill="#f8fafc" opacity="0.95"/>`
          : `<polygon points="${ridge(w, h, random, 0.62, 0.32, 4)}" fill="${p.far}" opacity="0.7"/>`;
      return `${sun}${snow}<polygon points="${ridge(w, h, random, 0.8, 0.3, 5)}" fill="${p.near}"/>`;
    }
    case 'desert':
      return `${sun}<path d="M0,${h * 0.7} Q${w * 0.25},${h * 0.55} ${w * 0.5},${h * 0.68} T${w},${h * 0.62} L${w},${h} L0,${h} Z" fill="${p.far}"/><path d="M0,${h * 0.85} Q${w * 0.3},${h * 0.7} ${w * 0.6},${h * 0.82} T${w},${h * 0.8} L${w},${h} L0,${h} Z" fill="${p.near}"/><g fill="${p.near}" opacity="0.85"><rect x="${w * 0.62}" y="${h * 0.48}" width="${w * 0.16}" height="${h * 0.2}"/><rect x="${w * 0.6}" y="${h * 0.44}" width="${w * 0.03}" height="${h * 0.24}"/><rect x="${w * 0.77}" y="${h * 0.44}" width="${w * 0.03}" height="${h * 0.24}"/><circle cx="${w * 0.7}" cy="${h * 0.48}" r="${h * 0.05}"/></g>`;
    case 'backwaters':
      return `${sun}<polygon points="${ridge(w, h, random, 0.64, 0.08, 6)}" fill="${p.far}"/>${water(0.62)}${palm(w * 0.2, h * 0.66, h * 0.35, p.near)}${palm(w * 0.3, h * 0.66, h * 0.28, p.near)}${palm(w * 0.78, h * 0.66, h * 0.4, p.near)}<path d="M${w * 0.4},${h * 0.8} q${w * 0.1},${h * 0.06} ${w * 0.22},0 l-${w * 0.03},-${h * 0.05} h-${w * 0.16} Z" fill="#451a03"/>`;
    case 'city':
      return `${sun}${skyline(w, h, random, p.far, p.sun)}${water(0.8)}`;
    case 'forest': {
      const trees = Array.from({ length: 14 }, (_, i) => {
        const x = (w * (i + random())) / 13;
        const size = h * (0.25 + random() * 0.25);
        const base = h * (0.82 + random() * 0.1);
        return `<polygon points="${x - size * 0.25},${base} ${x},${base - size} ${x + size * 0.25},${base}" fill="${i % 2 ? p.near : p.far}"/>`;
      }).join('');
      return `${sun}<polygon points="${ridge(w, h, random, 0.7, 0.25, 3)}" fill="${p.far}" opacity="0.6"/><rect y="${h * 0.85}" width="${w}" height="${h * 0.15 + 1}" fill="${p.near}"/>${trees}`;
    }
    case 'lake':
      return `${sun}<polygon points="${ridge(w, h, random, 0.62, 0.4, 3)}" fill="${p.far}"/><polygon points="${ridge(w, h, random, 0.62, 0.2, 5)}" fill="${p.near}"/>${water(0.62)}`;
  }
}

/** The SVG of one demo picture. */
export function renderDemoSvg(spec: DemoImageSpec): string {
  const { width: w, height: h } = DEMO_IMAGE_SIZES[spec.size];
  const random = randomFrom(`${spec.scene}|${spec.label}|${spec.caption ?? ''}|${spec.size}`);
  const palettes = PALETTES[spec.scene];
  const p = palettes[Math.floor(random() * palettes.length)]!;
  const isAvatar = spec.size === 'avatar';
  // Fit the label to ~85% of the width (bold sans glyphs average ~0.62 em).
  const heightShare = isAvatar ? 0.34 : spec.size === 'wideBanner' ? 0.32 : 0.17;
  const labelSize = Math.min(h * heightShare, (w * 0.85) / (0.62 * Math.max(spec.label.length, 1)));
  const captionSize = Math.min(h * 0.07, (w * 0.8) / (0.55 * Math.max(spec.caption?.length ?? 1, 1)));
  const textY = isAvatar ? h * 0.6 : h * (spec.caption ? 0.5 : 0.56);
  const band = isAvatar
    ? ''
    : `<rect y="${(textY - labelSize * 1.05).toFixed(0)}" width="${w}" height="${(labelSize * 1.45 + (spec.caption ? captionSize * 1.6 : 0)).toFixed(0)}" fill="#000000" opacity="0.22"/>`;
  const caption = spec.caption
    ? `<text x="50%" y="${(textY + captionSize * 1.45).toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-size="${captionSize.toFixed(0)}" fill="#ffffff">${escapeXml(spec.caption)}</text>`
    : '';
  const scene = isAvatar
    ? `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${w * 0.42}" fill="${p.sun}" opacity="0.18"/><circle cx="${w * 0.2}" cy="${h * 0.85}" r="${w * 0.25}" fill="${p.near}" opacity="0.35"/>`
    : sceneShapes(spec, w, h, p, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="${isAvatar ? 1 : 0}" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${scene}
${band}
<text x="50%" y="${textY.toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${labelSize.toFixed(0)}" fill="#ffffff" stroke="#000000" stroke-opacity="0.25" stroke-width="${Math.max(1, labelSize * 0.03).toFixed(1)}">${escapeXml(spec.label)}</text>
${caption}
</svg>`;
}
