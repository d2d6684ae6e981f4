import { type ClassValue, clsx } from 'clsx';

// `cn()` joins class names and lets a later Tailwind class win over an earlier one of the same
// kind (`cn('h-9 px-3', 'h-11')` → `px-3 h-11`), as tailwind-merge does. tailwind-merge itself
// (8.3 KB gzip on every first visit, its table of every Tailwind utility) is replaced by this
// table of the utility kinds the app uses (docs/decisions/708). scripts/cn.test.ts checks, for
// every pair of class names found in apps/web/src, that the result equals tailwind-merge's, so a
// kind missing here fails that test rather than a page.

type Kind = string;

/** Whole class names with a kind of their own. */
const EXACT: Record<string, Kind> = {};
const exact = (kind: Kind, names: string) => {
  for (const name of names.split(' ')) EXACT[name] = kind;
};
exact(
  'display',
  'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
);
exact('position', 'static fixed absolute relative sticky');
exact('visibility', 'visible invisible collapse');
exact('float', 'float-right float-left float-start float-end float-none');
exact('clear', 'clear-left clear-right clear-both clear-start clear-end clear-none');
exact('sr', 'sr-only not-sr-only');
exact('isolation', 'isolate isolation-auto');
exact('text-transform', 'uppercase lowercase capitalize normal-case');
exact('font-style', 'italic not-italic');
exact('text-decoration', 'underline overline line-through no-underline');
exact('text-overflow', 'truncate text-ellipsis text-clip');
exact('text-wrap', 'text-wrap text-nowrap text-balance text-pretty');
exact('text-align', 'text-left text-center text-right text-justify text-start text-end');
exact('font-smoothing', 'antialiased subpixel-antialiased');
exact('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
exact('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
exact('flex', 'flex-1 flex-auto flex-initial flex-none');
exact('grow', 'grow grow-0');
exact('shrink', 'shrink shrink-0');
exact('fvn-spacing', 'proportional-nums tabular-nums');
exact('fvn-figure', 'lining-nums oldstyle-nums');
exact('fvn-normal', 'normal-nums');
exact('table-layout', 'table-auto table-fixed');
exact('border-collapse', 'border-collapse border-separate');
exact('border-style', 'border-solid border-dashed border-dotted border-double border-hidden border-none');
exact(
  'outline-style',
  'outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double',
);
exact('outline-w', 'outline');
exact('ring-w-inset', 'ring-inset');
exact('object-fit', 'object-contain object-cover object-fill object-none object-scale-down');
exact('list-style-position', 'list-inside list-outside');
exact('word-break', 'break-normal break-words break-all break-keep');
exact('filter', 'filter filter-none');
exact('backdrop-blur', 'backdrop-blur');
exact('blur', 'blur');
exact('shadow', 'shadow');
exact('resize', 'resize');
exact('border-w', 'border');
exact('ring-w', 'ring');
exact('transition', 'transition');
exact('snap-type', 'snap-x snap-y snap-both snap-none');
exact('snap-strictness', 'snap-mandatory snap-proximity');
exact('snap-align', 'snap-start snap-end snap-center snap-align-none');

// Values, as tailwind-merge validates them: a word that only looks like a class (`bottom-right`,
// `animate-in` of tw-animate-css) is no Tailwind class and overrides nothing.
const NUM = String.raw`\d+(?:\.\d+)?`;
const ARB = String.raw`\[.+\]|\(.+\)`;
const SPACING = `${NUM}|px|${ARB}`;
const SIZE_WORDS =
  'auto|full|screen|dvh|svh|lvh|dvw|svw|lvw|min|max|fit|none|prose|3xs|2xs|xs|sm|md|lg|xl|[2-7]xl';
const values = (...alternatives: string[]) => new RegExp(`^(?:${alternatives.join('|')})$`);
const spacing = values(SPACING);
const margin = values(SPACING, 'auto');
const inset = values(SPACING, String.raw`\d+/\d+`, 'full|auto');
const size = values(SPACING, String.raw`\d+/\d+`, SIZE_WORDS);
const COLOR = values(String.raw`[a-z]+(?:-[a-z]+)*(?:-\d{2,3})?`, ARB);
const word = (words: string) => values(words, ARB);

/** Prefixes with the values they take, longest first where they overlap. */
const PREFIXES: [string, RegExp, Kind][] = [
  ...'p px py ps pe pt pr pb pl'.split(' ').map((p): [string, RegExp, Kind] => [p, spacing, p]),
  ...'m mx my ms me mt mr mb ml'.split(' ').map((p): [string, RegExp, Kind] => [p, margin, p]),
  ['space-x', spacing, 'space-x'],
  ['space-y', spacing, 'space-y'],
  ['size', size, 'size'],
  ['min-w', size, 'min-w'],
  ['max-w', size, 'max-w'],
  ['min-h', size, 'min-h'],
  ['max-h', size, 'max-h'],
  ['w', size, 'w'],
  ['h', size, 'h'],
  ...'inset-x inset-y inset top right bottom left start end'
    .split(' ')
    .map((p): [string, RegExp, Kind] => [p, inset, p]),
  ['z', values(NUM, 'auto', ARB), 'z'],
  ['order', values(NUM, 'first|last|none', ARB), 'order'],
  ['opacity', values(NUM, ARB), 'opacity'],
  ['gap-x', spacing, 'gap-x'],
  ['gap-y', spacing, 'gap-y'],
  ['gap', spacing, 'gap'],
  ['grid-cols', values(NUM, 'none|subgrid', ARB), 'grid-cols'],
  ['grid-rows', values(NUM, 'none|subgrid', ARB), 'grid-rows'],
  ['col-span', values(NUM, 'full', ARB), 'col-start-end'],
  ['col-start', values(NUM, 'auto', ARB), 'col-start'],
  ['col-end', values(NUM, 'auto', ARB), 'col-end'],
  ['row-span', values(NUM, 'full', ARB), 'row-start-end'],
  ['row-start', values(NUM, 'auto', ARB), 'row-start'],
  ['row-end', values(NUM, 'auto', ARB), 'row-end'],
  ['grid-flow', word('row|col|dense|row-dense|col-dense'), 'grid-flow'],
  ['basis', size, 'basis'],
  ['justify-items', word('normal|start|end|center|stretch|end-safe|center-safe'), 'justify-items'],
  ['justify-self', word('auto|start|end|center|stretch|end-safe|center-safe'), 'justify-self'],
  [
    'justify',
    word('normal|start|end|center|between|around|evenly|stretch|baseline|end-safe|center-safe'),
    'justify-content',
  ],
  ['items', word('start|end|center|baseline|baseline-last|stretch|end-safe|center-safe'), 'align-items'],
  ['self', word('auto|start|end|center|stretch|baseline|baseline-last|end-safe|center-safe'), 'align-self'],
  [
    'content',
    word('normal|center|start|end|between|around|evenly|stretch|baseline|end-safe|center-safe'),
    'align-content',
  ],
  ['leading', values(NUM, 'none|tight|snug|normal|relaxed|loose', ARB), 'leading'],
  ['tracking', word('tighter|tight|normal|wide|wider|widest'), 'tracking'],
  ['line-clamp', values(NUM, 'none', ARB), 'line-clamp'],
  ['whitespace', word('normal|nowrap|pre|pre-line|pre-wrap|break-spaces'), 'whitespace'],
  ['align', word('baseline|top|middle|bottom|text-top|text-bottom|sub|super'), 'vertical-align'],
  ['overflow-x', word('auto|hidden|clip|visible|scroll'), 'overflow-x'],
  ['overflow-y', word('auto|hidden|clip|visible|scroll'), 'overflow-y'],
  ['overflow', word('auto|hidden|clip|visible|scroll'), 'overflow'],
  ['cursor', values('[a-z]+(?:-[a-z]+)*', ARB), 'cursor'],
  ['pointer-events', word('none|auto'), 'pointer-events'],
  ['select', word('none|text|all|auto'), 'select'],
  ['resize', word('none|x|y'), 'resize'],
  ['appearance', word('none|auto'), 'appearance'],
  ['scroll-mt', spacing, 'scroll-mt'],
  ['scroll-mb', spacing, 'scroll-mb'],
  ['duration', values(NUM, 'initial', ARB), 'duration'],
  ['ease', word('linear|in|out|in-out|initial'), 'ease'],
  ['delay', values(NUM, ARB), 'delay'],
  ['animate', word('spin|ping|pulse|bounce|none'), 'animate'],
  ['translate-x', inset, 'translate-x'],
  ['translate-y', inset, 'translate-y'],
  ['scale-x', values(NUM, ARB), 'scale-x'],
  ['scale-y', values(NUM, ARB), 'scale-y'],
  ['scale', values(NUM, ARB), 'scale'],
  ['rotate', values(NUM, ARB), 'rotate'],
  [
    'origin',
    word('center|top|top-right|right|bottom-right|bottom|bottom-left|left|top-left'),
    'transform-origin',
  ],
  ['aspect', values('auto|square|video', String.raw`\d+/\d+`, ARB), 'aspect'],
  ['backdrop-blur', word('none|xs|sm|md|lg|xl|2xl|3xl'), 'backdrop-blur'],
  ['blur', word('none|xs|sm|md|lg|xl|2xl|3xl'), 'blur'],
  ['list', word('disc|decimal|none'), 'list-style-type'],
  ['underline-offset', values(NUM, 'auto', ARB), 'underline-offset'],
  ['accent', COLOR, 'accent'],
  ['caret', COLOR, 'caret'],
  ['from', COLOR, 'gradient-from'],
  ['via', COLOR, 'gradient-via'],
  ['to', COLOR, 'gradient-to'],
  ['transition', word('all|colors|opacity|shadow|transform|none'), 'transition'],
  ['columns', values(NUM, 'auto|3xs|2xs|xs|sm|md|lg|xl|[2-7]xl', ARB), 'columns'],
];
// Each prefix once, found by the class's dashes: `inset-x-0` tries `inset-x` before `inset`, so
// the longest prefix whose value fits wins, and a class costs a lookup per dash, not a scan of them all.
const PREFIX: Map<string, [RegExp, Kind]> = new Map(
  PREFIXES.map(([prefix, valid, kind]) => [prefix, [valid, kind]]),
);

const FONT_SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const NUMBER = /^\d+$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const ROUNDED =
  /^rounded(?:-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))?(?:-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[.+\]))?$/;
