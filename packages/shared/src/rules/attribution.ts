import { type FunnelChannel, funnelChannelLabels } from '../enums.ts';

// Where a booking or lead came from (ADR 1313), as the operators' screens word it.

export type Attribution = { creatorId: string; creatorName: string; channel: FunnelChannel };

/**
 * What the booking and lead screens say of where a booking or lead came from: "via Instagram"
 * for the package's own creator's link, "recommended by {name} · via WhatsApp" for another's.
 */
export function attributionText(attribution: Attribution | null, packageCreatorId: string | null): string {
  if (!attribution) return '';
  const via = `via ${funnelChannelLabels[attribution.channel]}`;
  if (packageCreatorId && attribution.creatorId !== packageCreatorId)
    return `recommended by ${attribution.creatorName} · ${via}`;
  return via;
}
