import type { SocialPlatform } from '@wayfarer/shared/enums';
import type { JSX } from 'react';
import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  lineIcon,
  TwitterIcon,
  YoutubeIcon,
} from './social-icons';

// The glyphs of every social platform a creator may link (spec 000 §3), in the line style of
// social-icons.tsx. Kept apart from it so the public shell's first load carries only its own four.

export const LinkedinIcon = lineIcon(
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect x="2" y="9" width="4" height="12" />
    <circle cx="4" cy="4" r="2" />
  </>,
);

export const SnapchatIcon = lineIcon(
  <path d="M12 3c3 0 5 2.2 5 5v3l2 .5-1.5 1.5c.5 1.5 2 2.5 3.5 3-1 1-2.5.8-3 1.5l-.5 1.5c-1.5-.3-2.5 0-3.5 1-1.2 1-2.8 1-4 0-1-1-2-1.3-3.5-1l-.5-1.5c-.5-.7-2-.5-3-1.5 1.5-.5 3-1.5 3.5-3L4.5 11.5 7 11V8c0-2.8 2-5 5-5z" />,
);

export const PinterestIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M11 8.5c2.5-1 5 .5 5 3 0 2.2-1.5 4-3.5 4-1 0-1.7-.6-1.5-1.6l1-4.4M10.5 22l1.5-7.5" />
  </>,
);

export const RedditIcon = lineIcon(
  <>
    <ellipse cx="12" cy="14" rx="8" ry="6" />
    <path d="M12 8l1.5-5 4 1" />
    <circle cx="19" cy="4" r="1.5" />
    <path d="M9 13h.01M15 13h.01M9.5 16.5c1.5 1 3.5 1 5 0" />
  </>,
);

export const TwitchIcon = lineIcon(<path d="M21 2H3v16h5v4l4-4h5l4-4V2zm-10 9V7m5 4V7" />);

export const DiscordIcon = lineIcon(
  <>
    <path d="M8.5 6.5a14 14 0 0 1 7 0M7 17.5a14 14 0 0 0 10 0" />
    <path d="M6 6.5C4 9 3 12 3 16c1.5 1.8 3.5 2.8 5 3l1.2-2M18 6.5c2 2.5 3 5.5 3 9.5-1.5 1.8-3.5 2.8-5 3l-1.2-2M6 6.5 8.5 5M18 6.5 15.5 5" />
    <circle cx="9" cy="12.5" r="1.3" />
    <circle cx="15" cy="12.5" r="1.3" />
  </>,
);

/** The glyph of a social platform code of spec 000 §3 (fb, in, yt, tw, li, sn, pi, re, ti, di). */
export const socialPlatformIcons = {
  fb: FacebookIcon,
  in: InstagramIcon,
  yt: YoutubeIcon,
  tw: TwitterIcon,
  li: LinkedinIcon,
  sn: SnapchatIcon,
  pi: PinterestIcon,
  re: RedditIcon,
  ti: TwitchIcon,
  di: DiscordIcon,
} as const satisfies Record<SocialPlatform, (props: IconProps) => JSX.Element>;
