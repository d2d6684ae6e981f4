import {
  type CreatorMe,
  type creatorCreateBody,
  creatorMessages,
  type creatorUpdateBody,
} from '@wayfarer/shared/schemas/creator';
import type { SocialPlatform } from '@wayfarer/shared/enums';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { findExistingCategoryIds } from '../categories/index.ts';
import { findExistingDestinationGroupIds } from '../destination-groups/index.ts';
import {
  deleteCreatorRelations,
  findCreatorCategoryRefs,
  findCreatorDestinationRefs,
  findSocialLinks,
  insertCreatorCategories,
  insertCreatorDestinations,
  insertSocialLinks,
} from './creator-relations.repository.ts';
import { toCreatorMe } from './creator-views.ts';
import {
  findCreatorById,
  insertCreators,
  isUsernameTaken,
  linkCreatorToUser,
  updateCreatorProfile,
} from './creators.repository.ts';

type CreateInput = z.output<typeof creatorCreateBody>;
type UpdateInput = z.output<typeof creatorUpdateBody>;
type LinkInput = { type: SocialPlatform; link: string };
type Relations = {
  links: LinkInput[];
  categoryIds: string[];
  destinationGroupIds: string[];
};

/** spec 000 §3 "Creator profile create payload": the creator, its links and users.creator_id at once. */
export async function createCreator(db: Database, user: AuthUser, input: CreateInput): Promise<CreatorMe> {
  if (user.creatorId) throw new AppError('CREATOR_EXISTS', creatorMessages.creatorExists);
  const creatorId = await db
    .transaction(async (tx) => {
      if (await isUsernameTaken(tx, input.username))
        throw new AppError('USERNAME_TAKEN', creatorMessages.usernameTaken);
      const relations = await checkRelations(tx, input);
      const [creator] = await insertCreators(tx, [
        {
          userId: user.id,
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          profileImage: input.profileImage,
        },
      ]);
      await saveRelations(tx, creator!.id, relations);
      // Set only while empty: a second request racing this one finds it set and fails.
      if (!(await linkCreatorToUser(tx, user.id, creator!.id))) {
        throw new AppError('CREATOR_EXISTS', creatorMessages.creatorExists);
      }
      return creator!.id;
    })
    .catch(rethrowAsConflict);
  return getCreatorMe(db, creatorId);
}

/** spec 000 §3 "Profile update payload": the username is not part of it and never changes. */
export async function updateCreator(db: Database, creatorId: string, input: UpdateInput): Promise<CreatorMe> {
  await db.transaction(async (tx) => {
    const relations = await checkRelations(tx, input);
    await updateCreatorProfile(tx, creatorId, {
      profileImage: input.profileImage,
      fullName: input.fullName,
      // Empty means "show the card's default" (spec 000 §2), stored as no value.
      title: input.title || null,
      subtitle: input.subtitle || null,
      showUsername: input.showUsername,
    });
    await deleteCreatorRelations(tx, creatorId);
    await saveRelations(tx, creatorId, relations);
  });
  return getCreatorMe(db, creatorId);
}

export async function getCreatorMe(db: Database, creatorId: string): Promise<CreatorMe> {
  const row = await findCreatorById(db, creatorId);
  if (!row) throw new AppError('CREATOR_NOT_FOUND', creatorMessages.creatorNotFound);
  const ids = [row.id];
  const [links, categories, destinations] = [
    await findSocialLinks(db, ids),
    await findCreatorCategoryRefs(db, ids),
    await findCreatorDestinationRefs(db, ids),
  ];
  return toCreatorMe(row, { links, categories, destinations });
}

/** Every category and destination id must name one (400 otherwise); duplicates count once. */
async function checkRelations(
  db: Database,
  input: { socialMediaLinks: LinkInput[]; categoryId: string[]; destinations: string[] },
): Promise<Relations> {
  const categoryIds = [...new Set(input.categoryId)];
  const destinationGroupIds = [...new Set(input.destinations)];
  const knownCategories = await findExistingCategoryIds(db, categoryIds.filter(isUuid));
  if (knownCategories.length !== categoryIds.length) {
    throw badField('categoryId', creatorMessages.unknownCategories);
  }
  const knownGroups = await findExistingDestinationGroupIds(db, destinationGroupIds.filter(isUuid));
  if (knownGroups.length !== destinationGroupIds.length) {
    throw badField('destinations', creatorMessages.unknownDestinations);
  }
  return { links: input.socialMediaLinks, categoryIds, destinationGroupIds };
}

async function saveRelations(db: Database, creatorId: string, relations: Relations): Promise<void> {
  // Requests carry { type, link }; rows and responses carry { type, url } (spec 000 §3).
  await insertSocialLinks(
    db,
    relations.links.map((link, position) => ({ creatorId, type: link.type, url: link.link, position })),
  );
  await insertCreatorCategories(
    db,
    relations.categoryIds.map((categoryId) => ({ creatorId, categoryId })),
  );
  await insertCreatorDestinations(
    db,
    relations.destinationGroupIds.map((destinationGroupId) => ({ creatorId, destinationGroupId })),
  );
}

const badField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** Two requests at the same moment: the unique indexes decide, with the same answers. */
function rethrowAsConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = violatedConstraint(error);
    if (constraint === 'creators_username_lower_idx')
      throw new AppError('USERNAME_TAKEN', creatorMessages.usernameTaken);
    if (constraint === 'creators_user_id_unique')
      throw new AppError('CREATOR_EXISTS', creatorMessages.creatorExists);
  }
  throw error;
}
