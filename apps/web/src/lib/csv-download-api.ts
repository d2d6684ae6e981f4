import { api } from './api';

// A CSV export (bookings, leads, a date's manifest) fetched as text through the signed-in base
// query (the bearer header, one refresh on 401), as the earnings statement does. A mutation, so
// every press fetches afresh and nothing is cached. Shared by the bookings, leads and departures
// features, so it lives here.
export type CsvRequest = { url: string; params?: Record<string, string> };

const csvDownloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadCsv: build.mutation<string, CsvRequest>({
      query: ({ url, params = {} }) => ({
        url,
        params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')),
        responseHandler: 'content-type',
      }),
    }),
  }),
});

export const { useDownloadCsvMutation } = csvDownloadApi;

/** Hands text to the browser as a file download. */
export function saveCsvFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
