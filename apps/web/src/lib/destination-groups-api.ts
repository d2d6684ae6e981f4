import type { DestinationGroup, Paged } from '@wayfarer/shared/schemas/catalogue';
import { type ListArgs, listParams } from './list-args';
import { type PublicQueryResult, publicQuery, usePublicQuery } from './public-query';

// spec 001 §7: the UI's "Destination" is the API's destination group. GET
// /v1/destination-groups?page&query, declared once: the admin's Destinations screen, the home page
// and the /packages filter read it. A public read, outside the Redux store (lib/public-query.tsx,
// docs/decisions/990); the admin's saves through the store make it stale.
const listDestinationGroups = publicQuery<Paged<DestinationGroup>, ListArgs>(
  'listDestinationGroups',
  (args) => ({
    url: 'destination-groups',
    params: listParams(args),
  }),
);

export function useListDestinationGroupsQuery(args: ListArgs): PublicQueryResult<Paged<DestinationGroup>> {
  return usePublicQuery(listDestinationGroups, args);
}
