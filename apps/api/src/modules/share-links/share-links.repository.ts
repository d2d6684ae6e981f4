import type { ShareChannel } from '@wayfarer/shared/enums';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creators, shareLinks, tourPackages } from '../../db/schema.ts';

// Share links (ADR 1313): written once, read by code (the redirect, checkout, enquiries,
// the beacon) and by creator (the share panels).

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** The package a link may point at: any creator's published package. */
export async function findPackageForSharing(db: Database, packageId: string) {
  const [row] = await db
    .select({
      id: tourPackages.id,
      slug: tourPackages.slug,
      status: tourPackages.status,
      creatorId: tourPackages.creatorId,
    })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId))
    .limit(1);
  return row;
}

/** The creator's link for this package (null: its profile) and channel, if it has one. */
export async function findShareLinkFor(
  db: Database,
  key: { creatorId: string; packageId: string | null; channel: ShareChannel },
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.creatorId, key.creatorId),
        key.packageId === null ? isNull(shareLinks.packageId) : eq(shareLinks.packageId, key.packageId),
        eq(shareLinks.channel, key.channel),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inserts the link unless one exists for its creator, package and channel (or its code is
 * taken): undefined then, and the caller reads the one that won.
 */
export async function insertShareLink(
  db: Database,
  values: { code: string; creatorId: string; packageId: string | null; channel: ShareChannel },
): Promise<ShareLinkRow | undefined> {
  const [row] = await db.insert(shareLinks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listShareLinksOf(
  db: Database,
  creatorId: string,
  packageId: string | null,
): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.creatorId, creatorId),
        packageId === null ? isNull(shareLinks.packageId) : eq(shareLinks.packageId, packageId),
      ),
    )
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
}

/** A link by its code, with where it leads: the package's slug and status, or the creator's username. */
export async function findShareLinkByCode(db: Database, code: string) {
  const [row] = await db
    .select({
      id: shareLinks.id,
      creatorId: shareLinks.creatorId,
      channel: shareLinks.channel,
      packageId: shareLinks.packageId,
      packageSlug: tourPackages.slug,
      packageStatus: tourPackages.status,
      username: creators.username,
    })
    .from(shareLinks)
    .innerJoin(creators, eq(creators.id, shareLinks.creatorId))
    .leftJoin(tourPackages, eq(tourPackages.id, shareLinks.packageId))
    .where(eq(shareLinks.code, code))
    .limit(1);
  return row;
}

/** Each link's creator (id and display fields) and channel, for the booking and lead screens. */
export async function findLinkCreators(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: shareLinks.id,
      channel: shareLinks.channel,
      creatorId: creators.id,
      fullName: creators.fullName,
      username: creators.username,
      showUsername: creators.showUsername,
    })
    .from(shareLinks)
    .innerJoin(creators, eq(creators.id, shareLinks.creatorId))
    .where(inArray(shareLinks.id, ids));
}
