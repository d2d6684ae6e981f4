import { type SocialPlatform, socialPlatforms } from '@wayfarer/shared/enums';
import {
  creatorDisplayName,
  DEFAULT_CREATOR_SUBTITLE,
  DEFAULT_CREATOR_TITLE,
  isHttpUrl,
} from '@wayfarer/shared/rules/creator';
import { UserRound } from 'lucide-react';
import { socialPlatformIcons } from '@/components/social-platform-icons';
import { Img } from '@/components/ui/img';
import { cn } from '@/utils/cn';

export type CreatorCardData = {
  fullName: string;
  username: string;
  showUsername: boolean;
  profileImage: string | null;
  title: string | null;
  subtitle: string | null;
  socialMediaLinks: readonly { type: string; url: string }[];
};

type CreatorCardProps = {
  creator: CreatorCardData;
  /** The name is the page's h1 on the public profile; elsewhere it is plain text. */
  nameAs?: 'h1' | 'h2' | 'p';
  className?: string;
};

const isPlatform = (type: string): type is SocialPlatform => type in socialPlatforms;

/**
 * spec 000 §2: the public creator card — profile image, title (default "Discover your next
 * adventure"), subtitle (default "with"), the full name or @username, and social links.
 */
export function CreatorCard({ creator, nameAs: Name = 'p', className }: CreatorCardProps) {
  const name = creatorDisplayName(creator);
  const links = creator.socialMediaLinks.filter((link) => isPlatform(link.type) && isHttpUrl(link.url));
  return (
    <div
      className={cn(
        'flex max-w-full min-w-0 flex-col items-center gap-5 rounded-2xl border bg-white p-6 text-center shadow-sm sm:flex-row sm:items-center sm:text-left',
        className,
      )}
    >
      <div className="flex size-[100px] shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-brand-700 ring-4 ring-brand-100">
        {creator.profileImage ? (
          <Img
            src={creator.profileImage}
            alt={`Profile photo of ${name}`}
            width={100}
            height={100}
            sizes="100px"
            className="size-full object-cover"
          />
        ) : (
          <UserRound aria-hidden="true" className="size-10" />
        )}
      </div>
      {/* Long words (a pasted URL, a 100-character name) wrap or truncate; never widen the page. */}
      <div className="w-full min-w-0 space-y-1 sm:w-auto sm:flex-1">
        <p className="text-xl font-bold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-2xl">
          {creator.title?.trim() || DEFAULT_CREATOR_TITLE}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {creator.subtitle?.trim() || DEFAULT_CREATOR_SUBTITLE}
        </p>
        <Name className="truncate text-lg font-semibold text-brand-800" title={name}>
          {name}
        </Name>
        {links.length > 0 && (
          <ul className="flex flex-wrap justify-center gap-1 pt-1 sm:justify-start" aria-label="Social links">
            {links.map((link) => {
              const type = link.type as SocialPlatform;
              const Icon = socialPlatformIcons[type];
              return (
                <li key={`${type}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${name} on ${socialPlatforms[type]}`}
                    className="flex size-9 items-center justify-center rounded-full text-zinc-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
