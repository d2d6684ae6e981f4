import { AdminList, AdminPage, bodyCell, useAdminListParams } from '@/components/admin-list';
import { PageHeader } from '@/components/page-header';
import { useAdminListCategoriesQuery } from '../api/categories';
import { AddCategoryDialog } from './add-category-dialog';

/** spec 001 §2: /admin/category — the Name column only, and "Add Category". */
export function CategoriesScreen() {
  const { page, query, searchInput, setSearchInput, hrefOf } = useAdminListParams();
  const { data, isLoading, isFetching } = useAdminListCategoriesQuery({ page, query });
  const rows = data?.results ?? [];
  return (
    <AdminPage>
      <PageHeader title="Category" description="The tour categories creators choose from.">
        <AddCategoryDialog />
      </PageHeader>
      <AdminList
        caption="Categories"
        searchLabel="Search categories"
        searchPlaceholder="Search by name"
        searchInput={searchInput}
        onSearchChange={setSearchInput}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={['Name']}
        rowCount={rows.length}
        page={page}
        totalPages={data?.totalPages ?? 1}
        hrefOf={hrefOf}
      >
        {rows.map((category) => (
          <tr key={category.id}>
            <td className={`${bodyCell} font-medium`}>{category.name}</td>
          </tr>
        ))}
      </AdminList>
    </AdminPage>
  );
}
