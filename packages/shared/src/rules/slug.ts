/**
 * A URL slug from a name: lower case ASCII letters and digits joined by single hyphens
 * ("Ha Long Bay" -> "ha-long-bay", "Zürich" -> "zurich"). Empty when nothing is left.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A package slug's base is at most this long, so its URL stays readable. */
export const PACKAGE_SLUG_MAX_LENGTH = 80;

/**
 * The base of a package's slug, the same whoever writes the package (the editor's API or the
 * package writer behind the seed): the slugified title cut to 80 characters without a trailing
 * hyphen, or "package" when nothing is left.
 */
export function packageSlugBase(title: string): string {
  return slugify(title).slice(0, PACKAGE_SLUG_MAX_LENGTH).replace(/-+$/, '') || 'package';
}

/** `base` when free, else `base-2`, `base-3`… the first one not in `taken`. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string> | Iterable<string>): string {
  // A set is used as it is: a bulk writer asks once per title with one growing set.
  const used: ReadonlySet<string> = taken instanceof Set ? taken : new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
