import type {
  CreditNoteRow,
  CreditNoteSnapshot,
  InvoiceRow,
  InvoiceSnapshot,
  SnapshotParties,
  SnapshotSignatory,
} from './invoices.repository.ts';

// ADR 1303: what an issued GST document prints, frozen once: at its issue (invoice-issue.ts, in
// the issuing transaction) or, for a document issued before migration 0033, at its first read
// (invoices.service.ts). The PDFs are rendered from these alone (invoice-pdf.ts). ADR 1342: a
// document issued with a signatory in the settings keeps that signatory; one frozen on its first
// read (issued before 0033) gets none, as none was named when it was issued.

export type { CreditNoteSnapshot, InvoiceSnapshot };

/** The booking and package as a document describes them. */
export type InvoiceSubject = {
  bookingNumber: string;
  packageTitle: string;
  departureName: string;
  travelDate: string;
  people: number;
};

/** A payment received, as the invoice lists it. */
export type PaymentReceived = {
  at: Date;
  kind: string;
  amountPaise: number;
  gatewayTransactionId: string | null;
  offlineReference: string | null;
};

type PartyFields = Pick<
  InvoiceRow,
  | 'supplierName'
  | 'supplierAddress'
  | 'supplierGstin'
  | 'supplierStateCode'
  | 'recipientName'
  | 'recipientEmail'
  | 'recipientPhone'
  | 'recipientGstin'
  | 'recipientAddress'
  | 'placeOfSupply'
  | 'intraState'
  | 'ratePercent'
>;

const partiesOf = (invoice: PartyFields): SnapshotParties => ({
  supplier: {
    name: invoice.supplierName,
    address: invoice.supplierAddress,
    gstin: invoice.supplierGstin,
    stateCode: invoice.supplierStateCode,
  },
  recipient: {
    name: invoice.recipientName,
    email: invoice.recipientEmail,
    phone: invoice.recipientPhone,
    // ADR 1375, 1376: only when there is one (documents before them print neither).
    ...(invoice.recipientGstin && { gstin: invoice.recipientGstin }),
    ...(invoice.recipientAddress && { address: invoice.recipientAddress }),
  },
  placeOfSupply: invoice.placeOfSupply,
  intraState: invoice.intraState,
  ratePercent: invoice.ratePercent,
});

type InvoiceFields = Omit<InvoiceRow, 'id' | 'bookingId' | 'snapshot' | 'createdAt' | 'originalInvoiceId'> & {
  kind: 'invoice' | 'supplementary';
};

/** A tax invoice's (or supplementary invoice's, against `againstNumber`) snapshot. */
export function invoiceSnapshot(
  invoice: InvoiceFields,
  subject: InvoiceSubject,
  payments: PaymentReceived[],
  againstNumber: string | null,
  signatory: SnapshotSignatory | null = null,
): InvoiceSnapshot {
  return {
    version: 1,
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    againstNumber,
    bookingNumber: subject.bookingNumber,
    ...partiesOf(invoice),
    service: {
      packageTitle: subject.packageTitle,
      departureName: subject.departureName,
      travelDate: subject.travelDate,
      people: subject.people,
    },
    amounts: {
      totalPaise: invoice.totalPaise,
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
    },
    // A supplementary invoice lists no payments (ADR 1210).
    payments:
      invoice.kind === 'supplementary'
        ? []
        : payments.map((p) => ({
            at: p.at.toISOString(),
            kind: p.kind,
            amountPaise: p.amountPaise,
            reference: p.gatewayTransactionId ?? p.offlineReference,
          })),
    ...(signatory && { signatory }),
  };
}

type NoteFields = Pick<
  CreditNoteRow,
  'number' | 'issuedAt' | 'amountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'reason'
>;

/** A credit note's snapshot: against the booking's own invoice, whose parties it repeats. */
export function creditNoteSnapshot(
  note: NoteFields,
  invoice: InvoiceRow,
  subject: InvoiceSubject,
  signatory: SnapshotSignatory | null = null,
): CreditNoteSnapshot {
  return {
    version: 1,
    reason: note.reason,
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    against: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    bookingNumber: subject.bookingNumber,
    ...partiesOf(invoice),
    service: { packageTitle: subject.packageTitle, departureName: subject.departureName },
    amounts: {
      totalPaise: note.amountPaise,
      taxablePaise: note.taxablePaise,
      cgstPaise: note.cgstPaise,
      sgstPaise: note.sgstPaise,
      igstPaise: note.igstPaise,
    },
    ...(signatory && { signatory }),
  };
}
