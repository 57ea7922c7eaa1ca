// GA: built-in city and special-district taxes (issue 10). Sources beside each figure.
//
// The county file (us-counties/ga.ts) gives every county's county-wide row and is complete except in
// Fulton, DeKalb and Clayton (its `incompleteCounties`): there the City of Atlanta, a few Fulton
// cities and two districts add taxes. The entries below hold those additions, so that the county row
// plus the entry is the whole local rate:
// - Atlanta, Fulton County part: Fulton's 3% + the City of Atlanta's 1.9% (MOST 1%, MARTA 0.5%,
//   Atlanta TSPLOST 0.4%) = 4.9%, 8.9% with the state's 4%.
// - Fulton County outside Atlanta: Fulton's 3% + the Fulton County TSPLOST 0.75% = 3.75%, 7.75%.
// - DeKalb County outside Atlanta: DeKalb's 3% + the DeKalb SPLOST 1% = 4%, 8%.
//
// Placing (the ZIP code's USPS city name, docs/tax-data.md): USPS calls many ZIP codes "Atlanta"
// that lie outside the City of Atlanta. In Fulton: Sandy Springs (30328, 30350, parts of 30327 and
// 30342, 7.75%), the City of South Fulton (30331, 30349, 7.75%), East Point (30344), Hapeville
// (30354) and College Park (30337), which levy their own 1.75% (county file header) instead. Those
// ZIP codes are answered with Atlanta's 8.9% until the place model can exclude ZIP codes (see the
// report on issue 10). In DeKalb the "Atlanta" ZIP codes are mostly outside the city (Dunwoody,
// Brookhaven, Chamblee, Doraville, unincorporated DeKalb, 8%), so the Atlanta entry is restricted to
// Fulton and DeKalb's "Atlanta" ZIP codes stay unplaced. Sandy Springs, Johns Creek, Milton, South
// Fulton, Dunwoody, Brookhaven, Chamblee and Doraville are not USPS city names at all (their ZIP
// codes are "Atlanta", "Alpharetta", "Duluth", ...), so they cannot have entries of their own.
// Clayton County is left as the county file leaves it (College Park's Clayton part, 1%, and the
// unidentified 0.5% district row 99999 of 2022-10-01 could not be placed).
//
// Columbus (Muscogee, 9%), Augusta (Richmond, 8.5%), Savannah (Chatham, 7%), Athens (Clarke, 8%)
// and Macon (Bibb, 8%) are consolidated or county-wide: their counties are complete in the county
// file and need no entry (tested in test/unit/tax/us-local-wa-mn-dakotas-ga.test.ts).
import { local, type Rate } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const GA_FILE =
  'GAR2026Q2FEB19.csv, Streamlined Sales Tax Governing Board rate file for Georgia, 2026 Q2 (copy in test/fixtures/sst/), whose rates the Georgia Department of Revenue publishes in its quarterly "Sales Tax Rates" chart (https://dor.georgia.gov/sales-tax-rates-general — Georgia DOR, "Sales Tax Rates - General")';

const ATLANTA =
  'https://www.atl311.com/?p=2176 — City of Atlanta ATL311, "Municipal Option Sales Tax": the MOST is a 1-cent sales tax on most goods and services within the city (reauthorized in May 2020); http://atlantaintownpaper.com/2017/03/first-two-sales-tax-increases-effect-march-1/ — Atlanta Intown, "First of two sales tax increases goes into effect": 8.5% from 2017-03-01 (More MARTA 0.5%) and 8.9% from 2017-04-01 (Atlanta TSPLOST 0.4%, https://www.myajc.com/news/local-govt--politics/marta-tax-increase-begins-atlanta-others-follow-fulton-april/WIqCWJlBSlDCMnYG4hrIaI/ — AJC: MARTA half-penny from March 1, four-tenths of a penny for transportation from April 1); with Fulton County\'s 3% (county file) and the 4% state rate, 8.9% in the city';
const atlanta = (line: number, note: string) => `${GA_FILE}, line ${line}: city row 04000 (City of Atlanta, Fulton County part; the DeKalb part has its own code, 05000, from 2018-04-01) ${note}; ${ATLANTA}.`;

