// IA: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Iowa's local option sales tax (LOST, 1%) is voted county by county but applies only in the cities
// (and unincorporated areas) whose voters approved it: a place entry per city, no county file.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const DES_MOINES =
  'https://www.kjan.com/index.php/2019/03/sales-tax-to-rise-in-des-moines-5-other-polk-county-cities/ — KJAN / Associated Press, "Sales tax to rise in Des Moines, 5 other Polk County cities": voters approved raising the sales tax from 6 to 7 cents on 2019-03-05, effective 2019-07-01, with no sunset (https://www.desmoinesregister.com/story/news/2018/03/01/polk-county-one-cent-local-option-sales-tax-vote-march-6/358795002/ — Des Moines Register); https://quicktaxcalc.com/iowa/des-moines — 7% = 6% state + 1% local option (2026). Authority: Iowa Department of Revenue, local option tax rates by jurisdiction (not read)';
const CEDAR_RAPIDS =
  'https://www.kcrg.com/2021/10/20/paving-progress-up-renewal-november-2nd-ballot/ — KCRG, "Paving for Progress up for renewal in Cedar Rapids on November ballot": the 1% local option sales tax in force since 2014-07-01 (to 2024-06-30) was put to the voters on 2021-11-02 for ten more years, to 2034 (https://www.thegazette.com/local-government/cedar-rapids-voters-to-decide-nov-2-whether-to-extend-1-cent-tax-to-fund-street-repairs/ — The Gazette); the result was not read, but sources written after 2024-06-30 still give 7.0% = 6.0% state + 1.0% local option in Cedar Rapids (https://legalclarity.org/what-is-the-sales-tax-rate-in-cedar-rapids-iowa — LegalClarity; https://quicktaxcalc.com/iowa — 2025). Secondary sources: confirm against the Iowa Department of Revenue\'s local option tax table';
const DAVENPORT =
  'https://www.thegazette.com/?p=214147 — The Gazette (Cedar Rapids), "Local-option taxes blanket Iowa cities, counties" (citing the Iowa Department of Revenue): Davenport has had the 1% local option sales tax for more than 20 years with no sunset (since 1988, https://rickmsmith.wordpress.com/2009/02/27/ — Mayor Gluba); https://quicktaxcalc.com/iowa — Davenport 7% (6% state + 1% local option, 2025)';

export const IA_CITIES: UsCityData = {
  state: 'IA',
  jurisdictions: [
    local('us-IA-city-of-des-moines-local-option', 'City of Des Moines local option sales tax', 'city', [['1.00', null, null, DES_MOINES]]),
    local('us-IA-city-of-cedar-rapids-local-option', 'City of Cedar Rapids local option sales tax', 'city', [['1.00', null, null, CEDAR_RAPIDS]]),
    local('us-IA-city-of-davenport-local-option', 'City of Davenport local option sales tax', 'city', [['1.00', null, null, DAVENPORT]]),
  ],
  places: [
    { state: 'IA', names: ['Des Moines'], counties: ['19153'], jurisdictions: ['us-IA-city-of-des-moines-local-option'] },
    { state: 'IA', names: ['Cedar Rapids'], counties: ['19113'], jurisdictions: ['us-IA-city-of-cedar-rapids-local-option'] },
    { state: 'IA', names: ['Davenport'], counties: ['19163'], jurisdictions: ['us-IA-city-of-davenport-local-option'] },
  ],
};
