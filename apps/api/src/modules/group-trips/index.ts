// The public face of the group-trips module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { listCountingBookings } from './group-trips.repository.ts';
export {
  atRiskDates,
  confirmDateIfReached,
  tripNoticeOfBooking,
  tripOfBooking,
} from './group-trips.service.ts';
