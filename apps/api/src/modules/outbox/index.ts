// The public face of the outbox module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export {
  type DeliveryStatus,
  insertEmailJobIf,
  insertEmailJobs,
  insertWhatsAppJobs,
  listWhatsAppJobs,
  type NewEmailJob,
  type NewWhatsAppJob,
  recordDeliveryStatus,
} from './outbox.repository.ts';
export { enqueueEmail, runEmailOutboxOnce } from './outbox.ts';
export {
  whatsappAnnouncement,
  whatsappBalanceReminder,
  whatsappConfirmation,
  whatsappDateCancelled,
  whatsappDateMoved,
  whatsappMoveOffered,
  whatsappTripConfirmed,
} from './whatsapp-jobs.ts';
export { type WhatsAppSender, whatsappPreview, whatsappSenderFor } from './whatsapp-sender.ts';
