import { missingLabels } from './package.ts';

// A package may be shown as "Coming soon" with no dates or prices; what a visitor
// sees on its page (the pictures, the title and the description) must be there.

export type ComingSoonParts = { banner: string; thumb: string; title: string; description: string };

/** The parts a package lacks before it can be shown as "Coming soon"; empty when it can. */
export function missingForComingSoon(pkg: ComingSoonParts): string[] {
  const missing: string[] = [];
  if (!pkg.banner) missing.push(missingLabels.banner);
  if (!pkg.thumb) missing.push(missingLabels.thumb);
  if (!pkg.title.trim()) missing.push(missingLabels.title);
  if (!pkg.description.trim()) missing.push(missingLabels.description);
  return missing;
}
