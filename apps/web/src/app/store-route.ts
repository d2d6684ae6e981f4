import type { ComponentType } from 'react';
import { withStore } from '@/lib/store-on-demand';

/**
 * A route that needs the Redux store (sign-in, checkout, the booking pages, the signed-in areas):
 * the store loads with the route's code and the route renders inside its provider. The public
 * pages read without it (lib/public-query.tsx), so their first visit carries no Redux
 * (docs/decisions/990).
 */
export const storeRoute = async (load: () => Promise<ComponentType>) => ({
  Component: await withStore(load),
});
