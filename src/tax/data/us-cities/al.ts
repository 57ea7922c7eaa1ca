// AL: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Birmingham is in us-local.ts. Alabama's counties and cities levy their own sales taxes, some
// administered by the Alabama Department of Revenue and some collected by the city or county itself
// (selfAdministered below, where a source says so). The reduced rates (automotive, farm machinery,
// manufacturing machinery), the police jurisdiction rates outside city limits and the Simplified
// Sellers Use Tax program of remote sellers (a flat 8%) are not modelled. Entries hold for the city's
// main county only: the other counties have other county rates.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const HUNTSVILLE =
  'http://madisoncountyal.gov/departments/sales-tax — Madison County (Alabama) Sales Tax Department, "Sales Tax Rates Municipalities within Madison County": Huntsville city limits 4% state + 4 1/2% city + 1/2% county-wide = 9%; Huntsville sales tax is collected by the City of Huntsville, the county\'s by the county\'s own department (returns filed with it); https://yondatax.com/cities/huntsville — Huntsville 4.5% + Madison County 0.5% (2024). The table is "provided only as a courtesy": confirm against the city';
const MONTGOMERY =
  'http://www.choosemontgomery.com/site-selection/taxes-incentives/sales-use-tax/ — Montgomery Area Chamber of Commerce, "Sales and Use Tax": general rate City of Montgomery 3.5% + Montgomery County 2.5% (1.0% designated for education) + State of Alabama 4.0% = 10.0%; half the city rate in the police jurisdiction outside the city limits (not held); https://www.salestaxstates.com/sales-tax-calculator-alabama-montgomery — county 2.5%, city 3.5% (January 2025)';
const MOBILE =
  'https://www.tax-rates.org/alabama/mobile_sales_tax — Tax-Rates.org, "Mobile, Alabama Sales Tax" (2024): 10.00% = 4.00% state + 6.00% local (1.50% county + 5.00% city); https://www.salestaxhandbook.com/alabama/rates/mobile — 10.00% in the City of Mobile. The split between county and city differs between secondary sources (1.0% + 5.0% or 1.5% + 4.5%), the 6% total does not: held as one combined jurisdiction. Secondary sources only: confirm against the City of Mobile Revenue Department';
const TUSCALOOSA =
  'https://cityofnorthport.org/FAQ.aspx?QID=99 — City of Northport, FAQ: the total sales tax in Tuscaloosa County is 10%, state 4%; within city limits 3% city + 3% county, the tax remitted directly to the City of Tuscaloosa or the City of Northport; https://sales-tax.net/county/tuscaloosa — Tuscaloosa (35401): 4% state + 3% city + 3% county = 10%; https://www.sales-taxes.com/al/tuscaloosa-county — 10% in Tuscaloosa (December 2025). Held as one combined jurisdiction (county + city 6%). Secondary for the City of Tuscaloosa itself: confirm against its Revenue Department';

export const AL_CITIES: UsCityData = {
  state: 'AL',
  jurisdictions: [
    local('us-AL-city-of-huntsville', 'City of Huntsville', 'city', [['4.50', null, null, HUNTSVILLE]], { selfAdministered: 'city' }),
    local('us-AL-madison-county', 'Madison County (county-wide)', 'county', [['0.50', null, null, HUNTSVILLE]], { selfAdministered: 'county' }),
    local('us-AL-city-of-montgomery', 'City of Montgomery', 'city', [['3.50', null, null, MONTGOMERY]]),
    local('us-AL-montgomery-county', 'Montgomery County', 'county', [['2.50', null, null, MONTGOMERY]]),
    local('us-AL-mobile-county-city-of-mobile', 'Mobile County + City of Mobile combined', 'district', [['6.00', null, null, MOBILE]]),
    local('us-AL-tuscaloosa-county-city-of-tuscaloosa', 'Tuscaloosa County + City of Tuscaloosa combined', 'district', [['6.00', null, null, TUSCALOOSA]]),
  ],
  places: [
    { state: 'AL', names: ['Huntsville'], counties: ['01089'], jurisdictions: ['us-AL-city-of-huntsville', 'us-AL-madison-county'] },
    { state: 'AL', names: ['Montgomery'], counties: ['01101'], jurisdictions: ['us-AL-city-of-montgomery', 'us-AL-montgomery-county'] },
    { state: 'AL', names: ['Mobile'], counties: ['01097'], jurisdictions: ['us-AL-mobile-county-city-of-mobile'] },
    { state: 'AL', names: ['Tuscaloosa'], counties: ['01125'], jurisdictions: ['us-AL-tuscaloosa-county-city-of-tuscaloosa'] },
  ],
};
