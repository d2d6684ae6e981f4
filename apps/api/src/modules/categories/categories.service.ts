import {
  catalogueMessages,
  type NamedRef,
  type Paged,
  type TourCategory,
} from '@wayfarer/shared/schemas/catalogue';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPaged } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type CategoryRow,
  findCategoryById,
  listCategories,
  searchCategoryNames,
} from './categories.repository.ts';

// spec 000 §7: the category picker loads page 1, so one page holds the whole usual catalogue.
export const CATEGORY_PAGE_SIZE = 50;
export const CATEGORY_SEARCH_LIMIT = 20;

export const toTourCategory = (row: CategoryRow): TourCategory => ({
  id: row.id,
  name: row.name,
  image: row.image,
  banner: row.banner,
});

export async function getCategoryPage(
  db: Database,
  input: { page: number; query: string },
): Promise<Paged<TourCategory>> {
  const request = { page: input.page, limit: CATEGORY_PAGE_SIZE };
  const { rows, total } = await listCategories(db, {
    query: input.query,
    offset: offsetOf(request),
    limit: request.limit,
  });
  return toPaged(rows.map(toTourCategory), total, request);
}

export async function getCategory(db: Database, id: string): Promise<TourCategory> {
  const row = isUuid(id) ? await findCategoryById(db, id) : undefined;
  if (!row) throw new AppError(404, catalogueMessages.categoryNotFound);
  return toTourCategory(row);
}

export function searchCategories(db: Database, name: string): Promise<NamedRef[]> {
  return searchCategoryNames(db, name, CATEGORY_SEARCH_LIMIT);
}
