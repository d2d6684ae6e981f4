import type { DestinationGroup } from '@wayfarer/shared/schemas/catalogue';
import { Plus } from 'lucide-react';
import { AdminList, AdminPage, bodyCell, EditButton, useAdminListParams } from '@/components/admin-list';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useEditing } from '@/hooks/use-editing';
import { useListDestinationGroupsQuery } from '@/lib/destination-groups-api';
import { DestinationDialog } from './destination-dialog';

/** spec 001 §2: /admin/destination — Name and Action (Edit), and "Add Destination". */
export function DestinationsScreen() {
  const list = useAdminListParams();
  const result = useListDestinationGroupsQuery({ page: list.page, query: list.query });
  const { data } = result;
  const editing = useEditing<DestinationGroup>();
  const rows = data?.results ?? [];
  return (
    <AdminPage>
      <PageHeader title="Destination" description="Regions travellers browse, each made of places.">
        <Button type="button" variant="brand" onClick={() => editing.edit()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Destination
        </Button>
      </PageHeader>
      <AdminList
        caption="Destinations"
        searchLabel="Search destinations"
        list={list}
        result={result}
        columns={['Name', 'Action']}
      >
        {rows.map((destination) => (
          <tr key={destination.id}>
            <td className={`${bodyCell} font-medium`}>{destination.name}</td>
            <td className={`${bodyCell} w-px`}>
              <EditButton name={destination.name} onClick={() => editing.edit(destination)} />
            </td>
          </tr>
        ))}
      </AdminList>
      <DestinationDialog open={editing.open} destination={editing.item} onOpenChange={editing.onOpenChange} />
    </AdminPage>
  );
}
