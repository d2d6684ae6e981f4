import { errorBody } from '@wayfarer/shared/schemas/common';
import { gstSummaryQuery, taxDocumentsResponse } from '@wayfarer/shared/schemas/invoice';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gstSummaryCsv } from './gst-summary.service.ts';
import { tcsReportCsv } from './tcs-report.service.ts';
import {
  getCreditNotePdf,
  getInvoicePdf,
  getSupplementaryInvoicePdf,
  getTaxDocuments,
  type PdfFile,
} from './invoices.service.ts';

const bookingParams = z.object({ bookingId: z.string().max(100) });
const creditNoteParams = bookingParams.extend({ refundId: z.string().max(100) });
const supplementaryParams = bookingParams.extend({ invoiceId: z.string().max(100) });
const pdfHeaders = (file: PdfFile) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${file.filename}"`,
  'cache-control': 'private, no-store',
});
const pdfResponse = { 200: z.any().describe('application/pdf'), 404: errorBody };

// GST paperwork (ADR 1161). The documents are reachable like the receipt: by whoever
// holds the booking's unguessable id, no sign-in. The monthly summary is the admin's.
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:bookingId/tax-documents',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The booking’s tax documents as issued, to link to their PDFs (none without a GSTIN)',
        params: bookingParams,
        response: { 200: taxDocumentsResponse, 404: errorBody },
      },
    },
    async (request) => getTaxDocuments(app.deps.db, request.params.bookingId),
  );

  app.get(
    '/bookings/:bookingId/invoice',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The GST tax invoice (PDF), issued at the first payment; 404 without a GSTIN or before it',
        params: bookingParams,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const file = await getInvoicePdf(app.deps.db, request.params.bookingId);
      return reply.headers(pdfHeaders(file)).send(file.pdf);
    },
  );

  app.get(
    '/bookings/:bookingId/credit-notes/:refundId',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'A credit note (PDF), by its refund’s id or its own (the unpaid part credited on cancellation, ADR 1303)',
        params: creditNoteParams,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const { bookingId, refundId } = request.params;
      const file = await getCreditNotePdf(app.deps.db, bookingId, refundId);
      return reply.headers(pdfHeaders(file)).send(file.pdf);
    },
  );

  app.get(
    '/bookings/:bookingId/supplementary-invoices/:invoiceId',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A supplementary tax invoice (PDF): the increase of a change to a dearer date (ADR 1210)',
        params: supplementaryParams,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const { bookingId, invoiceId } = request.params;
      const file = await getSupplementaryInvoicePdf(app.deps.db, bookingId, invoiceId);
      return reply.headers(pdfHeaders(file)).send(file.pdf);
    },
  );

  app.get(
    '/admin/gst-summary.csv',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['admin'],
        summary:
          'ADMIN: a month’s tax invoices and credit notes (India time) with taxable value, CGST, SGST, IGST',
        security: [{ bearerAuth: [] }],
        querystring: gstSummaryQuery,
        response: { 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-summary-${request.query.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send((await gstSummaryCsv(app.deps.db, request.query.month)) as never),
  );

  // ADR 1377: the month's TCS on overseas packages (collected and given back), for the TCS return.
  app.get(
    '/admin/tcs-report.csv',
    {
      preValidation: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['admin'],
        summary:
          'ADMIN: a month’s TCS on overseas packages (India time): PAN, name, booking, amount, TCS, date; refunds negative',
        security: [{ bearerAuth: [] }],
        querystring: gstSummaryQuery,
        response: { 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tcs-report-${request.query.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send((await tcsReportCsv(app.deps.db, request.query.month)) as never),
  );
};
