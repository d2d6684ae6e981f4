export const packageSections = [
  { id: 'itinerary', label: 'Itinerary' },
  { id: 'inclusion', label: 'Inclusion' },
  { id: 'exclusion', label: 'Exclusion' },
  { id: 'accommodation', label: 'Accommodation' },
  { id: 'terms', label: 'Terms' },
  { id: 'cancellation', label: 'Cancellation' },
] as const;

/** spec 001 §2 anchor bar: in-page links to the sections, sticking under the header while scrolling. */
export function AnchorBar() {
  return (
    <nav aria-label="Package sections" className="sticky top-16 z-20 border-b bg-white/95 backdrop-blur">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
        {packageSections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block border-b-2 border-transparent px-3 py-3 text-sm font-medium whitespace-nowrap text-zinc-700 outline-none hover:border-brand-700 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-ring"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
