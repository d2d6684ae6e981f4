import { slugify } from '@wayfarer/shared/rules/slug';

/** The base of a package's slug: the slugified title, or "package" when nothing is left. */
export function slugBase(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'package';
}

/**
 * `base` when free, else `base-2`, `base-3`… the first one not in `taken` (issue 5: slugs are
 * unique and derived from the title on the server).
 */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
