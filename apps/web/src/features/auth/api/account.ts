import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@wayfarer/shared/schemas/account';
import { api } from '@/lib/api';

// Password reset, e-mail verification and the account settings.
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<void, ForgotPasswordBody>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    // The reset page asks on load whether its link still works (nothing is spent).
    checkResetLink: build.query<void, string>({
      query: (token) => ({ url: 'auth/reset-password/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
    verifyEmail: build.mutation<void, { token: string }>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['ME'],
    }),
    sendVerificationEmail: build.mutation<void, void>({
      query: () => ({ url: 'auth/send-verification-email', method: 'POST', body: {} }),
    }),
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    changeEmail: build.mutation<void, ChangeEmailBody>({
      query: (body) => ({ url: 'auth/change-email', method: 'POST', body }),
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: 'auth/sign-out-everywhere', method: 'POST', body: {} }),
    }),
    deleteAccount: build.mutation<void, DeleteAccountBody>({
      query: (body) => ({ url: 'user/me', method: 'DELETE', body }),
    }),
  }),
});

/** For the forgotten-password form, which hydrates without the store (lib/mutation-on-demand.ts). */
export const forgotPasswordEndpoint = accountApi.endpoints.forgotPassword;

export const {
  useResetPasswordMutation,
  useCheckResetLinkQuery,
  useVerifyEmailMutation,
  useSendVerificationEmailMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useSignOutEverywhereMutation,
  useDeleteAccountMutation,
} = accountApi;
