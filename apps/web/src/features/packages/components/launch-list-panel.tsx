import { CsvDownloadButton } from '@/components/csv-download-button';
import { useGetLaunchListQuery } from '../api/launch-list-api';

/** How many asked to be told when the package opens, and the list as CSV. */
export function LaunchListPanel({ id }: { id: string }) {
  const { data } = useGetLaunchListQuery(id, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-indigo-50 p-3 text-sm text-indigo-950">
      <p>
        <strong>Launch list:</strong> {data.count} {data.count === 1 ? 'person' : 'people'} asked to be told
        when dates open. Each gets one e-mail when you publish the first bookable date.
      </p>
      {data.count > 0 && (
        <CsvDownloadButton
          url={`tours/${encodeURIComponent(id)}/launch-list.csv`}
          fileName="launch-list.csv"
          label="Launch list CSV"
        />
      )}
    </div>
  );
}
