import type { BannerImage, BannerImagesBody } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: GET creator-banner/{creatorId} reads the gallery; POST creator-banner saves all 5.
const bannerImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBannerImages: build.query<BannerImage[], string>({
      query: (creatorId) => `creator-banner/${encodeURIComponent(creatorId)}`,
      providesTags: ['CREATOR'],
    }),
    saveBannerImages: build.mutation<unknown, BannerImagesBody>({
      query: (body) => ({ url: 'creator-banner', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ME', 'CREATOR']),
    }),
  }),
});

export const { useGetBannerImagesQuery, useSaveBannerImagesMutation } = bannerImagesApi;
