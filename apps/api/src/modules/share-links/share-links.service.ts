import { randomBytes } from 'node:crypto';
import type { ShareChannel } from '@wayfarer/shared/enums';
import type { Attribution } from '@wayfarer/shared/rules/attribution';
import {
  isShareCode,
  SHARE_CODE_LENGTH,
  SHARE_REF_PARAM,
  SHARE_VIA_PARAM,
  shareLinkPath,
} from '@wayfarer/shared/rules/share-links';
import { type ShareLink, shareLinkMessages } from '@wayfarer/shared/schemas/share-links';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  findLinkCreators,
  findPackageForSharing,
  findShareLinkByCode,
  findShareLinkFor,
  insertShareLink,
  listShareLinksOf,
  type ShareLinkRow,
} from './share-links.repository.ts';

// ADR 1313: a creator's short link per package (its own, or another creator's
// published package: a recommendation) or profile, and channel; the same request answers the same
// code. The code alone names the creator and channel: the server never takes either from a client.

export type ShareLinkDeps = { db: Database; publicUrl: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 8 characters of [A-Za-z0-9], each uniform (bytes ≥ 248 are drawn again). */
export function newShareCode(): string {
  let code = '';
  while (code.length < SHARE_CODE_LENGTH) {
    for (const byte of randomBytes(SHARE_CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < SHARE_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

const toShareLink = (publicUrl: string, row: ShareLinkRow): ShareLink => ({
  code: row.code,
  url: `${publicUrl}${shareLinkPath(row.code)}`,
  channel: row.channel,
  packageId: row.packageId,
});

/** The existing link, or a new one; a racing request or a taken code reads the winner / tries again. */
async function linkFor(
  db: Database,
  key: { creatorId: string; packageId: string | null; channel: ShareChannel },
): Promise<ShareLinkRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findShareLinkFor(db, key);
    if (existing) return existing;
    const inserted = await insertShareLink(db, { ...key, code: newShareCode() });
    if (inserted) return inserted;
  }
  throw new Error('share link: no code could be written after 5 attempts');
}

/** POST /v1/share-links: a link to any creator's published package; anything else 404. */
export async function createShareLink(
  deps: ShareLinkDeps,
  creatorId: string,
  input: { packageId: string; channel: ShareChannel },
): Promise<ShareLink> {
  const pkg = isUuid(input.packageId) ? await findPackageForSharing(deps.db, input.packageId) : undefined;
  // Another creator's draft is as unknown as a missing package; an unpublished page has nobody to show.
  if (pkg?.status !== 'Published') throw new AppError('PACKAGE_NOT_FOUND', shareLinkMessages.packageNotFound);
  const row = await linkFor(deps.db, { creatorId, packageId: pkg.id, channel: input.channel });
  return toShareLink(deps.publicUrl, row);
}

/** POST /v1/share-links/profile: the creator's link to its own public profile. */
export async function createProfileShareLink(
  deps: ShareLinkDeps,
  creatorId: string,
  channel: ShareChannel,
): Promise<ShareLink> {
  return toShareLink(deps.publicUrl, await linkFor(deps.db, { creatorId, packageId: null, channel }));
}

/** GET /v1/share-links: the creator's links to one package ('' : to its profile). */
export async function listShareLinks(
  deps: ShareLinkDeps,
  creatorId: string,
  packageId: string,
): Promise<{ results: ShareLink[] }> {
  if (packageId && !isUuid(packageId)) return { results: [] };
  const rows = await listShareLinksOf(deps.db, creatorId, packageId || null);
  return { results: rows.map((row) => toShareLink(deps.publicUrl, row)) };
}

export type ResolvedShareCode = {
  shareLinkId: string;
  creatorId: string;
  channel: ShareChannel;
  packageId: string | null;
};

/**
 * The link a code from a visitor's browser names, or null for anything else (a malformed or
 * unknown code is ignored, never refused: a stale link must not block a booking or an enquiry).
 */
export async function resolveShareCode(
  db: Database,
  code: string | undefined,
): Promise<ResolvedShareCode | null> {
  if (!isShareCode(code)) return null;
  const row = await findShareLinkByCode(db, code);
  if (!row) return null;
  return { shareLinkId: row.id, creatorId: row.creatorId, channel: row.channel, packageId: row.packageId };
}

/**
 * Where /go/{code} sends the visitor: the package's page (or the creator's profile) with the code
 * and channel in the query, which the web keeps and then drops from the address bar; null (404)
 * for an unknown code or a package no longer published.
 */
export async function shareRedirectPath(db: Database, code: string): Promise<string | null> {
  if (!isShareCode(code)) return null;
  const row = await findShareLinkByCode(db, code);
  if (!row) return null;
  const query = `?${SHARE_VIA_PARAM}=${row.channel}&${SHARE_REF_PARAM}=${code}`;
  if (row.packageId === null) return `/@${encodeURIComponent(row.username)}${query}`;
  if (row.packageStatus !== 'Published' || !row.packageSlug) return null;
  return `/package/${encodeURIComponent(row.packageSlug)}${query}`;
}

/** Each link's attribution (its creator and channel), by link id, for the booking and lead reads. */
export async function attributionsOf(
  db: Database,
  shareLinkIds: (string | null)[],
): Promise<Map<string, Attribution>> {
  const ids = [...new Set(shareLinkIds.filter((id): id is string => Boolean(id)))];
  const rows = await findLinkCreators(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      { creatorId: row.creatorId, creatorName: row.fullName, channel: row.channel },
    ]),
  );
}
