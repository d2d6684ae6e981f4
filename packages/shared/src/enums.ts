export const roles = ['ADMIN', 'USER'] as const;
export type Role = (typeof roles)[number];

// spec 000 §3: social platform codes
export const socialPlatforms = {
  fb: 'Facebook',
  in: 'Instagram',
  yt: 'Youtube',
  tw: 'Twitter',
  li: 'LinkedIn',
  sn: 'Snapchat',
  pi: 'Pinterest',
  re: 'Reddit',
  ti: 'Twitch',
  di: 'Discord',
} as const;
export type SocialPlatform = keyof typeof socialPlatforms;

// Issue 4: a lead moves between new, followed, cancelled and confirmed.
export const leadStatuses = ['new', 'followed', 'cancelled', 'confirmed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
