import type { CreatorChip as CreatorChipData } from '@wayfarer/shared/schemas/tour';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Link } from 'react-router';
import { NEAR_PICTURE } from '@/lib/near-pictures';
import { cn } from '@/utils/cn';

type CreatorChipProps = {
  creator: CreatorChipData;
  className?: string;
  /** Near the top of the page: the avatar is fetched as the markup is read, at low priority (ADR 1405). */
  isNear?: boolean;
};

/** A creator's avatar and name linking to /@username (spec 001 §2 "creator chip"). */
export function CreatorChip({ creator, className, isNear = false }: CreatorChipProps) {
  return (
    <Link
      to={`/@${creator.username}`}
      className={cn(
        'inline-flex max-w-full items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-zinc-800 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Avatar className="size-7 shrink-0">
        {creator.profileImage && (
          <AvatarImage src={creator.profileImage} alt="" {...(isNear && NEAR_PICTURE)} />
        )}
        <AvatarFallback className="text-xs">
          {initialsOf(creator.fullName || creator.username)}
        </AvatarFallback>
      </Avatar>
      <span className="min-w-0 truncate">{creator.fullName || `@${creator.username}`}</span>
    </Link>
  );
}
