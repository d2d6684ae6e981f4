import type { RegisterBody, RegisterResponse } from '@wayfarer/shared/schemas/auth';
import { api } from '@/lib/api';
import { setCredentials } from '@/lib/auth-slice';

// spec 000 §7: POST auth/register answers user, tokens and creatorId; §4 invalidates ME.
const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
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

export const { useRegisterMutation } = registerApi;
