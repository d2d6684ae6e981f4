import { NativeSelect } from '@/components/ui/native-select';

type StatusFilterProps<S extends string> = {
  label: string;
  value: S | '';
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (value: string) => void;
};

/** A list's status filter (kept in the URL by its list state). */
export function StatusFilter<S extends string>({
  label,
  value,
  statuses,
  labelOf,
  onChange,
}: StatusFilterProps<S>) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="sm:w-48"
    >
      <option value="">All statuses</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {labelOf(status)}
        </option>
      ))}
    </NativeSelect>
  );
}
