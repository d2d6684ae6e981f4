import { type SelectOption, MultiSelect } from '@/components/ui/multi-select';
import { useListCategoriesQuery } from '@/lib/categories-api';
import { FIRST_PAGE } from '@/lib/list-args';
import { optionsOf } from '../utils/creator-form-schemas';

type CategorySelectProps = {
  label: string;
  value: SelectOption[];
  onChange: (value: SelectOption[]) => void;
  onBlur?: () => void;
};

/** spec 000 §7: the category multi-select offers page 1 of the categories. */
export function CategorySelect({ label, value, onChange, onBlur }: CategorySelectProps) {
  const { data, isLoading } = useListCategoriesQuery(FIRST_PAGE);
  return (
    <MultiSelect
      label={label}
      options={optionsOf(data?.results ?? [])}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isLoading={isLoading}
      placeholder="Choose categories"
      emptyText={isLoading ? 'Loading...' : 'No categories match.'}
    />
  );
}
