// AZ: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Arizona's transaction privilege tax (TPT): state 5.6% (us-state-facts.ts), a county excise tax and
// the city's own TPT under the Model City Tax Code, all reported to the Arizona Department of Revenue.
// Cities may tax what the state does not (for example the rental of tangible personal property, which
// many cities apply to software and SaaS): not encoded here (see the report of issue 10).
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const TUCSON = "https://www.library.pima.gov/content/sales-tax-rates-in-tucson-and-pima-county/ — Pima County Public Library, \"Sales Tax Rates in Tucson and Pima County\": Tucson 8.7% = state 5.6 + Pima County 0.5 + City of Tucson 2.6 (2.5% plus the 0.1% Reid Park Zoo tax, Ordinance 11518, effective 2018-02-01 and expiring 2028-01-31; citing the City of Tucson's notice to taxpayers); https://pixelation.org/what-is-sales-tax-in-tucson-az-the-locals-breakdown-for-2026-nas — combined 8.7% in the city limits as of early 2026 (5.6 + 0.5 + 2.6) (secondary). Authority: ADOR, TPT rate tables (not read in a stored copy).";
const MESA = "http://mesaaz.gov/salestax — City of Mesa, \"Sales Tax\": current combined Transaction Privilege Tax 8.3% = Mesa 2% (code ME) + Maricopa County 0.7% + Arizona 5.6%; all reported to the Arizona Department of Revenue.";

export const AZ_CITIES: UsCityData = {
  state: 'AZ',
  jurisdictions: [
    local('us-AZ-pima-county-excise', 'Pima County excise', 'county', [['0.50', null, null, TUCSON]]),
    local('us-AZ-city-of-tucson-tpt', 'City of Tucson TPT', 'city', [['2.60', null, null, TUCSON]]),
    local('us-AZ-city-of-mesa-tpt', 'City of Mesa TPT', 'city', [['2.00', null, null, MESA]]),
  ],
  places: [
    { state: 'AZ', names: ['Tucson'], jurisdictions: ['us-AZ-pima-county-excise', 'us-AZ-city-of-tucson-tpt'], counties: ['04019'] },
    { state: 'AZ', names: ['Mesa'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-mesa-tpt'], counties: ['04013'] },
  ],
};
