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
