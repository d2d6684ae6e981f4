export type DeparturesArea = 'admin' | 'creator';

const packagesPath = (area: DeparturesArea) =>
  area === 'admin' ? '/admin/packages' : '/creator/dashboard/packages';

export const departuresPath = (area: DeparturesArea, id: string) => `${packagesPath(area)}/${id}/departures`;
export const manifestPath = (area: DeparturesArea, id: string, date: string, departureId: string) =>
  `${departuresPath(area, id)}/manifest?date=${encodeURIComponent(date)}&departureId=${encodeURIComponent(departureId)}`;
/** A date's rooming list, and (admin) its supplier costs and margin. */
const datePage =
  (page: 'rooming' | 'costs' | 'launch') =>
  (area: DeparturesArea, id: string, date: string, departureId: string) =>
    `${departuresPath(area, id)}/${page}?date=${encodeURIComponent(date)}&departureId=${encodeURIComponent(departureId)}`;
export const roomingPath = datePage('rooming');
export const costsPath = datePage('costs');
export const launchPath = datePage('launch');
export { packagesPath };
