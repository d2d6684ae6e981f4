import type { RegisterBody, RegisterResponse } from '@wayfarer/shared/schemas/auth';
import { api } from '@/lib/api';
import { storesCredentials } from './store-credentials';

// spec 000 §7: POST auth/register answers user, tokens and creatorId; §4 invalidates ME.
const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      ...storesCredentials,
    }),
  }),
});

/** For the sign-up form, which hydrates without the store (lib/mutation-on-demand.ts, ADR 1395). */
export const registerEndpoint = registerApi.endpoints.register;
