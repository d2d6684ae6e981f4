import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import { cn } from '@/utils/cn';

export type CreatorDestinationOption = { id: string; name: string; image: string | null };

type DestinationFilterProps = {
  destinations: readonly CreatorDestinationOption[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

function Circle({ isSelected, children }: { isSelected: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'flex size-16 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-lg font-semibold text-brand-800 ring-2 ring-offset-2 transition sm:size-20',
        isSelected ? 'ring-brand-700' : 'ring-transparent group-hover:ring-brand-200',
      )}
    >
      {children}
    </span>
  );
}

const itemClasses =
  'group flex w-20 shrink-0 flex-col items-center gap-2 rounded-lg p-1 text-center text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-24';

type DestinationButtonProps = {
  destination: CreatorDestinationOption;
  isSelected: boolean;
  onSelect: (id: string | null) => void;
};

/** One round destination with its picture (the profile carries it: no call per circle). */
function DestinationButton({ destination, isSelected, onSelect }: DestinationButtonProps) {
  const { image } = destination;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      className={itemClasses}
      onClick={() => onSelect(isSelected ? null : destination.id)}
    >
      <Circle isSelected={isSelected}>
        {image ? (
          <Img
            src={image}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            sizes="80px"
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{initialsOf(destination.name)}</span>
        )}
      </Circle>
      <span className="line-clamp-2">{destination.name}</span>
    </button>
  );
}

/** spec 001 §2: the destination circles; picking one filters the featured packages. */
export function DestinationFilter({ destinations, selectedId, onSelect }: DestinationFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter packages by destination"
      className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2"
    >
      <button
        type="button"
        aria-pressed={selectedId === null}
        className={itemClasses}
        onClick={() => onSelect(null)}
      >
        <Circle isSelected={selectedId === null}>
          <Compass aria-hidden="true" className="size-7" />
        </Circle>
        All
      </button>
      {destinations.map((destination) => (
        <DestinationButton
          key={destination.id}
          destination={destination}
          isSelected={destination.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
