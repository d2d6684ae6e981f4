import { api } from '@/lib/api';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, { refreshToken: string }>({
      query: (body) => ({ url: 'auth/logout', method: 'POST', body }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
