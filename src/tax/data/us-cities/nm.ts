// NM: built-in city and special-district taxes (issue 10). Sources beside each figure.
//
// New Mexico's gross receipts tax (GRT) is levied on the seller at one rate per location: the state
// rate (4.875% since 2023-07-01, us-state-facts.ts) plus the county's and the municipality's
// increments, published by the Taxation and Revenue Department twice a year (January 1 and July 1)
// in its "Gross Receipts Tax Rate Schedule" by location code. Each place here is one combined
// jurisdiction: the location's rate less the state rate. Albuquerque is in us-local.ts.
//
// No schedule for 2025 or 2026 was read in a stored copy (only those of 2017-2022): the rates are
// those reported in 2024 and, the state rate having been 4.875% since, assumed unchanged; re-check
// against TRD's schedule for July-December 2026.
// Left out: Las Cruces, for want of a rate in force on 2026-11-01 (checked 2026-11-25). Known: 8.0625%
// in 2024 (https://newsbreak.com/las-cruces-sun-news-1590778/3525651367369-city-council-to-consider-tax-increase-ballot-question
// — Las Cruces Sun-News, 2024-07-12); voters approved a further municipal 0.3250% on 2024-11-05
// (23,845 to 19,264, https://www.lascrucesbulletin.com/stories/las-cruces-voters-approve-grt-hike,98751
// — Las Cruces Bulletin); TRD's notice of the July 2025 changes names Las Cruces among the areas whose
// rate rose on 2025-07-01, without the figure (https://newmexicosun.com/stories/672124234-new-mexico-announces-upcoming-tax-law-changes-effective-july);
// after the vote the council may add 0.2375% by ordinance without an election, which most councilors
// said in 2024 they did not intend to. 8.0625 + 0.325 = 8.3875% from 2025-07-01 is therefore likely
// but read nowhere, and neither TRD schedule for 2026 (January-June, published 2025-12-22 per
// https://news.bloombergtax.com/daily-tax-report-state/new-mexico-tax-department-updates-grt-codes-rates-for-tribal-special-jurisdictions;
// July-December) was read in a stored copy. Also: every "Las Cruces" ZIP code reaches beyond the city
// (US Census Bureau 2020 ZCTA to place file, copy at https://github.com/bdurand/us_geo: 88001 7.6 of
// 11.1 square miles in the city; 88003 lies almost wholly in University Park CDP, New Mexico State
// University; 88005, 88007, 88011 and 88012 lie mostly outside the city by area: Mesilla and
// unincorporated Dona Ana County), so an entry would answer every one of them as uncertain. No county file: inside a municipality the
// county's rate differs from its "remainder of county" rate, so no New Mexico local tax is county-wide.
import type { JurisdictionData } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCityData, UsPlace } from './types.ts';

const STATE = 'less the 4.875% state rate (from 2023-07-01; https://tax.newmexico.gov — Taxation and Revenue Department, "Gross Receipts Tax Rate Schedule", not read in a 2026 edition)';

const SANTA_FE = `https://errorsofenchantment.com/las-cruces-voters-to-decide-on-massive-tax-hike-this-fall — Rio Grande Foundation, "Las Cruces voters to decide on massive tax hike this fall" (July 2024): Santa Fe's GRT is 8.1875%; https://taxhero.net/sales-tax/city/nm-santa-fe — TaxHero, "Santa Fe": 8.19% = New Mexico 4.88% + Santa Fe 3.31% (rounded). Consistent with TRD's schedule for July-December 2017 (Santa Fe (city), location code 01-123: 8.3125% at the 5.125% state rate, https://www.formsbank.com/template/308636/information-for-form-crs-1-gross-receipts-tax-rate-schedule.html?page=2), the county's 1/8% of 2018-01-01 (https://nmpoliticalreport.com/2017/09/20/santa-fe-county-voters-reject-grt-tax-increase/: 8.4375% in the city) and the state's cuts to 5% and 4.875%. Local part 8.1875 ${STATE} = 3.3125%.`;
const RIO_RANCHO = `https://errorsofenchantment.com/las-cruces-voters-to-decide-on-massive-tax-hike-this-fall — Rio Grande Foundation, "Las Cruces voters to decide on massive tax hike this fall" (July 2024): Rio Rancho's GRT is 7.4375% (the Sandoval County part, TRD location code 29-647; the Bernalillo County part, 02-647, has another rate). Local part 7.4375 ${STATE} = 2.5625%.`;

export const NM_JURISDICTIONS: JurisdictionData[] = [
  local('us-NM-santa-fe-county-city-of-santa-fe', 'Santa Fe County + City of Santa Fe combined', 'district', [['3.3125', null, null, SANTA_FE]]),
  local('us-NM-sandoval-county-city-of-rio-rancho', 'Sandoval County + City of Rio Rancho combined', 'district', [['2.5625', null, null, RIO_RANCHO]]),
];

export const NM_PLACES: UsPlace[] = [
  // Santa Fe, the capital. The USPS name also covers unincorporated parts of Santa Fe County (7.0625%
  // "remainder of county" in the same reports), answered with the city's rate.
  { state: 'NM', names: ['Santa Fe'], counties: ['35049'], jurisdictions: ['us-NM-santa-fe-county-city-of-santa-fe'] },
  { state: 'NM', names: ['Rio Rancho'], counties: ['35043'], jurisdictions: ['us-NM-sandoval-county-city-of-rio-rancho'] },
];

export const NM_CITIES: UsCityData = { state: 'NM', jurisdictions: NM_JURISDICTIONS, places: NM_PLACES };
