import type { PublicListQuery } from '@wayfarer/shared/schemas/tour-public';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListDestinationGroupsQuery } from '@/lib/destination-groups-api';
import { FIRST_PAGE } from '@/lib/list-args';
import { listHref, sortOptions } from '../utils/list-params';

const priceText = (value: unknown) => (value === undefined ? '' : String(value));
const priceValue = (text: string) => (text.trim() === '' ? undefined : Math.max(0, Number(text)) || 0);

/** /packages filters: search, destination, price range and sort, all kept in the URL. */
export function PackageFilters({ query }: { query: PublicListQuery }) {
  const navigate = useNavigate();
  const { data: destinations } = useListDestinationGroupsQuery(FIRST_PAGE);
  const [text, setText] = useState(String(query.query ?? ''));
  const [minPrice, setMinPrice] = useState(priceText(query.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(query.maxPrice));
  const debouncedText = useDebouncedValue(text.trim(), 350);

  // Any change of filter starts again from page 1.
  const apply = (change: Partial<PublicListQuery>) => navigate(listHref({ ...query, page: 1, ...change }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text triggers this.
  useEffect(() => {
    if (debouncedText !== (query.query ?? '')) apply({ query: debouncedText });
  }, [debouncedText]);

  const onPriceSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ minPrice: priceValue(minPrice), maxPrice: priceValue(maxPrice) });
  };

  return (
    <div className="grid gap-4 rounded-xl border bg-white p-4 shadow-sm lg:grid-cols-[1.4fr_1fr_1.6fr_1fr] lg:items-end">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" aria-hidden="true">
          Search
        </span>
        <SearchBox label="Search packages" value={text} onChange={setText} placeholder="Search by title" />
      </div>
      <FormField label="Destination">
        <NativeSelect
          value={String(query.destination ?? '')}
          onChange={(event) => apply({ destination: event.target.value })}
        >
          <option value="">All destinations</option>
          {destinations?.results.map((destination) => (
            <option key={destination.id} value={destination.slug}>
              {destination.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <form
        onSubmit={onPriceSubmit}
        className="grid grid-cols-[1fr_1fr_auto] items-end gap-2"
        aria-label="Price range"
      >
        <FormField label="Min price (₹)">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value)}
          />
        </FormField>
        <FormField label="Max price (₹)">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>
      <FormField label="Sort by">
        <NativeSelect
          value={query.sort}
          onChange={(event) => apply({ sort: event.target.value as PublicListQuery['sort'] })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
