import { creatorCreateBody, creatorUpdateBody, socialLinkInput } from '@wayfarer/shared/schemas/creator';
import { z } from '@wayfarer/shared/zod';
import type { SelectOption } from '@/components/ui/multi-select';

// The pickers keep each choice's label next to its id; the payload carries the ids only.
const pickedOptions = z.array(z.object({ value: z.string(), label: z.string() })).max(50);
// The form always holds an array (rows are added and removed); the rules are the shared ones.
const socialLinkRows = z.array(socialLinkInput).max(10);

/** spec 000 §2 "Complete Profile": the create payload's rules (spec 000 §5), with labelled picks. */
export const completeProfileFormSchema = creatorCreateBody.extend({
  socialMediaLinks: socialLinkRows,
  categoryId: pickedOptions,
  destinations: pickedOptions,
});
export type CompleteProfileFormInput = z.input<typeof completeProfileFormSchema>;
export type CompleteProfileFormOutput = z.output<typeof completeProfileFormSchema>;

/** spec 000 §2 "Creator Settings", Profile tab: the update payload's rules (spec 000 §5). */
export const profileSettingsFormSchema = creatorUpdateBody.extend({
  socialMediaLinks: socialLinkRows,
  categoryId: pickedOptions,
  destinations: pickedOptions,
});
export type ProfileSettingsFormInput = z.input<typeof profileSettingsFormSchema>;
export type ProfileSettingsFormOutput = z.output<typeof profileSettingsFormSchema>;

export const idsOf = (options: readonly SelectOption[]): string[] => options.map((option) => option.value);

type Picks = { categoryId: readonly SelectOption[]; destinations: readonly SelectOption[] };

/** The payload of a profile form's values: the picked categories and destinations as ids only. */
export const withPickedIds = <T extends Picks>(
  values: T,
): Omit<T, keyof Picks> & { categoryId: string[]; destinations: string[] } => ({
  ...values,
  categoryId: idsOf(values.categoryId),
  destinations: idsOf(values.destinations),
});

export const optionsOf = (items: readonly { id: string; name: string }[]): SelectOption[] =>
  items.map((item) => ({ value: item.id, label: item.name }));
