import { paiseToRupees } from '@wayfarer/shared/rules/money';
import type { TourStateResponse } from '@wayfarer/shared/schemas/tour';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { nextFreeSlug, packageSlugBase as slugBase } from '@wayfarer/shared/rules/slug';
import { findSlugsLike, type PackageWithCreator, type TourPackageRow } from './tours.repository.ts';

// What every editor tab's service shares: the answer's head, the state answer, the 400 shape and
// the slug-race retry.

export type Out<T extends z.ZodType> = z.output<T>;

export const toRupees = (paise: number | null): number | null =>
  paise === null ? null : paiseToRupees(paise);

export const head = (pkg: PackageWithCreator) => ({
  id: pkg.id,
  slug: pkg.slug,
  status: pkg.status,
  rejectionReason: pkg.rejectionReason,
  creator: pkg.creator,
});

export const toState = (pkg: TourPackageRow): TourStateResponse => ({
  id: pkg.id,
  slug: pkg.slug,
  status: pkg.status,
  rejectionReason: pkg.rejectionReason,
  featured: pkg.featured,
});

/** 400 naming every offending field; the first one's text is the message. */
export function refuse(issues: FieldIssue[]): void {
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
}

/**
 * Runs `write` with a free slug for `title`. Two requests racing for the same slug: the loser's
 * transaction fails on the unique index and is run again with the next free one.
 */
export async function withFreeSlug<T>(
  db: Database,
  title: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const base = slugBase(title);
    const slug = nextFreeSlug(base, await findSlugsLike(db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
