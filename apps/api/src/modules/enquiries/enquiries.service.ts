import type { EnquiryResponse, enquiryBody } from '@wayfarer/shared/schemas/enquiry';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { resolveShareCode } from '../share-links/index.ts';
import { enqueueEnquiryEmails } from './enquiry-emails.ts';
import { findExistingLinks, insertLead, type LeadLinks, type LeadRow } from './enquiries.repository.ts';

type EnquiryInput = z.output<typeof enquiryBody>;

const asUuid = (value: string | undefined) => (isUuid(value) ? value : undefined);

/**
 * A creatorId or packageId that matches nothing is dropped, so a stale id kept in a
 * visitor's browser never blocks the enquiry. An id that is not even a UUID matches nothing.
 */
export async function resolveLeadLinks(db: Database, input: EnquiryInput): Promise<LeadLinks> {
  const creatorId = asUuid(input.creatorId);
  const packageId = asUuid(input.packageId);
  if (!creatorId && !packageId) return { creatorId: null, packageId: null };
  return findExistingLinks(db, { creatorId, packageId });
}

/**
 * Stores the enquiry as a lead and, in the same transaction, queues its e-mails: "new lead" to the
 * creators it is addressed to, an acknowledgement to the sender (ADR 988).
 */
export async function createEnquiry(db: Database, input: EnquiryInput): Promise<EnquiryResponse> {
  const links = await resolveLeadLinks(db, input);
  // The creator link behind the enquiry, from its code alone; an unknown one is ignored.
  const shareLink = await resolveShareCode(db, input.shareCode);
  const lead = await db.transaction(async (tx) => {
    const row = await insertLead(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      ...links,
      shareLinkId: shareLink?.shareLinkId ?? null,
    });
    await enqueueEnquiryEmails(tx, row);
    return row;
  });
  return toEnquiryResponse(lead);
}

export function toEnquiryResponse(lead: LeadRow): EnquiryResponse {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    status: lead.status,
    creatorId: lead.creatorId,
    packageId: lead.packageId,
    createdAt: lead.createdAt.toISOString(),
  };
}
