import { ExternalLink } from 'lucide-react';
import { Img } from '@/components/ui/img';

type MemoryCard = { image: string; order: number; title: string; description: string; link: string };

/** spec 001 §2: the creator's memories — image, title, description and an optional link. */
export function MemoriesGrid({ memories }: { memories: readonly MemoryCard[] }) {
  const sorted = [...memories].sort((a, b) => a.order - b.order);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sorted.map((memory) => (
        <li
          key={`${memory.order}-${memory.title}`}
          className="overflow-hidden rounded-xl border bg-white shadow-sm"
        >
          <div className="aspect-[4/3] bg-zinc-100">
            <Img
              src={memory.image}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="size-full object-cover"
            />
          </div>
          <div className="grid gap-2 p-4">
            <h3 className="font-semibold">{memory.title}</h3>
            {memory.description && <p className="text-sm text-zinc-700">{memory.description}</p>}
            {memory.link && (
              <a
                href={memory.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                Open link
                <span className="sr-only"> for {memory.title} (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
