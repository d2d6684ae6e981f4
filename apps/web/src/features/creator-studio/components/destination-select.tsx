import { currentOptions, useSearchText } from '@/components/ui/async-select';
import { type SelectOption, MultiSelect } from '@/components/ui/multi-select';
import { useSearchDestinationOptionsQuery } from '../api/search-destination-options';
import { optionsOf } from '../utils/creator-form-schemas';

type DestinationSelectProps = {
  label: string;
  value: SelectOption[];
  onChange: (value: SelectOption[]) => void;
  onBlur?: () => void;
};

/** spec 000 §2, §7: the destinations multi-select searches by name as the user types. */
export function DestinationSelect({ label, value, onChange, onBlur }: DestinationSelectProps) {
  const search = useSearchText();
  const { currentData } = useSearchDestinationOptionsQuery(search.debounced);
  // Only the answer to what is typed now is offered, so Enter never picks a stale suggestion.
  const options = currentOptions(search, currentData && optionsOf(currentData));
  return (
    <MultiSelect
      label={label}
      options={options ?? []}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onQueryChange={search.setQuery}
      filterLocally={false}
      isLoading={options === undefined}
      placeholder="Search destinations"
      emptyText="No destinations match."
    />
  );
}