const isArbitraryLength = (value: string) => /^\[(length:|\d|calc\(|min\(|max\(|clamp\(|var\(--)/.test(value);

/** The kind of a class (variants and `!` removed), or undefined for a class this table does not know. */
function kindOf(name: string): Kind | undefined {
  const base = name.startsWith('-') ? name.slice(1) : name;
  const known = EXACT[base];
  if (known) return known;
  // An arbitrary property, `[overflow-wrap:anywhere]`: its kind is the property.
  let match = /^\[([a-z-]+):.+\]$/.exec(base);
  if (match) return `[${match[1]}]`;
  // The postfix after `/` (opacity of a colour, line height of a font size) keeps the kind.
  const bare = base.replace(/\/(\d+|\[[^\]]+\])$/, '');
  match = /^text-(.+)$/.exec(bare);
  if (match) {
    if (FONT_SIZES.test(match[1]!) || isArbitraryLength(match[1]!)) return 'font-size';
    return COLOR.test(match[1]!) ? 'text-color' : undefined;
  }
  match = /^font-(.+)$/.exec(bare);
  if (match) return FONT_WEIGHTS.test(match[1]!) ? 'font-weight' : 'font-family';
  // tailwind-merge reads Tailwind 3's bg-gradient-to-* as a background colour: so does this.
  match = /^bg-(.+)$/.exec(bare);
  if (match) return COLOR.test(match[1]!) ? 'bg-color' : undefined;
  match = /^shadow-(.+)$/.exec(bare);
  if (match) return SHADOW_SIZES.test(match[1]!) || match[1]!.startsWith('[') ? 'shadow' : 'shadow-color';
  match = ROUNDED.exec(bare);
  if (match) return match[1] ? `rounded-${match[1]}` : 'rounded';
  match = /^border-(?:(x|y|s|e|t|r|b|l)(?:-(.+))?|(.+))$/.exec(bare);
  if (match) {
    const side = match[1] ? `-${match[1]}` : '';
    const value = match[1] ? match[2] : match[3];
    if (value === undefined || NUMBER.test(value)) return `border-w${side}`;
    return COLOR.test(value) ? `border-color${side}` : undefined;
  }
  match = /^ring-offset-(.+)$/.exec(bare);
  if (match) return NUMBER.test(match[1]!) ? 'ring-offset-w' : 'ring-offset-color';
  match = /^ring-(.+)$/.exec(bare);
  if (match) return NUMBER.test(match[1]!) ? 'ring-w' : 'ring-color';
  match = /^outline-offset-(.+)$/.exec(bare);
  if (match) return 'outline-offset';
  match = /^outline-(.+)$/.exec(bare);
  if (match) return NUMBER.test(match[1]!) ? 'outline-w' : 'outline-color';
  match = /^divide-(x|y)(-(.+))?$/.exec(bare);
  if (match) return `divide-${match[1]}`;
  match = /^fill-(.+)$/.exec(bare);
  if (match) return 'fill';
  match = /^stroke-(.+)$/.exec(bare);
  if (match) return NUMBER.test(match[1]!) ? 'stroke-w' : 'stroke';
  match = /^decoration-(.+)$/.exec(bare);
  if (match) return 'decoration-color';
  for (let dash = bare.lastIndexOf('-'); dash > 0; dash = bare.lastIndexOf('-', dash - 1)) {
    const entry = PREFIX.get(bare.slice(0, dash));
    if (entry?.[0].test(bare.slice(dash + 1))) return entry[1];
  }
  return undefined;
}

/** Kinds a later class of this kind overrides besides its own (tailwind-merge's conflicting groups). */
const OVERRIDES: Record<Kind, Kind[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'col-start-end': ['col-start', 'col-end'],
  'row-start-end': ['row-start', 'row-end'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-s',
    'border-color-e',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  'fvn-normal': ['fvn-spacing', 'fvn-figure'],
  'fvn-spacing': ['fvn-normal'],
  'fvn-figure': ['fvn-normal'],
};

/** Variants (`sm:`, `hover:`, `[&_svg]:`) and the base class, split on `:` outside brackets. */
function parse(className: string): { variants: string; important: boolean; base: string } {
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let base = className.slice(start);
  let important = false;
  if (base.startsWith('!')) {
    important = true;
    base = base.slice(1);
  } else if (base.endsWith('!')) {
    important = true;
    base = base.slice(0, -1);
  }
  return { variants: parts.join(':'), important, base };
}

// The same few dozen class lists come back on every card and every render (24 cards of a list
// page): each is resolved once (cn was ~15 ms of a phone's hydration of /packages when it was not).
const resolved = new Map<string, string>();
const RESOLVED_MAX = 2_000;

/** Joins class names; a later Tailwind class overrides earlier ones of the same kind and variants. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = resolved.get(joined);
  if (known !== undefined) return known;
  const result = merge(joined);
  if (resolved.size >= RESOLVED_MAX) resolved.clear();
  resolved.set(joined, result);
  return result;
}

/**
 * What a class takes (its kind in its variants' scope, then the kinds it overrides), or null for
 * a class no other overrides. Each class is read once: the same few hundred come back in every
 * list (a phone's hydration spent more time here than in most components when each was read anew).
 */
const takes = new Map<string, string[] | null>();
const TAKES_MAX = 5_000;

function takesOf(className: string): string[] | null {
  const known = takes.get(className);
  if (known !== undefined) return known;
  const { variants, important, base } = parse(className);
  const kind = kindOf(base);
  let result: string[] | null = null;
  if (kind) {
    const scope = `${variants}${important ? '!' : ''}:`;
    result = [scope + kind, ...(OVERRIDES[kind] ?? []).map((overridden) => scope + overridden)];
  }
  if (takes.size >= TAKES_MAX) takes.clear();
  takes.set(className, result);
  return result;
}

function merge(joined: string): string {
  const classes = joined.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    if (!className) continue;
    const keys = takesOf(className);
    if (!keys) {
      kept.push(className);
      continue;
    }
    if (taken.has(keys[0]!)) continue;
    for (const key of keys) taken.add(key);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
