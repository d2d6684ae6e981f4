import type { CurrentUser } from '@wayfarer/shared/schemas/auth';
import { api } from './api';
import { setUser } from './auth-slice';

// spec 000 §7: GET user — the current user, declared once for every screen that needs it; tagged
// ME so sign-in and profile changes refetch it. Each answer refreshes the stored user.
export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => 'user',
      providesTags: ['ME'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setUser(data));
        } catch {
          // A failed refresh already signed the user out (lib/base-query.ts).
        }
      },
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;
