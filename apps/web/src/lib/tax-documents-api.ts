import type { TaxDocuments } from '@wayfarer/shared/schemas/invoice';
import { api } from './api';

// A booking's GST tax invoice and credit notes: listed by GET
// /v1/bookings/{id}/tax-documents, each a PDF a plain link downloads. Read by the traveller's
// manage page and the operators' booking detail, so it lives here rather than in one feature.
const taxDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaxDocuments: build.query<TaxDocuments, string>({
      query: (bookingId) => `bookings/${encodeURIComponent(bookingId)}/tax-documents`,
      providesTags: ['BOOKING'],
    }),
  }),
});

export const { useGetTaxDocumentsQuery } = taxDocumentsApi;

export const invoiceHref = (bookingId: string) => `/v1/bookings/${encodeURIComponent(bookingId)}/invoice`;
export const supplementaryInvoiceHref = (bookingId: string, invoiceId: string) =>
  `/v1/bookings/${encodeURIComponent(bookingId)}/supplementary-invoices/${encodeURIComponent(invoiceId)}`;
/** A credit note's PDF, by the note's own id (or its refund's, which the API takes too). */
export const creditNoteHref = (bookingId: string, noteId: string) =>
  `/v1/bookings/${encodeURIComponent(bookingId)}/credit-notes/${encodeURIComponent(noteId)}`;
