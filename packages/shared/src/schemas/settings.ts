import { z } from '../zod.ts';

export const siteSettings = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  socialLink: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;
