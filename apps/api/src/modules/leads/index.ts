// The public face of the leads module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { countLeadConversion, countLeadsByStatus, findLead, linkLeadToBooking } from './leads.repository.ts';
