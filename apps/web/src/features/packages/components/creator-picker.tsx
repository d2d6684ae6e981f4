import { useState } from 'react';
import { MultiSelect, type SelectOption } from '@/components/ui/multi-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchPackageCreatorsQuery } from '../api/lookups-api';

type CreatorPickerProps = {
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  onBlur?: () => void;
};

/** Admin only: one creator, searched as the user types, shown as "fullName (@username)". */
export function CreatorPicker({ value, onChange, onBlur }: CreatorPickerProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const debounced = useDebouncedValue(typed, 300);
  const { currentData } = useSearchPackageCreatorsQuery(debounced);
  const isCurrent = debounced === typed && currentData !== undefined;
  return (
    <MultiSelect
      label="Creator"
      options={
        isCurrent
          ? currentData.map((creator) => ({
              value: creator.id,
              label: `${creator.fullName} (@${creator.username})`,
            }))
          : []
      }
      value={value ? [value] : []}
      onChange={(next) => onChange(next.at(-1) ?? null)}
      onBlur={onBlur}
      onQueryChange={setQuery}
      filterLocally={false}
      isLoading={!isCurrent}
      placeholder="Search creators"
      emptyText="No creators match."
    />
  );
}
