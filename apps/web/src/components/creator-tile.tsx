import { creatorDisplayName, DEFAULT_CREATOR_TITLE } from '@wayfarer/shared/rules/creator';
import { Link } from 'react-router';
import { TileImage } from '@/components/tile-image';

export type CreatorTileData = {
  username: string;
  fullName: string;
  showUsername: boolean;
  profileImage: string | null;
  title: string | null;
};

/** The two looks of a creator tile: full class lists, for Tailwind to find. */
const looks = {
  /** The home page's row of featured creators: square pictures, the name on one line. */
  compact: {
    link: 'group block overflow-hidden rounded-xl border bg-white shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
    aspect: 'square',
    width: 320,
    height: 320,
    body: 'p-3',
    name: 'truncate font-semibold',
  },
  /** The /creators grid: tall portraits, the name on up to two lines. */
  portrait: {
    link: 'group block h-full overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
    aspect: '4/5',
    width: 400,
    height: 500,
    body: 'grid gap-1 p-3 sm:p-4',
    name: 'line-clamp-2 font-semibold [overflow-wrap:anywhere] text-foreground',
  },
} as const;

type CreatorTileProps = {
  creator: CreatorTileData;
  look: keyof typeof looks;
  headingLevel: 'h2' | 'h3';
  /** Eager for the tiles in the first screen, lazy below it. */
  loading: 'eager' | 'lazy';
  /** The grid's column widths, for the browser to pick from the picture's srcset. */
  sizes: string;
};

/** A creator's picture, name and title (default "Discover your next adventure"), opening /@username. */
export function CreatorTile({ creator, look, headingLevel: Heading, loading, sizes }: CreatorTileProps) {
  const { link, aspect, width, height, body, name } = looks[look];
  return (
    <Link to={`/@${creator.username}`} className={link}>
      <TileImage
        src={creator.profileImage ?? undefined}
        aspect={aspect}
        width={width}
        height={height}
        loading={loading}
        sizes={sizes}
      />
      <div className={body}>
        <Heading className={name}>{creatorDisplayName(creator)}</Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {creator.title?.trim() || DEFAULT_CREATOR_TITLE}
        </p>
      </div>
    </Link>
  );
}
