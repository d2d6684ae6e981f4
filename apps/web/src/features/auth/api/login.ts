import type { AuthResponse, LoginBody } from '@wayfarer/shared/schemas/auth';
import { api } from '@/lib/api';
import { storesCredentials } from './store-credentials';

// spec 000 §7: POST auth/login; §4: login invalidates ME so the current user is fetched again.
const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      ...storesCredentials,
    }),
  }),
});

/** For the sign-in form, which hydrates without the store (lib/mutation-on-demand.ts, ADR 1395). */
export const loginEndpoint = loginApi.endpoints.login;
