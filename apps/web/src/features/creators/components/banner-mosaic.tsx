import { Img } from '@/components/ui/img';
import { cn } from '@/utils/cn';

type BannerMosaicProps = { images: readonly { image: string; order: number }[]; name: string };

// Desktop: one large image and up to four small ones; the spans depend on how many there are.
const desktopSpans: Record<number, string[]> = {
  1: ['md:col-span-4 md:row-span-2'],
  2: ['md:col-span-2 md:row-span-2', 'md:col-span-2 md:row-span-2'],
  3: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-2'],
  4: ['md:col-span-2 md:row-span-2', 'md:col-span-2', '', ''],
  5: ['md:col-span-2 md:row-span-2', '', '', '', ''],
};

/** How wide an image of the mosaic shows (for its srcset): its grid columns of four on desktop. */
function mosaicSizes(count: number, span: string | undefined): string {
  const desktop = span?.includes('col-span-4') ? '100vw' : span?.includes('col-span-2') ? '50vw' : '25vw';
  return `(min-width: 768px) ${desktop}, ${count === 1 ? '100vw' : '85vw'}`;
}

/**
 * spec 001 §2: a mosaic of up to five banner images (spec 001 §9). On phones the same images form
 * a strip that scrolls sideways with snapping.
 */
export function BannerMosaic({ images, name }: BannerMosaicProps) {
  const banners = [...images].sort((a, b) => a.order - b.order).slice(0, 5);
  if (banners.length === 0) {
    return (
      <div
        aria-hidden="true"
        className="h-40 bg-gradient-to-br from-brand-200 via-brand-50 to-zinc-100 sm:rounded-2xl md:h-56"
      />
    );
  }
  const spans = desktopSpans[banners.length] ?? [];
  return (
    <section
      aria-label={`Travel photos of ${name}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls sideways on phones; keyboard users must be able to focus it to scroll
      tabIndex={0}
      className="flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-0 md:grid md:h-[26rem] md:grid-cols-4 md:grid-rows-2 md:overflow-visible"
    >
      {banners.map((banner, index) => (
        <div
          key={`${banner.order}-${banner.image}`}
          className={cn(
            'relative aspect-[4/3] shrink-0 snap-center overflow-hidden rounded-xl bg-zinc-100 md:aspect-auto md:w-auto',
            banners.length === 1 ? 'w-full' : 'w-[85%]',
            index === 0 && 'md:rounded-l-2xl',
            spans[index],
          )}
        >
          <Img
            src={banner.image}
            alt={`Travel photo ${index + 1} of ${banners.length} by ${name}`}
            width={index === 0 ? 1600 : 800}
            height={index === 0 ? 1200 : 600}
            sizes={mosaicSizes(banners.length, spans[index])}
            // The first photo is the page's largest paint; the rest wait for layout so they do
            // not compete with it (on phones they are off-screen in the strip).
            fetchPriority={index === 0 ? 'high' : undefined}
            loading={index === 0 ? undefined : 'lazy'}
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      ))}
    </section>
  );
}
