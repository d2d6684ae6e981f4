import { CategoriesScreen } from '@/features/catalogue/components/categories-screen';

/** spec 001 §2 "Admin area": /admin/category. */
export function AdminCategoryRoute() {
  return <CategoriesScreen />;
}
