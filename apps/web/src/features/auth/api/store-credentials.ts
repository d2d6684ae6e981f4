import type { UnknownAction } from '@reduxjs/toolkit';
import type { AuthResponse } from '@wayfarer/shared/schemas/auth';
import { setCredentials } from '@/lib/auth-slice';

type SignedIn = Pick<AuthResponse, 'user' | 'tokens'>;

/**
 * What login and register share (spec 000 §4): on success the user and tokens are stored and ME is
 * invalidated, so the current user is fetched again. Spread into the mutation's definition.
 */
export const storesCredentials = {
  invalidatesTags: (result: SignedIn | undefined) => (result ? ['ME' as const] : []),
  async onQueryStarted(
    _body: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: UnknownAction) => unknown; queryFulfilled: Promise<{ data: SignedIn }> },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(setCredentials({ user: data.user, tokens: data.tokens }));
    } catch {
      // The form shows the failure.
    }
  },
};
