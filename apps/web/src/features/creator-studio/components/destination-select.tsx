import { useState } from 'react';
import { type SelectOption, MultiSelect } from '@/components/ui/multi-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const name = useDebouncedValue(typed, 300);
  const { currentData } = useSearchDestinationOptionsQuery(name);
  // Only the answer to what is typed now is offered, so Enter never picks a stale suggestion.
  const isCurrent = name === typed && currentData !== undefined;
  return (
    <MultiSelect
      label={label}
      options={isCurrent ? optionsOf(currentData) : []}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onQueryChange={setQuery}
      filterLocally={false}
      isLoading={!isCurrent}
      placeholder="Search destinations"
      emptyText="No destinations match."
    />
  );
}
