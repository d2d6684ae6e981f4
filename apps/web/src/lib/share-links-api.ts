import type { ShareChannel } from '@wayfarer/shared/enums';
import type { ShareLink } from '@wayfarer/shared/schemas/share-links';
import { api } from './api';

// A creator's share links, asked for by the share panels of the package editor, the
// creator's settings and the public package page (a recommendation). One declaration, several
// features: it lives here (ARCHITECTURE.md).
const shareLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareLinks: build.query<{ results: ShareLink[] }, { packageId?: string }>({
      query: ({ packageId }) => ({ url: 'share-links', params: packageId ? { packageId } : {} }),
    }),
    createShareLink: build.mutation<ShareLink, { packageId?: string; channel: ShareChannel }>({
      query: ({ packageId, channel }) =>
        packageId
          ? { url: 'share-links', method: 'POST', body: { packageId, channel } }
          : { url: 'share-links/profile', method: 'POST', body: { channel } },
    }),
  }),
});

export const { useGetShareLinksQuery, useCreateShareLinkMutation } = shareLinksApi;
