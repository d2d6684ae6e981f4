// The public face of the tours module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export {
  departureNamesOf,
  departurePricingOf,
  offeredDateOf,
  packageForOwnerOrAdmin,
  packageForUser,
} from './tour-access.ts';
export { findDepartures } from './tour-departures.repository.ts';
export { toState } from './tour-service-support.ts';
export {
  countPackagesByStatus,
  countPackagesUsingHotel,
  type PackageWithCreator,
} from './tours.repository.ts';
