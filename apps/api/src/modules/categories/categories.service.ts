import {
  type categoryBody,
  catalogueMessages,
  type NamedRef,
  type Paged,
  type TourCategory,
} from '@wayfarer/shared/schemas/catalogue';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUnlessUsed, uniqueOrConflict } from '../../lib/conflicts.ts';
import { offsetOf, toPaged } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type CategoryRow,
  countCategoryCreators,
  deleteCategory,
  findCategoryById,
  insertCategories,
  isCategoryNameTaken,
  listCategories,
  searchCategoryNames,
  updateCategory,
} from './categories.repository.ts';

type CategoryInput = z.output<typeof categoryBody>;

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

async function findCategoryOr404(db: Database, id: string): Promise<CategoryRow> {
  const row = isUuid(id) ? await findCategoryById(db, id) : undefined;
  if (!row) throw new AppError('CATEGORY_NOT_FOUND', catalogueMessages.categoryNotFound);
  return row;
}

export async function getCategory(db: Database, id: string): Promise<TourCategory> {
  return toTourCategory(await findCategoryOr404(db, id));
}

export async function createCategory(db: Database, input: CategoryInput): Promise<TourCategory> {
  if (await isCategoryNameTaken(db, input.name))
    throw new AppError('CATEGORY_NAME_TAKEN', catalogueMessages.categoryNameTaken);
  const [row] = await uniqueOrConflict(
    () => insertCategories(db, [input]),
    'CATEGORY_NAME_TAKEN',
    catalogueMessages.categoryNameTaken,
  );
  return toTourCategory(row!);
}

export async function editCategory(db: Database, id: string, input: CategoryInput): Promise<TourCategory> {
  await findCategoryOr404(db, id);
  if (await isCategoryNameTaken(db, input.name, id)) {
    throw new AppError('CATEGORY_NAME_TAKEN', catalogueMessages.categoryNameTaken);
  }
  const row = await uniqueOrConflict(
    () => updateCategory(db, id, input),
    'CATEGORY_NAME_TAKEN',
    catalogueMessages.categoryNameTaken,
  );
  if (!row) throw new AppError('CATEGORY_NOT_FOUND', catalogueMessages.categoryNotFound);
  return toTourCategory(row);
}

/** Refused (409) while creators list the category. */
export async function removeCategory(db: Database, id: string): Promise<void> {
  await findCategoryOr404(db, id);
  await deleteUnlessUsed(
    'category',
    async () => ({
      creators: { count: await countCategoryCreators(db, id), one: 'creator', many: 'creators' },
    }),
    () => deleteCategory(db, id),
  );
}

export function searchCategories(db: Database, name: string): Promise<NamedRef[]> {
  return searchCategoryNames(db, name, CATEGORY_SEARCH_LIMIT);
}
