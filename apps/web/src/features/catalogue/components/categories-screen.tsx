import { AdminList, AdminPage, bodyCell, useAdminListParams } from '@/components/admin-list';
import { PageHeader } from '@/components/page-header';
import { useListCategoriesQuery } from '@/lib/categories-api';
import { AddCategoryDialog } from './add-category-dialog';

/** spec 001 §2: /admin/category — the Name column only, and "Add Category". */
export function CategoriesScreen() {
  const list = useAdminListParams();
  const result = useListCategoriesQuery({ page: list.page, query: list.query });
  const { data } = result;
  const rows = data?.results ?? [];
  return (
    <AdminPage>
      <PageHeader title="Category" description="The tour categories creators choose from.">
        <AddCategoryDialog />
      </PageHeader>
      <AdminList
        caption="Categories"
        searchLabel="Search categories"
        list={list}
        result={result}
        columns={['Name']}
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
