// MN: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Minneapolis, the Hennepin County taxes and the two seven-county metro-area taxes of 2023-10-01 are
// in us-local.ts (their ids are reused here).
//
// Placing: USPS calls "Saint Paul" many ZIP codes of Ramsey County suburbs too (Roseville 55113,
// Maplewood and North St. Paul 55109, New Brighton and Arden Hills 55112, Shoreview 55126, Vadnais
// Heights 55127, part of White Bear Lake 55110), which do not levy St. Paul's city tax (8.375%
// there, not 9.875%): they are answered with St. Paul's rate, as the Minneapolis entry answers its
// Hennepin suburbs, until the place model can tell ZIP codes apart. "Saint Paul" ZIP codes in Dakota
// and Washington counties (Eagan, Mendota Heights, Woodbury, ...) are left unplaced.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const MN_FILE =
  'MNR2026Q2FEB18.csv, Streamlined Sales Tax Governing Board rate file for Minnesota, 2026 Q2 (copy in test/fixtures/sst/; the Minnesota Department of Revenue\'s rates, https://www.revenue.state.mn.us/local-sales-tax-information — Minnesota Revenue, "Local Sales Tax Information")';

const ST_PAUL = (line: number, what: string) =>
  `${MN_FILE}, line ${line}: city row 58000 (Saint Paul) ${what}; https://www.axios.com/local/twin-cities/2024/02/29/st-paul-sales-tax-projects-grand-avenue-potholes-parks-streets — Axios Twin Cities: St. Paul's 1% sales tax increase (streets and parks, approved by the voters in November 2023) takes effect on 2024-04-01, for a rate of 9.875%, the state's highest (6.875% state + 0.5% Ramsey County + 0.5% + 1% city + 0.75% and 0.25% metro-area taxes); https://www.newsbreak.com/news/2871712682622/st-paul-considers-1-sales-tax-increase-to-fund-improvements-for-roads-and-parks — BringMeTheNews: before the increase, 0.5% city and 0.5% Ramsey County.`;
const RAMSEY = `${MN_FILE}, line 53: county row 123 (Ramsey County), 0.5% from 2017-10-01 (the county's transportation tax, taken over from the Counties Transit Improvement Board that day; the file holds no earlier row), no end given; Axios (see City of Saint Paul): 0.5% Ramsey County in St. Paul's 9.875%.`;
const OLMSTED = `${MN_FILE}, line 48: county row 109 (Olmsted County), 0.5% from 2017-07-01, no end given; https://olmstedcounty.gov/post/local-option-sales-and-use-tax — Olmsted County, "Local Option Sales and Use Tax": a 1/4% transit sales tax of 2013 (Destination Medical Center) and a second 1/4% transportation tax of 2017 (resolution 17-18), administered by the Minnesota Department of Revenue.`;
const ROCHESTER = `${MN_FILE}, line 36: city row 54880 (Rochester), 0.75% from 2016-01-01, no end given; https://www.experiencerochestermn.com/visitor-info/about-rochester/ — Experience Rochester (the city's visitor bureau): state 6.875%, Olmsted County 0.50% and City of Rochester 0.75%, 8.125% combined.`;

export const MN_CITIES: UsCityData = {
  state: 'MN',
  jurisdictions: [
    local('us-MN-ramsey-county-transportation', 'Ramsey County transportation sales tax', 'county', [['0.50', '2017-10-01', null, RAMSEY]]),
    local('us-MN-city-of-saint-paul', 'City of Saint Paul (0.5% and, from 2024-04-01, 1% for streets and parks)', 'city', [
      ['0.50', '2005-10-01', '2024-04-01', ST_PAUL(4, '0.5% from 2005-10-01 to 2024-03-31')],
      ['1.50', '2024-04-01', null, ST_PAUL(123, '1.5% from 2024-04-01, no end given')],
    ]),
    local('us-MN-olmsted-county-transit', 'Olmsted County transit and transportation sales taxes', 'county', [['0.50', '2017-07-01', null, OLMSTED]]),
    local('us-MN-city-of-rochester', 'City of Rochester', 'city', [['0.75', '2016-01-01', null, ROCHESTER]]),
  ],
  places: [
    // Ramsey County ZIP codes named "Saint Paul" that reach the suburbs (Falcon Heights and
    // Lauderdale 55108, Maplewood and North St. Paul 55109 and 55119, White Bear Lake 55110, New
    // Brighton, Arden Hills and Mounds View 55112, Roseville 55113, Little Canada 55117, Shoreview
    // 55126, Vadnais Heights and North Oaks 55127): the city's taxes, reported uncertain.
    { state: 'MN', names: ['Saint Paul', 'St. Paul', 'St Paul'], counties: ['27123'], jurisdictions: ['us-MN-ramsey-county-transportation', 'us-MN-metro-area-transportation', 'us-MN-metro-area-housing', 'us-MN-city-of-saint-paul'], partlyOutside: ['55108', '55109', '55110', '55112', '55113', '55117', '55119', '55126', '55127'] },
    { state: 'MN', names: ['Rochester'], counties: ['27109'], jurisdictions: ['us-MN-olmsted-county-transit', 'us-MN-city-of-rochester'] },
  ],
};
