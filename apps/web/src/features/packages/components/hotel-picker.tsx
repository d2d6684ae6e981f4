import { useState } from 'react';
import { MultiSelect, type SelectOption } from '@/components/ui/multi-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchPackageHotelsQuery } from '../api/lookups-api';

type HotelPickerProps = {
  label: string;
  /** The places chosen on the Destination tab: only their hotels are offered. */
  placeIds: string[];
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  onBlur?: () => void;
};

/** One hotel, searched by name within the chosen places; options read "name - address". */
export function HotelPicker({ label, placeIds, value, onChange, onBlur }: HotelPickerProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const name = useDebouncedValue(typed, 300);
  const { currentData } = useSearchPackageHotelsQuery({ name, destination: placeIds });
  const isCurrent = name === typed && currentData !== undefined;
  return (
    <MultiSelect
      label={label}
      options={isCurrent ? currentData.map((hotel) => ({ value: hotel.id, label: hotel.label })) : []}
      value={value ? [value] : []}
      onChange={(next) => onChange(next.at(-1) ?? null)}
      onBlur={onBlur}
      onQueryChange={setQuery}
      filterLocally={false}
      isLoading={!isCurrent}
      placeholder={placeIds.length ? 'Search hotels' : 'Choose a place first'}
      emptyText="No hotels match in these places."
    />
  );
}
