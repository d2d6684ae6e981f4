import { AsyncSelect, useSearchText } from '@/components/ui/async-select';
import type { SelectOption } from '@/components/ui/multi-select';
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
  const search = useSearchText();
  const { currentData } = useSearchPlacesQuery(search.debounced);
  return (
    <AsyncSelect
      label={label}
      search={search}
      options={currentData?.map((place) => ({ value: place.id, label: place.name }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder="Search places"
      emptyText="No places match."
    />
  );
}
