import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCombobox } from '@/components/ui/combobox';
import { controlClasses } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/utils/cn';
import { useSearchMarketplaceQuery } from '../api/marketplace-api';

type Suggestion = { id: string; group: string; label: string; to: string };

const MAX_PER_GROUP = 4;
// SEARCH_MIN_LENGTH of schemas/tour-public, restated: importing that module would bring zod to the
// home page's first load. The API answers empty lists below it anyway.
const SEARCH_MIN_LENGTH = 2;

/**
 * The home hero's search: suggestions as you type from /v1/search, the app's one combobox
 * (components/ui/combobox.ts) with a grouped listbox; Enter on a suggestion opens it, Enter
 * otherwise goes to /search.
 */
export function SearchCombobox({ initialQuery = '' }: { initialQuery?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const query = useDebouncedValue(text.trim(), 250);
  const { data, isFetching } = useSearchMarketplaceQuery(query, { skip: query.length < SEARCH_MIN_LENGTH });

  const suggestions = useMemo<Suggestion[]>(() => {
    if (!data || query.length < SEARCH_MIN_LENGTH) return [];
    return [
      ...data.destinations.slice(0, MAX_PER_GROUP).map((d) => ({
        id: `d-${d.id}`,
        group: 'Destinations',
        label: d.name,
        to: `/destination/${d.slug}`,
      })),
      ...data.packages.slice(0, MAX_PER_GROUP).map((p) => ({
        id: `p-${p.id}`,
        group: 'Packages',
        label: p.title,
        to: `/package/${p.slug}`,
      })),
      ...data.creators.slice(0, MAX_PER_GROUP).map((c) => ({
        id: `c-${c.id}`,
        group: 'Creators',
        label: c.fullName || `@${c.username}`,
        to: `/@${c.username}`,
      })),
    ];
  }, [data, query]);

  const combobox = useCombobox({ items: suggestions, startIndex: -1, wrap: true });

  const goToResults = () => {
    const value = text.trim();
    if (value) navigate(`/search?query=${encodeURIComponent(value)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = combobox.active;
    combobox.close();
    if (chosen) navigate(chosen.to);
    else goToResults();
  };

  const groups = [...new Set(suggestions.map((s) => s.group))];

  return (
    // Without JavaScript the form asks the server-rendered results page itself; with it, onSubmit
    // navigates, and a submit before hydration is kept and replayed (docs/decisions/991).
    <form role="search" action="/search" onSubmit={onSubmit} className="relative w-full max-w-2xl">
      <div className="flex gap-2 rounded-xl bg-white p-2 shadow-lg ring-1 ring-zinc-200">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="text"
            name="query"
            {...combobox.inputProps}
            aria-label="Search destinations, packages and creators"
            placeholder="Where do you want to go? Try “Bali”"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              combobox.restart();
            }}
            onKeyDown={combobox.onKeyDown}
            onFocus={combobox.open}
            onBlur={combobox.close}
            className={cn(controlClasses, 'h-12 border-0 pl-10 shadow-none md:text-base')}
          />
        </div>
        <Button type="submit" variant="brand" size="lg" aria-busy={isFetching || undefined}>
          Search
        </Button>
      </div>
      <div
        id={combobox.listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!combobox.isListShown}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border bg-white p-2 text-left shadow-xl"
      >
        {groups.map((group) => (
          <div key={group} role="group" aria-label={group}>
            <div
              aria-hidden="true"
              className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase"
            >
              {group}
            </div>
            {suggestions.map((s, index) =>
              s.group === group ? (
                <div
                  key={s.id}
                  id={combobox.optionId(index)}
                  role="option"
                  aria-selected={index === combobox.activeIndex}
                  tabIndex={-1}
                  // mousedown, so the choice lands before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    combobox.close();
                    navigate(s.to);
                  }}
                  className="cursor-pointer truncate rounded-md px-3 py-2 text-sm aria-selected:bg-brand-50 aria-selected:text-brand-900 hover:bg-muted"
                >
                  {s.label}
                </div>
              ) : null,
            )}
          </div>
        ))}
      </div>
    </form>
  );
}
