import { useState } from 'react';
import { MultiSelect, type SelectOption } from '@/components/ui/multi-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchPlacesQuery } from '@/lib/places-api';

type PlacePickerProps = {
  label: string;
  /** The chosen place, or null. */
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  onBlur?: () => void;
};

/** One place, searched by name as the user types (POST /v1/destinations/search). */
export function PlacePicker({ label, value, onChange, onBlur }: PlacePickerProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const name = useDebouncedValue(typed, 300);
  const { currentData } = useSearchPlacesQuery(name);
  const isCurrent = name === typed && currentData !== undefined;
  return (
    <MultiSelect
      label={label}
      options={isCurrent ? currentData.map((place) => ({ value: place.id, label: place.name })) : []}
      value={value ? [value] : []}
      // A single choice: picking another place replaces the current one.
      onChange={(next) => onChange(next.at(-1) ?? null)}
      onBlur={onBlur}
      onQueryChange={setQuery}
      filterLocally={false}
      isLoading={!isCurrent}
      placeholder="Search places"
      emptyText="No places match."
    />
  );
}
