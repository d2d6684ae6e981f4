import type {
  CreatorAdminRow,
  CreatorCard,
  CreatorMe,
  CreatorPublic,
  SocialLink,
} from '@wayfarer/shared/schemas/creator';
import type {
  CreatorCategoryRef,
  CreatorDestinationRef,
  SocialLinkRow,
} from './creator-relations.repository.ts';
import type { BannerImageRow, MemoryRow } from './creator-gallery.repository.ts';
import type { CreatorRow } from './creators.repository.ts';

// The response shapes of spec 000 §3 and spec 001 §3, built from rows. Pure functions.

/** Stored as `{ type, url }`; the type was checked against the platform codes when saved. */
export const toSocialLinks = (rows: SocialLinkRow[]): SocialLink[] =>
  rows.map((row) => ({ type: row.type, url: row.url }));

export function toCreatorMe(
  row: CreatorRow,
  related: {
    links: SocialLinkRow[];
    categories: CreatorCategoryRef[];
    destinations: CreatorDestinationRef[];
  },
): CreatorMe {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profileImage: row.profileImage,
    title: row.title,
    subtitle: row.subtitle,
    showUsername: row.showUsername,
    socialMediaLinks: toSocialLinks(related.links),
    CreatorDestination: related.destinations.map(({ id, name }) => ({ destination: { id, name } })),
    CreatorCategory: related.categories.map(({ id, name }) => ({ tourCategory: { id, name } })),
  };
}

export const toBannerImages = (rows: BannerImageRow[]) => rows.map(({ image, order }) => ({ image, order }));

export const toMemories = (rows: MemoryRow[]) =>
  rows.map(({ image, order, title, description, link }) => ({ image, order, title, description, link }));

export function toCreatorPublic(
  row: CreatorRow,
  related: {
    links: SocialLinkRow[];
    destinations: CreatorDestinationRef[];
    banners: BannerImageRow[];
    memories: MemoryRow[];
  },
): CreatorPublic {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    title: row.title,
    subtitle: row.subtitle,
    showUsername: row.showUsername,
    profileImage: row.profileImage,
    creatorBannerImages: toBannerImages(related.banners),
    socialMediaLinks: toSocialLinks(related.links),
    creatorMemories: toMemories(related.memories),
    CreatorDestination: related.destinations.map(({ id, name, slug, image }) => ({
      destination: { id, name, slug, image },
    })),
  };
}

export const toCreatorCard = (row: CreatorRow): CreatorCard => ({
  id: row.id,
  username: row.username,
  fullName: row.fullName,
  title: row.title,
  showUsername: row.showUsername,
  profileImage: row.profileImage,
});

export const toCreatorAdminRow = (row: CreatorRow): CreatorAdminRow => ({
  id: row.id,
  fullName: row.fullName,
  username: row.username,
  email: row.email,
  phoneNumber: row.phoneNumber,
  profileImage: row.profileImage,
  featured: row.featured,
});
