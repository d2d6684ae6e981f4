import { paiseToRupeesOrNull } from '@wayfarer/shared/rules/money';
import { SEARCH_LIMIT, SEARCH_MIN_LENGTH, type SearchResponse } from '@wayfarer/shared/schemas/tour-public';
import type { Database } from '../../db/client.ts';
import {
  searchCreators,
  searchDestinationGroups,
  searchPackages,
  searchVariants,
} from './search.repository.ts';

const EMPTY: SearchResponse = { packages: [], creators: [], destinations: [] };

/** `/search?query=`: published packages, creators and destinations, best first, typos forgiven. */
export async function search(db: Database, query: string): Promise<SearchResponse> {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length < SEARCH_MIN_LENGTH) return EMPTY;
  const variants = searchVariants(text);
  const [packages, creators, destinations] = await Promise.all([
    searchPackages(db, variants, SEARCH_LIMIT),
    searchCreators(db, variants, SEARCH_LIMIT),
    searchDestinationGroups(db, variants, SEARCH_LIMIT),
  ]);
  return {
    packages: packages.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      thumb: p.thumb,
      startingPrice: paiseToRupeesOrNull(p.startingPricePaise),
      pricingType: p.pricingType,
      creator: {
        id: p.creatorId,
        fullName: p.creatorFullName,
        username: p.creatorUsername,
        profileImage: p.creatorProfileImage,
      },
    })),
    creators: creators.map((c) => ({
      id: c.id,
      username: c.username,
      fullName: c.fullName,
      profileImage: c.profileImage,
      title: c.title,
    })),
    destinations: destinations.map((d) => ({ id: d.id, name: d.name, slug: d.slug, image: d.image })),
  };
}