const FULTON_TSPLOST =
  `${GA_FILE}, line 14: district row 00060, 0.75% from 2017-04-01, no end given; https://sandyspringsga.gov/tsplost — City of Sandy Springs, "TSPLOST": the 0.75% Transportation Special Purpose Local Option Sales Tax is paid on taxable sales in Fulton County outside the City of Atlanta; collection began in April 2017 and the November 2021 renewal runs from 2022-04-01 to 2027-03-31; https://diminishedvalueofgeorgia.com/fulton-county-sales-tax-rate-increase (quoting the Georgia DOR notice, secondary) — from 2017-04-01 the rate in Fulton County outside Atlanta is 7.75% (4% state + 3.75% Fulton County).`;

const DEKALB_SPLOST =
  `${GA_FILE}, line 15: district row 00044, 1% from 2018-04-01 (0% on food, which Levy does not model); https://www.dekalbcountyga.gov/splost/history-overview — DeKalb County, "SPLOST History & Overview": effective April 1, 2018, the sales tax rate in DeKalb County excluding Atlanta in DeKalb is 8 percent: 4% state, 1% E-SPLOST, 1% MARTA, 1% SPLOST and 1% EHOST.`;

const ATLANTA_RATES: Rate[] = [
  ['1.00', null, '2017-03-01', atlanta(2, '1% (MOST)')],
  ['1.50', '2017-03-01', '2017-04-01', atlanta(3, '1.5% (MOST + More MARTA)')],
  ['1.90', '2017-04-01', '2022-04-01', atlanta(4, '1.9% (MOST + More MARTA + Atlanta TSPLOST)')],
  ['1.50', '2022-04-01', '2022-10-01', atlanta(5, '1.5% (between two TSPLOST periods)')],
  ['1.90', '2022-10-01', null, atlanta(6, '1.9% from 2022-10-01, no end given')],
];

const FULTON = '13121';
const DEKALB = '13089';
// The entries also name their county's row (us-counties/ga.ts; counted once where the county file
// gives it too) so that a city typed without a ZIP code gets the whole local rate.
const FULTON_COUNTY = `us-GA-county-${FULTON}`;
const DEKALB_COUNTY = `us-GA-county-${DEKALB}`;

export const GA_CITIES: UsCityData = {
  state: 'GA',
  jurisdictions: [
    local('us-GA-city-of-atlanta', 'City of Atlanta (MOST, More MARTA, Atlanta TSPLOST; Fulton County part)', 'city', ATLANTA_RATES),
    local('us-GA-fulton-county-tsplost', 'Fulton County TSPLOST (Fulton County outside the City of Atlanta)', 'district', [['0.75', '2017-04-01', null, FULTON_TSPLOST]]),
    local('us-GA-dekalb-county-splost', 'DeKalb County SPLOST (DeKalb County outside the City of Atlanta)', 'district', [['1.00', '2018-04-01', null, DEKALB_SPLOST]]),
  ],
  places: [
    // Fulton ZIP codes named "Atlanta" that reach Sandy Springs (30327, 30328, 30342, 30350), South
    // Fulton (30331, 30349), East Point (30344, 30311), Hapeville (30354), College Park (30337) and
    // unincorporated land (30336): the city's taxes, reported uncertain.
    { state: 'GA', names: ['Atlanta'], counties: [FULTON], jurisdictions: [FULTON_COUNTY, 'us-GA-city-of-atlanta'], partlyOutside: ['30311', '30327', '30328', '30331', '30336', '30337', '30342', '30344', '30349', '30350', '30354'] },
    // Fulton County outside Atlanta (USPS names of ZIP codes whose main county is Fulton, none of
    // them in Atlanta, East Point, Hapeville or College Park).
    { state: 'GA', names: ['Alpharetta', 'Roswell', 'Fairburn', 'Union City', 'Palmetto'], counties: [FULTON], jurisdictions: [FULTON_COUNTY, 'us-GA-fulton-county-tsplost'] },
    // DeKalb County outside Atlanta.
    { state: 'GA', names: ['Decatur', 'Avondale Estates', 'Clarkston', 'Lithonia', 'Pine Lake', 'Scottdale', 'Stone Mountain', 'Tucker'], counties: [DEKALB], jurisdictions: [DEKALB_COUNTY, 'us-GA-dekalb-county-splost'] },
  ],
};
