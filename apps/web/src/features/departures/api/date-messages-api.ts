import type {
  Announcement,
  AnnouncementBody,
  AnnouncementsResponse,
} from '@wayfarer/shared/schemas/announcements';
import type { DepartureNotesBody, DepartureNotesResponse } from '@wayfarer/shared/schemas/trip-details';
import { api } from '@/lib/api';

type DateArgs = { id: string; date: string; departureId: string };

// A date's announcements (history and a new one) and its "Before you go" notes.
const dateMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<AnnouncementsResponse, DateArgs>({
      query: ({ id, date, departureId }) => ({
        url: `tours/${encodeURIComponent(id)}/announcements`,
        params: { date, departureId },
      }),
      providesTags: ['BOOKING'],
    }),
    createAnnouncement: build.mutation<Announcement, { id: string } & AnnouncementBody>({
      query: ({ id, ...body }) => ({
        url: `tours/${encodeURIComponent(id)}/announcements`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    getDepartureNotes: build.query<DepartureNotesResponse, DateArgs>({
      query: ({ id, date, departureId }) => ({
        url: `tours/${encodeURIComponent(id)}/departure-notes`,
        params: { date, departureId },
      }),
      providesTags: ['BOOKING'],
    }),
    saveDepartureNotes: build.mutation<DepartureNotesResponse, { id: string } & DepartureNotesBody>({
      query: ({ id, ...body }) => ({
        url: `tours/${encodeURIComponent(id)}/departure-notes`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
  }),
});

export const {
  useGetAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useGetDepartureNotesQuery,
  useSaveDepartureNotesMutation,
} = dateMessagesApi;
