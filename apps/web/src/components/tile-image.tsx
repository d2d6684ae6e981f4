import { Img } from '@/components/ui/img';

/** The frame's shape: full class lists, for Tailwind to find. */
const frames = {
  square: 'aspect-square overflow-hidden bg-zinc-100',
  '4/3': 'aspect-[4/3] overflow-hidden bg-zinc-100',
  '4/5': 'aspect-[4/5] overflow-hidden bg-zinc-100',
} as const;

type TileImageProps = {
  src: string | undefined;
  aspect: keyof typeof frames;
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  /** `low` for an eager picture that is not the page's largest: no preload, fetched as found. */
  fetchPriority?: 'low';
  /** The grid's column widths, for the browser to pick from the picture's srcset. */
  sizes: string;
};

/**
 * A card's picture (decorative: the card's text names it), filling its frame and growing a little
 * when the card (`group`) is hovered.
 */
export function TileImage({ src, aspect, width, height, loading, fetchPriority, sizes }: TileImageProps) {
  return (
    <div className={frames[aspect]}>
      <Img
        src={src}
        alt=""
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        sizes={sizes}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
      />
    </div>
  );
}
