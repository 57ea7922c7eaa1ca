// California's county-wide district (transactions and use) taxes, by county FIPS (issue 10).
//
// The 7.25% statewide base rate (us-state-facts.ts) already holds the 1.25% Bradley-Burns local
// rate, so it is never repeated here. On top of it come district taxes (Revenue and Taxation Code
// Part 1.6): county-wide ones (transportation authorities, BART, county general taxes), held here,
// and city ones, which cities add all over the state (place entries, us-cities/ca.ts and
// us-local.ts). So this file is not complete (`complete: false`): a county alone never places an
// address; a place entry does, and this file supplies the county-wide part under it.
// Authority: CDTFA, "California City & County Sales & Use Tax Rates"
// (https://cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm) and its list of active district
// taxes (CDTFA-823); each rate names what was read.
//
// Only the counties settled are listed; a county missing here is one whose county-wide taxes were
// not read (it stays uncertain, as before). A county listed with [] has no county-wide district tax
// (cities or the unincorporated area alone may levy one: Kern County's 1% of 2023 applies to its
// unincorporated area only).
// Existing us-local.ts jurisdictions are reused for the counties that it already covers (Los
// Angeles, San Diego, San Francisco, Santa Clara, Sacramento).
// Counties listed: Alameda, Contra Costa, Fresno, Kern, Los Angeles, Orange, Riverside, Sacramento, San Bernardino,
// San Diego, San Francisco, Santa Clara, Ventura.
//
// Taxability: district taxes apply to the same sales as the statewide tax (the jurisdictions follow
// us-CA, the default of `local`).
import { local } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const CDTFA_823 =
  'https://taxformfinder.org/california/form-cdtfa-823 — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823, effective 1/1/2025, copy)';

const ALAMEDA = `${CDTFA_823}: Alameda County: Bay Area Rapid Transit District 0.50% (4/1/1970, no sunset), Essential Health Care Services 0.50% (7/1/2004-6/30/2034), Alameda County Transportation Commission 0.50% (4/1/2015-3/31/2045), Children's Health and Child Care 0.50% (7/1/2021-6/30/2041), Alameda County Transactions and Use Tax 0.50% (7/1/2021-3/31/2031), Alameda County Transportation Commission 2022 0.50% (4/1/2022-3/31/2045): 3.00% county-wide, 10.25% with the statewide rate; https://www.salestaxhandbook.com/california/rates/alameda-county — Sales Tax Handbook (December 2024): Oakland, Berkeley, Fremont, Livermore, Pleasanton, Dublin 10.25% (secondary).`;
const ORANGE = 'https://scag.ca.gov/post/local-option-sales-tax-measures — Southern California Association of Governments, "Local Option Sales Tax Measures": Orange County levies a half-cent transportation sales tax, Measure M, through 2041; https://www.orangecountycoast.com/santa-ana-residents-will-vote-on-20-year-sales-tax-increase/ — "Most Orange County residents now pay 7.75 percent in sales tax, which includes a statewide base rate plus a local add-on for transportation projects"; http://mapp.koreatimes.com/article/20250401/1558345 — Korea Times (2025-04-01): the rate in Orange County and Riverside County remains 7.75%.';
const RIVERSIDE = 'https://scag.ca.gov/post/local-option-sales-tax-measures — Southern California Association of Governments, "Local Option Sales Tax Measures": Riverside County Measure A, a half-cent transportation sales tax, continues through 2039; http://mapp.koreatimes.com/article/20250401/1558345 — Korea Times (2025-04-01): the rate in Orange County and Riverside County remains 7.75%; http://riversideoed.com/news-media/article/business-owners-sales-tax-increase-effective-april-1st-2017 — City of Riverside: 7.75% in the city before its Measure Z.';
const SAN_BERNARDINO = 'https://scag.ca.gov/post/local-option-sales-tax-measures — Southern California Association of Governments, "Local Option Sales Tax Measures": San Bernardino County Measure I, a half-cent transportation sales tax, continues through 2040; https://citrusbeltreview.com/stories/sbcta-sends-a-permanent-half-cent-transportation-tax-to-the-november-ballot — Citrus Belt Review (2026): Measure I, the half-cent sales tax funding the county\'s transportation since 1989, written to sunset in 2040; a permanent replacement goes to the voters on 2026-11-03 (no rate change on 2026-11-01).';

const FRESNO = 'https://gvwire.com/2023/05/30/fresno-county-sales-taxes-b-to-z-how-your-billions-are-being-spent/ — GV Wire, "Fresno County Sales Taxes B to Z: How Your Billions Are Being Spent" (2023-05-30, copy at https://ec2-13-52-0-112.us-west-1.compute.amazonaws.com/2023/05/30/fresno-county-sales-taxes-b-to-z-how-your-billions-are-being-spent/): county voters approved taxes for transportation (Measure C, 0.50%), libraries and the Chaffee Zoo; "some local residents pay as little as 7.975%", i.e. 0.725% of county-wide district taxes; https://gvwire.com/2022/06/08/82-of-fresno-county-residents-vote-to-continue-supporting-the-zoo/ — the zoo\'s 0.1% (Measure Z) renewed in June 2022 for 15 years; https://ca.sports.yahoo.com/news/message-delivered-loud-clear-fresno-133000354.html — Measure C does not expire until 2027. Combined, as the total is what was read.';

