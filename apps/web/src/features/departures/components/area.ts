export type DeparturesArea = 'admin' | 'creator';

const packagesPath = (area: DeparturesArea) =>
  area === 'admin' ? '/admin/packages' : '/creator/dashboard/packages';

export const departuresPath = (area: DeparturesArea, id: string) => `${packagesPath(area)}/${id}/departures`;
export const manifestPath = (area: DeparturesArea, id: string, date: string, departureId: string) =>
  `${departuresPath(area, id)}/manifest?date=${encodeURIComponent(date)}&departureId=${encodeURIComponent(departureId)}`;
export { packagesPath };
