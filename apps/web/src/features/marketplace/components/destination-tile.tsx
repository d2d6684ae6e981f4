import { Link } from 'react-router';
import { Img } from '@/components/ui/img';

export type DestinationTileData = { slug: string; name: string; image: string | null };

/** The tile's shape and the picture drawn in it: full class lists, for Tailwind to find. */
const shapes = {
  /** The home page's destinations: squares whose picture grows a little on hover. */
  square: {
    link: 'group relative block aspect-square overflow-hidden rounded-xl bg-zinc-200 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    width: 300,
    height: 300,
    image: 'size-full object-cover transition-transform duration-300 group-hover:scale-105',
  },
  /** Search results: 4:3, the picture still. */
  landscape: {
    link: 'group relative block aspect-[4/3] overflow-hidden rounded-xl bg-zinc-200 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    width: 320,
    height: 240,
    image: 'size-full object-cover',
  },
} as const;

type DestinationTileProps = {
  destination: DestinationTileData;
  shape: keyof typeof shapes;
  /** The grid's column widths, for the browser to pick from the picture's srcset. */
  sizes: string;
};

/** A destination (group) as a picture with its name over it, opening /destination/{slug}. */
export function DestinationTile({ destination, shape, sizes }: DestinationTileProps) {
  const { link, width, height, image } = shapes[shape];
  return (
    <Link to={`/destination/${destination.slug}`} className={link}>
      <Img
        src={destination.image ?? undefined}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        sizes={sizes}
        className={image}
      />
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-8 pb-3 font-semibold text-white">
        {destination.name}
      </span>
    </Link>
  );
}
