import { messages } from '../messages.ts';
import { digitsToString, isEnquiryPhone } from '../rules/phone.ts';
import { z } from '../zod.ts';
import { shareCodeField } from './share-links.ts';

// spec 000 §5 "Enquiry": name required, e-mail any string, phone 10 digits starting 5 to 9.
const optionalId = z
  .union([z.string().max(100), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? undefined : String(v)));

export const enquiryBody = z.object({
  name: z.string().trim().min(1, { message: messages.nameRequired }).max(200),
  email: z.string().trim().max(320).default(''),
  phone: z.preprocess(
    digitsToString,
    z.string().trim().refine(isEnquiryPhone, { message: messages.invalidPhone }),
  ),
  message: z.string().max(5000).default(''),
  creatorId: optionalId,
  packageId: optionalId,
  // The share code the sender's browser kept; the server resolves creator and channel.
  shareCode: shareCodeField,
});
export type EnquiryBody = z.input<typeof enquiryBody>;

export const enquiryResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.string(),
  creatorId: z.string().nullable(),
  packageId: z.string().nullable(),
  createdAt: z.string(),
});
export type EnquiryResponse = z.infer<typeof enquiryResponse>;
