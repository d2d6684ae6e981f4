import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import type { Hotel } from '@wayfarer/shared/schemas/hotel';
import { Plus, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminList, AdminPage, bodyCell, EditButton, useAdminListParams } from '@/components/admin-list';
import { HotelDialog } from '@/components/hotel-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useEditing } from '@/hooks/use-editing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminListHotelsQuery } from '../api/hotels';
import { useAdminListPlacesQuery } from '../api/places';
import { PlaceDialog } from './place-dialog';

/** A tab of the screen: its "Add" button above the list. */
function CatalogueTab({
  addLabel,
  onAdd,
  children,
}: {
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button type="button" variant="brand" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}

function PlacesTab() {
  const list = useAdminListParams();
  const result = useAdminListPlacesQuery({ page: list.page, query: list.query });
  const { data } = result;
  const editing = useEditing<NamedRef>();
  const rows = data?.results ?? [];
  return (
    <CatalogueTab addLabel="Add Place" onAdd={() => editing.edit()}>
      <AdminList
        caption="Places"
        searchLabel="Search places"
        list={list}
        result={result}
        columns={['Name', 'Action']}
      >
        {rows.map((place) => (
          <tr key={place.id}>
            <td className={`${bodyCell} font-medium`}>{place.name}</td>
            <td className={`${bodyCell} w-px`}>
              <EditButton name={place.name} onClick={() => editing.edit(place)} />
            </td>
          </tr>
        ))}
      </AdminList>
      <PlaceDialog open={editing.open} place={editing.item} onOpenChange={editing.onOpenChange} />
    </CatalogueTab>
  );
}

function HotelsTab() {
  const list = useAdminListParams('hotel');
  const result = useAdminListHotelsQuery({ page: list.page, query: list.query });
  const { data } = result;
  const editing = useEditing<Hotel>();
  const rows = data?.results ?? [];
  return (
    <CatalogueTab addLabel="Add Hotel" onAdd={() => editing.edit()}>
      <AdminList
        caption="Hotels"
        searchLabel="Search hotels"
        list={list}
        result={result}
        columns={[
          'Name',
          { label: 'City', className: 'hidden sm:table-cell' },
          { label: 'Stars', className: 'hidden sm:table-cell' },
          'Action',
        ]}
      >
        {rows.map((hotel) => (
          <tr key={hotel.id}>
            <td className={bodyCell}>
              <p className="font-medium">{hotel.name}</p>
              {hotel.address && <p className="text-xs text-muted-foreground">{hotel.address}</p>}
              {/* Phones: the city and stars fold under the name. */}
              <p className="text-xs text-muted-foreground sm:hidden">
                {hotel.destination.name} · {hotel.starRating} stars
              </p>
            </td>
            <td className={`${bodyCell} hidden sm:table-cell`}>{hotel.destination.name}</td>
            <td className={`${bodyCell} hidden whitespace-nowrap sm:table-cell`}>
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                {hotel.starRating}
                <span className="sr-only"> stars</span>
              </span>
            </td>
            <td className={`${bodyCell} w-px`}>
              <EditButton name={hotel.name} onClick={() => editing.edit(hotel)} />
            </td>
          </tr>
        ))}
      </AdminList>
      <HotelDialog open={editing.open} hotel={editing.item} onOpenChange={editing.onOpenChange} />
    </CatalogueTab>
  );
}

/** spec 001 §2: /admin/place — places (Name, Action) and, in a Hotels tab, their hotels. */
export function PlacesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'hotels' ? 'hotels' : 'places';
  return (
    <AdminPage>
      <PageHeader title="Place" description="Places packages visit, and the hotels in them." />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'hotels' ? { tab: 'hotels' } : {}, { replace: true })
        }
      >
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="places">Places</TabsTrigger>
          <TabsTrigger value="hotels">Hotels</TabsTrigger>
        </TabsList>
        <TabsContent value="places">
          <PlacesTab />
        </TabsContent>
        <TabsContent value="hotels">
          <HotelsTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
