import { creatorMessages, type BannerImage, type Memory } from '@wayfarer/shared/schemas/creator';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  deleteBannerImages,
  deleteMemories,
  findBannerImages,
  findMemories,
  insertBannerImages,
  insertMemories,
} from './creator-gallery.repository.ts';
import { toBannerImages, toMemories } from './creator-views.ts';
import { creatorExists } from './creators.repository.ts';

// spec 000 §2 Settings, Gallery and Memories tabs: each save replaces the whole set at once, so a
// reader never sees half of an old set and half of a new one.

async function assertCreator(db: Database, creatorId: string): Promise<void> {
  if (!isUuid(creatorId) || !(await creatorExists(db, creatorId))) {
    throw new AppError('CREATOR_NOT_FOUND', creatorMessages.creatorNotFound);
  }
}

export async function getBannerImages(db: Database, creatorId: string) {
  await assertCreator(db, creatorId);
  return toBannerImages(await findBannerImages(db, creatorId));
}

/** The body was checked already: exactly five, orders 1 to 5 each once, images URLs. */
export async function saveBannerImages(db: Database, creatorId: string, banners: BannerImage[]) {
  await db.transaction(async (tx) => {
    await deleteBannerImages(tx, creatorId);
    await insertBannerImages(
      tx,
      banners.map(({ image, order }) => ({ creatorId, image, order })),
    );
  });
  return toBannerImages(await findBannerImages(db, creatorId));
}

export async function getMemories(db: Database, creatorId: string) {
  await assertCreator(db, creatorId);
  return toMemories(await findMemories(db, creatorId));
}

export async function saveMemories(db: Database, creatorId: string, memories: Memory[]) {
  await db.transaction(async (tx) => {
    await deleteMemories(tx, creatorId);
    await insertMemories(
      tx,
      memories.map((memory, position) => ({ creatorId, ...memory, position })),
    );
  });
  return toMemories(await findMemories(db, creatorId));
}
