import type { OverviewResponse, overviewBody } from '@wayfarer/shared/schemas/tour-content';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { sanitizeRichText } from './rich-text.ts';
import { packageForUser } from './tour-access.ts';
import { head, type Out, withFreeSlug } from './tour-service-support.ts';
import {
  findTextItems,
  type PackageWithCreator,
  replaceTextItems,
  updatePackage,
} from './tours.repository.ts';

async function overviewOf(db: Database, pkg: PackageWithCreator): Promise<OverviewResponse> {
  const { inclusions, exclusions } = await findTextItems(db, pkg.id);
  return {
    ...head(pkg),
    banner: pkg.banner,
    thumb: pkg.thumb,
    promoBanner: pkg.promoBanner,
    title: pkg.title,
    description: pkg.description,
    introVideo: pkg.introVideo,
    additionalNotes: pkg.additionalNotes,
    cancellationPolicy: pkg.cancellationPolicy,
    termsAndConditions: pkg.termsAndConditions,
    metaTitle: pkg.metaTitle,
    metaKeywords: pkg.metaKeywords,
    metaDescription: pkg.metaDescription,
    tourInclusions: inclusions,
    tourExclusions: exclusions,
    isInfluencerTravelling: pkg.isInfluencerTravelling,
    isInternational: pkg.isInternational,
    passportValidityMonths: pkg.passportValidityMonths,
    commissionType: pkg.commissionType,
  };
}

export async function getOverview(db: Database, user: AuthUser, id: string): Promise<OverviewResponse> {
  return overviewOf(db, await packageForUser(db, user, id));
}

export async function saveOverview(
  db: Database,
  user: AuthUser,
  id: string,
  input: Out<typeof overviewBody>,
): Promise<OverviewResponse> {
  const pkg = await packageForUser(db, user, id);
  const values = {
    banner: input.banner,
    thumb: input.thumb,
    promoBanner: input.promoBanner,
    title: input.title,
    description: input.description,
    introVideo: input.introVideo,
    additionalNotes: sanitizeRichText(input.additionalNotes),
    cancellationPolicy: sanitizeRichText(input.cancellationPolicy),
    termsAndConditions: sanitizeRichText(input.termsAndConditions),
    metaTitle: input.metaTitle,
    metaKeywords: input.metaKeywords,
    metaDescription: input.metaDescription,
    isInfluencerTravelling: input.isInfluencerTravelling,
    isInternational: input.isInternational,
    ...(input.passportValidityMonths !== undefined && {
      passportValidityMonths: input.passportValidityMonths,
    }),
    commissionType: input.commissionType,
  };
  const save = (slug: string) =>
    db.transaction(async (tx) => {
      await updatePackage(tx, pkg.id, { ...values, slug });
      await replaceTextItems(tx, pkg.id, input.tourInclusions, input.tourExclusions);
    });
  // The slug follows the title until the package is first published; then links must not break.
  if (input.title !== pkg.title && pkg.publishedAt === null)
    await withFreeSlug(db, input.title, pkg.id, save);
  else await save(pkg.slug);
  return getOverview(db, user, id);
}
