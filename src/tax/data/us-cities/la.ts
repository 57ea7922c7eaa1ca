// LA: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Baton Rouge and New Orleans are in us-local.ts. Louisiana's local sales taxes (parish, school
// board, law enforcement, city, districts) are collected per parish by its local collector; the
// Louisiana Association of Tax Administrators (LATA) publishes each parish's rate table. The entries
// below hold the combined local rate of the city column, for its main parish only.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const SHREVEPORT =
  'https://lataonline.org/for-taxpayers/city-to-parish-index/caddo — LATA, "Caddo Parish", rate table effective 2025-01-01 (with the state rate increase): Shreveport (column A) = School Board 1.50% + Law Enforcement 0.35% + City 2.75% = combined local 4.60%, total 9.60% with the 5.00% state rate (9.05% with 4.45% before 2025-01-01, table effective 2022-04-01: local 4.60% unchanged). Held as one combined jurisdiction. The Mall Economic Development District (column X, 1% more) and Shreveport inside Bossier Parish (column G) are not held';
const LAFAYETTE =
  'https://lataonline.org/for-taxpayers/city-to-parish-index/lafayette/ — LATA, "Lafayette Parish", rate table effective 2018-10-01 (the latest the stored copy shows): Lafayette excluding EDD (column 1) = School Board 2.00% + City 2.00% = combined local 4.00%; economic development districts (I-10 at MM 103, 1% more) are not held. No later change was found, but the page was not seen updated for the 2025 state rate: confirm against the Lafayette Parish School System\'s sales tax division';

export const LA_CITIES: UsCityData = {
  state: 'LA',
  jurisdictions: [
    local('us-LA-shreveport-caddo-local', 'Shreveport: Caddo Parish School Board + law enforcement + City of Shreveport combined', 'district', [['4.60', null, null, SHREVEPORT]]),
    local('us-LA-lafayette-local', 'Lafayette: Lafayette Parish School Board + City of Lafayette combined', 'district', [['4.00', null, null, LAFAYETTE]]),
  ],
  places: [
    { state: 'LA', names: ['Shreveport'], counties: ['22017'], jurisdictions: ['us-LA-shreveport-caddo-local'] },
    { state: 'LA', names: ['Lafayette'], counties: ['22055'], jurisdictions: ['us-LA-lafayette-local'] },
  ],
};
