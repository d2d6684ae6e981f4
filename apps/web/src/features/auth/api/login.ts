import type { AuthResponse, LoginBody } from '@wayfarer/shared/schemas/auth';
import { api } from '@/lib/api';
import { setCredentials } from '@/lib/auth-slice';

// spec 000 §7: POST auth/login; §4: login invalidates ME so the current user is fetched again.
const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ME'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setCredentials({ user: data.user, tokens: data.tokens }));
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
