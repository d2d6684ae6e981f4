export type PackageArea = 'creator' | 'admin';

// spec 001 §2 sends everyone to the creator path from the mobile cards and a failed editor load;
// admins stay in their own area instead (ADR 032).
export const packageListPath = (area: PackageArea) =>
  area === 'admin' ? '/admin/packages' : '/creator/dashboard/packages';

export const packageEditPath = (area: PackageArea, id: string) => `${packageListPath(area)}/edit/${id}`;

/** The package's departure board: dates, seats, holds, manifests, waitlist. */
export const packageDeparturesPath = (area: PackageArea, id: string) =>
  `${packageListPath(area)}/${id}/departures`;
