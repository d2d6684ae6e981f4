import { AsyncSelect, useSearchText } from '@/components/ui/async-select';
import type { SelectOption } from '@/components/ui/multi-select';
import { useSearchPackageCreatorsQuery } from '../api/lookups-api';

type CreatorPickerProps = {
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  onBlur?: () => void;
};

/** Admin only: one creator, searched as the user types, shown as "fullName (@username)". */
export function CreatorPicker({ value, onChange, onBlur }: CreatorPickerProps) {
  const search = useSearchText();
  const { currentData } = useSearchPackageCreatorsQuery(search.debounced);
  return (
    <AsyncSelect
      label="Creator"
      search={search}
      options={currentData?.map((creator) => ({
        value: creator.id,
        label: `${creator.fullName} (@${creator.username})`,
      }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder="Search creators"
      emptyText="No creators match."
    />
  );
}
