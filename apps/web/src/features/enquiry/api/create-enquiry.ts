import type { EnquiryBody } from '@wayfarer/shared/schemas/enquiry';
import { api } from '@/lib/api';

// spec 000 §7: POST query — anyone may send an enquiry.
const enquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createEnquiry: build.mutation<unknown, EnquiryBody>({
      query: (body) => ({ url: 'query', method: 'POST', body }),
    }),
  }),
});

export const { useCreateEnquiryMutation } = enquiryApi;
