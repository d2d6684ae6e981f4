import { AsyncSelect, useSearchText } from '@/components/ui/async-select';
import type { SelectOption } from '@/components/ui/multi-select';
import { useAdminListCreatorsQuery } from '@/lib/admin-creators-api';

type CreatorPickerProps = {
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  onBlur?: () => void;
};

/** Admin only: one creator, searched as the user types, shown as "fullName (@username)". */
export function CreatorPicker({ value, onChange, onBlur }: CreatorPickerProps) {
  const search = useSearchText();
  // spec 001 §8: a failed search offers an empty list.
  const { currentData, isError } = useAdminListCreatorsQuery({ page: 1, query: search.debounced });
  return (
    <AsyncSelect
      label="Creator"
      search={search}
      options={(isError ? [] : currentData?.results)?.map((creator) => ({
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
