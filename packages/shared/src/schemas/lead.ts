import { leadStatuses } from '../enums.ts';
import { z } from '../zod.ts';
import { queryInt } from './common.ts';
import { attribution } from './share-links.ts';

export const leadMessages = {
  // Ours: the spec leaves these open.
  leadNotFound: 'Lead not found',
  invalidStatus: `Status must be one of ${leadStatuses.join(', ')}`,
} as const;

const leadStatus = z.enum(leadStatuses, { message: leadMessages.invalidStatus });

/** `?page&search&status`: an empty search or status means no filter; page starts at 1. */
export const leadListQuery = z.object({
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
  search: z.string().trim().max(100).optional().default(''),
  status: z
    .union([leadStatus, z.literal('')])
    .optional()
    .default(''),
});
export type LeadListQuery = z.input<typeof leadListQuery>;

// spec 001 §3 "Lead / enquiry", plus what the leads screen shows beside it.
export const lead = z.object({
  enquiryId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: leadStatus,
  // The package the enquiry was sent from; null when it named none.
  package: z.object({ id: z.string(), title: z.string(), slug: z.string() }).nullable(),
  creator: z.object({ id: z.string(), fullName: z.string(), username: z.string() }).nullable(),
  /** The creator link the enquiry came through (its creator and channel), or null. */
  attribution: attribution.nullable(),
  /** The package's creator (null without a package): a link of another creator is a recommendation. */
  packageCreatorId: z.string().nullable(),
  /** ADR 1360: the booking the admin made from the lead (admins only; null otherwise). */
  booking: z.object({ id: z.string(), bookingNumber: z.string(), status: z.string() }).nullable(),
});
export type Lead = z.infer<typeof lead>;

/** spec 001 §7 "Leads": the answer has `enquiries` and `totalResults`. */
export const leadPage = z.object({
  enquiries: z.array(lead),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type LeadPage = z.infer<typeof leadPage>;

export const leadStatusBody = z.object({ status: leadStatus });
export type LeadStatusBody = z.input<typeof leadStatusBody>;