const CONTRA_COSTA = 'https://info.5y1.org/water-district-105_1_02e7b9.html — CDTFA, "District Taxes, Rates, and Effective Dates" (CDTFA-105, rev. 8-23, copy): Contra Costa County: Contra Costa Transportation Authority 0.50% and Bay Area Rapid Transit District 0.50% (also http://boe.ca.gov/lawguides/business/current/btlg/vol1/tutl/transactions-and-use-tax-law-districts.html — BOE Business Taxes Law Guide, CCTA 0.50% from 04/01/89, BART 0.50% from 04/01/70); https://claycord.com/?p=565201 — Claycord (November 2020): county Measure X, a countywide half-cent sales tax for 20 years, approved; https://www.salestaxhandbook.com/california/rates/contra-costa-county — Sales Tax Handbook (March 2023): Walnut Creek, Danville, San Ramon, Oakley 8.75% (1.50% of county-wide district taxes; 8.25% in 2021 before Measure X). Secondary for the total: confirm against CDTFA\'s table.';

const CA_JURISDICTIONS = [
  local('us-CA-alameda-county-district-taxes', 'Alameda County district taxes (BART, Alameda CTC 2014 and 2022, Essential Health Care, Children\'s Health and Child Care, county general tax)', 'district', [['3.00', null, null, ALAMEDA]]),
  local('us-CA-contra-costa-county-district-taxes', 'Contra Costa County district taxes (BART, Contra Costa Transportation Authority, county Measure X)', 'district', [['1.50', null, null, CONTRA_COSTA]]),
  local('us-CA-fresno-county-district-taxes', 'Fresno County district taxes (Measure C transportation, zoo Measure Z, library)', 'district', [['0.725', null, null, FRESNO]]),
  local('us-CA-orange-county-measure-m', 'Orange County Local Transportation Authority (Measure M)', 'district', [['0.50', null, null, ORANGE]]),
  local('us-CA-riverside-county-measure-a', 'Riverside County Transportation Commission (Measure A)', 'district', [['0.50', null, null, RIVERSIDE]]),
  local('us-CA-san-bernardino-county-measure-i', 'San Bernardino County Transportation Authority (Measure I)', 'district', [['0.50', null, null, SAN_BERNARDINO]]),
];

export const CA_COUNTY_TAXES: UsCountyTaxes | null = {
  state: 'CA',
  complete: false,
  counties: {
    '06001': ['us-CA-alameda-county-district-taxes'],
    // Kern: no county-wide district tax. Source: https://www.kget.com/news/board-of-supervisors-votes-to-place-one-cent-sales-tax-measure-on-november-ballot/ — KGET, "Board of Supervisors votes to place one-cent sales tax measure on November ballot" (2022): the county measure raises the rate in unincorporated Kern County from 7.25% to 8.25% and does not increase taxes in incorporated cities such as Bakersfield; https://www.turnto23.com/news/local-news/two-sales-tax-measure-to-hit-kern-county-ballots — "Right now sales tax in Bakersfield and Kern County is 7.25%" (before Bakersfield's Measure N): no county-wide district tax.
    '06013': ['us-CA-contra-costa-county-district-taxes'],
    '06019': ['us-CA-fresno-county-district-taxes'],
    '06029': [],
    '06037': ['us-CA-la-county-district-taxes'],
    '06059': ['us-CA-orange-county-measure-m'],
    '06065': ['us-CA-riverside-county-measure-a'],
    '06067': ['us-CA-sacramento-county-measure-a'],
    '06071': ['us-CA-san-bernardino-county-measure-i'],
    '06073': ['us-CA-san-diego-county-transnet'],
    '06075': ['us-CA-san-francisco-district-taxes'],
    '06085': ['us-CA-santa-clara-county-district-taxes', 'us-CA-santa-clara-county-measure-a-2025'],
    // Ventura: no county-wide district tax. Source: https://scag.ca.gov/post/local-option-sales-tax-measures — Southern California Association of Governments, "Local Option Sales Tax Measures": Ventura County is the only county in the SCAG region without a local (county-wide) sales tax measure; https://legalclarity.org/what-is-the-measure-42-sales-tax-in-simi-valley — LegalClarity: the rate in Simi Valley is the minimum combined rate across Ventura County (no city tax). No Ventura County district tax is in force (none found adopted).
    '06111': [],
  },
  jurisdictions: CA_JURISDICTIONS,
};
