import { AsyncSelect, useSearchText } from '@/components/ui/async-select';
import type { SelectOption } from '@/components/ui/multi-select';
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
  const search = useSearchText();
  const { currentData } = useSearchPackageHotelsQuery({ name: search.debounced, destination: placeIds });
  return (
    <AsyncSelect
      label={label}
      search={search}
      options={currentData?.map((hotel) => ({ value: hotel.id, label: hotel.label }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={placeIds.length ? 'Search hotels' : 'Choose a place first'}
      emptyText="No hotels match in these places."
    />
  );
}
