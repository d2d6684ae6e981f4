// The public face of the invoices module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export {
  creditUnpaidOnCancel,
  issueCreditNoteForRefund,
  issueInvoiceForFirstPayment,
  issueSupplementaryInvoice,
} from './invoice-issue.ts';
export { getTaxDocuments } from './invoices.service.ts';
