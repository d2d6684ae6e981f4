import type { LeadStatus } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { type Lead, type LeadPage, leadMessages, type leadListQuery } from '@wayfarer/shared/schemas/lead';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { Attribution } from '@wayfarer/shared/rules/attribution';
import { attributionsOf } from '../share-links/index.ts';
import {
  findLead,
  type LeadScope,
  type LeadWithCreator,
  listLeads,
  updateLeadStatus,
} from './leads.repository.ts';

// The leads screen pages by 10.
export const LEAD_PAGE_SIZE = 10;

/**
 * Whose leads the user may see: an admin all, a creator its own; anyone else 403.
 * spec 001 §6: admin and creator share the queries screen.
 */
function leadScope(user: AuthUser): LeadScope {
  if (user.role === 'ADMIN') return 'all';
  if (user.creatorId) return { creatorId: user.creatorId };
  throw new AppError('FORBIDDEN', serverMessages.forbidden);
}

const toLead = (row: LeadWithCreator, attributions: Map<string, Attribution>, user: AuthUser): Lead => ({
  enquiryId: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  package: row.package,
  creator: row.creator,
  attribution: (row.shareLinkId && attributions.get(row.shareLinkId)) || null,
  packageCreatorId: row.packageCreatorId,
  // The booking may be of another creator's package: only an admin sees it.
  booking: user.role === 'ADMIN' ? row.booking : null,
});

export async function getLeadPage(
  db: Database,
  user: AuthUser,
  input: z.output<typeof leadListQuery>,
): Promise<LeadPage> {
  const request = { page: input.page, limit: LEAD_PAGE_SIZE };
  const { rows, total } = await listLeads(db, {
    scope: leadScope(user),
    search: input.search,
    status: input.status,
    offset: offsetOf(request),
    limit: request.limit,
  });
  const attributions = await attributionsOf(
    db,
    rows.map((row) => row.shareLinkId),
  );
  return {
    enquiries: rows.map((row) => toLead(row, attributions, user)),
    page: request.page,
    limit: request.limit,
    totalPages: Math.ceil(total / request.limit),
    totalResults: total,
  };
}

/** Another creator's lead is as unknown as a missing one (404), so ids reveal nothing. */
export async function changeLeadStatus(
  db: Database,
  user: AuthUser,
  id: string,
  status: LeadStatus,
): Promise<Lead> {
  const scope = leadScope(user);
  const existing = isUuid(id) ? await findLead(db, id, scope) : undefined;
  if (!existing) throw new AppError('LEAD_NOT_FOUND', leadMessages.leadNotFound);
  await updateLeadStatus(db, id, status);
  return toLead({ ...existing, status }, await attributionsOf(db, [existing.shareLinkId]), user);
}

/** One lead (the admin's "Create booking" prefills from it); another creator's is 404 as in changeLeadStatus. */
export async function getLead(db: Database, user: AuthUser, id: string): Promise<Lead> {
  const existing = isUuid(id) ? await findLead(db, id.toLowerCase(), leadScope(user)) : undefined;
  if (!existing) throw new AppError('LEAD_NOT_FOUND', leadMessages.leadNotFound);
  return toLead(existing, await attributionsOf(db, [existing.shareLinkId]), user);
}
