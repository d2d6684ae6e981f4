// The public face of the settings module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { findAdminRecipients } from './settings.repository.ts';
export {
  getGstSettings,
  getPaperworkSettings,
  getReferralRateBp,
  getSiteSettings,
  getTcsSettings,
} from './settings.service.ts';
