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
// Every county is listed (second pass, from CDTFA's table of 2026-01-01). A county listed with []
// has no county-wide district tax (cities or the unincorporated area alone may levy one: the 1% taxes
// of the unincorporated areas of Kern, Del Norte, Monterey, Santa Cruz and Yuba counties are not
// county-wide and are not held here).
// Existing us-local.ts jurisdictions are reused for the counties that it already covers (Los
// Angeles, San Diego, San Francisco, Santa Clara, Sacramento).
// First pass: Alameda, Contra Costa, Fresno, Kern, Los Angeles, Orange, Riverside, Sacramento, San Bernardino,
// San Diego, San Francisco, Santa Clara, Ventura; the other 45 counties from CDTFA-823 (1-26), each
// checked against CDTFA's rate table of 2026-01-01 (county rate = 7.25% + the sum below). District
// tax changes operative after 2026-01-01 (other than Santa Clara County's Measure A of 2026-04-01)
// were not read in a stored copy.
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


const CDTFA_823_2026 =
  'https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), effective 1/1/2026, copy of https://cdtfa.ca.gov/formspubs/cdtfa823.pdf)';
const CDTFA_TABLE_2026 =
  'https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (SalesTaxRates1-1-26.xlsx from https://cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm, copy)';
/** A county's county-wide district taxes as CDTFA-823 lists them, with the county rate of CDTFA's table. */
const county2026 = (county: string, taxes: string, total: string) =>
  `${CDTFA_823_2026}: ${county} County (county-wide): ${taxes}; ${CDTFA_TABLE_2026}: ${county} County ${total}.`;
const CA_JURISDICTIONS = [
  local('us-CA-alameda-county-district-taxes', 'Alameda County district taxes (BART, Alameda CTC 2014 and 2022, Essential Health Care, Children\'s Health and Child Care, county general tax)', 'district', [['3.00', null, null, ALAMEDA]]),
  local('us-CA-contra-costa-county-district-taxes', 'Contra Costa County district taxes (BART, Contra Costa Transportation Authority, county Measure X)', 'district', [['1.50', null, null, CONTRA_COSTA]]),
  local('us-CA-fresno-county-district-taxes', 'Fresno County district taxes (Measure C transportation, zoo Measure Z, library)', 'district', [['0.725', null, null, FRESNO]]),
  local('us-CA-orange-county-measure-m', 'Orange County Local Transportation Authority (Measure M)', 'district', [['0.50', null, null, ORANGE]]),
  local('us-CA-riverside-county-measure-a', 'Riverside County Transportation Commission (Measure A)', 'district', [['0.50', null, null, RIVERSIDE]]),
  local('us-CA-san-bernardino-county-measure-i', 'San Bernardino County Transportation Authority (Measure I)', 'district', [['0.50', null, null, SAN_BERNARDINO]]),
  local('us-CA-amador-county-district-taxes', 'Amador County Fire Protection and Emergency Medical Services Transactions and Use Tax', 'district', [['0.50', null, null, county2026('Amador', 'Fire Protection and Emergency Medical Services 0.50% (4/1/2009, no sunset)', '7.750%')]]),
  local('us-CA-butte-county-district-taxes', 'Butte County Transactions and Use Tax', 'district', [['1.00', '2025-04-01', null, county2026('Butte', 'Butte County Transactions and Use Tax 1.00% (operative 4/1/2025, no sunset)', '8.250% (Biggs and Gridley, without a city tax, 8.250% too)')]]),
  local('us-CA-calaveras-county-district-taxes', 'Calaveras County Local Fire Protection Transactions and Use Tax', 'district', [['1.00', '2024-10-01', null, county2026('Calaveras', 'Local Fire Protection 1.00% (operative 10/1/2024, no sunset)', '8.250%')]]),
  local('us-CA-colusa-county-district-taxes', 'Colusa County Emergency Medical Ground Transport Transactions and Use Tax', 'district', [['0.50', null, null, county2026('Colusa', 'Emergency Medical Ground Transport 0.50% (4/1/2023, no sunset)', '7.750%')]]),
  local('us-CA-humboldt-county-district-taxes', 'Humboldt County transactions and use taxes (2015 and Supplemental)', 'district', [['0.50', null, '2025-04-01', county2026('Humboldt', 'Humboldt County Transactions and Use Tax 0.50% (4/1/2015, no sunset), Supplemental 1.00% (operative 4/1/2025, no sunset)', '8.750%')], ['1.50', '2025-04-01', null, `${county2026('Humboldt', 'Humboldt County Transactions and Use Tax 0.50% (4/1/2015, no sunset), Supplemental 1.00% (operative 4/1/2025, no sunset)', '8.750%')} https://cdtfa.ca.gov/taxes-and-fees/April2025ratechange.htm — CDTFA, "Explanation of Tax Rate Changes Operative April 1, 2025": Measure O (November 2024) added a new 1.00 percent countywide tax in Humboldt County.`]]),
  local('us-CA-imperial-county-district-taxes', 'Imperial County Local Transportation Authority', 'district', [['0.50', null, null, county2026('Imperial', 'Imperial County Local Transportation Authority 0.50% (4/1/1990-3/31/2050)', '7.750%')]]),
  local('us-CA-inyo-county-district-taxes', 'Inyo County Rural Counties Transactions and Use Tax', 'district', [['0.50', null, null, county2026('Inyo', 'Rural Counties Transactions and Use Tax 0.50% (10/1/1988, no sunset)', '7.750%')]]),
  local('us-CA-madera-county-district-taxes', 'Madera County 2006 Transportation Authority', 'district', [['0.50', null, null, county2026('Madera', 'Madera County 2006 Transportation Authority 0.50% (4/1/2007-3/31/2027)', '7.750%')]]),
  local('us-CA-marin-county-district-taxes', 'Marin County district taxes (Transportation Authority of Marin, SMART, Marin Parks)', 'district', [['1.00', null, null, county2026('Marin', 'Transportation Authority of Marin County 0.50% (4/1/2005-3/31/2049), Sonoma Marin Area Rail Transit District 0.25% (4/1/2009-3/31/2029), Marin Parks, Open Space, and Sustainable Agriculture 0.25% (10/1/2022-9/30/2031)', '8.250%')]]),
  local('us-CA-mariposa-county-district-taxes', 'Mariposa County Healthcare 2022 Transactions and Use Tax', 'district', [['1.00', null, null, county2026('Mariposa', 'Mariposa County Healthcare 2022 1.00% (10/1/2022-9/30/2062)', '8.250%')]]),
  local('us-CA-mendocino-county-district-taxes', 'Mendocino County district taxes (Mental Health Treatment Act, Library 2023, Essential Services)', 'district', [['0.625', null, null, county2026('Mendocino', '2023 Mental Health Treatment Act 0.125% (4/1/2023), Mendocino Library 2023 0.25% (4/1/2023), Essential Services 0.25% (4/1/2023-3/31/2033)', '7.875%')]]),
  local('us-CA-merced-county-district-taxes', 'Merced County Transportation Authority', 'district', [['0.50', null, null, county2026('Merced', 'Merced County Transportation Authority 0.50% (4/1/2017-3/31/2047)', '7.750%')]]),
  local('us-CA-monterey-county-district-taxes', 'Monterey County district taxes (Monterey-Salinas Transit, Transportation Safety)', 'district', [['0.50', null, null, county2026('Monterey', 'Monterey-Salinas MST Special Transit District 0.125% (4/1/2015-3/31/2030), Monterey Transportation Safety 0.375% (4/1/2017-3/31/2047); the Monterey County Unincorporated Area tax 1.00% (4/1/2025) applies outside the cities only', '8.750% in the unincorporated area (7.75% county-wide + 1%); Gonzales, King City 8.750% with a 1% city tax of their own')]]),
  local('us-CA-napa-county-district-taxes', 'Napa Valley Transportation Authority', 'district', [['0.50', null, null, county2026('Napa', 'Napa Valley Transportation Authority 0.50% (7/1/2018-6/30/2055)', '7.750%')]]),
  local('us-CA-nevada-county-district-taxes', 'Nevada County Public Library Transactions and Use Tax', 'district', [['0.25', null, null, county2026('Nevada', 'Nevada County Public Library 0.25% (4/1/2017-3/31/2032)', '7.500%')]]),
  local('us-CA-san-benito-county-district-taxes', 'San Benito County Safety Transactions and Use Tax', 'district', [['1.00', null, null, county2026('San Benito', 'San Benito County Safety 1.00% (4/1/2019-3/31/2049)', '8.250%')]]),
  local('us-CA-san-joaquin-county-measure-k', 'San Joaquin Transportation Authority (Measure K)', 'district', [['0.50', null, null, county2026('San Joaquin', 'San Joaquin Transportation Authority 0.50% (4/1/1991-3/31/2041)', '7.750%')]]),
  local('us-CA-san-mateo-county-district-taxes', 'San Mateo County district taxes (Transit District, Transportation Authority, county retail tax, Additional Transit District Tax, Caltrain)', 'district', [['2.125', null, null, county2026('San Mateo', 'San Mateo County Transit District 0.50% (7/1/1982), San Mateo County Transportation Authority 0.50% (1/1/1989-12/31/2033), San Mateo County Retail Transactions and Use Tax 0.50% (4/1/2013-3/31/2043), San Mateo County Additional Transit District Tax 0.50% (7/1/2019-6/30/2049), 2020 Peninsula Corridor Joint Powers Board 0.125% (7/1/2021-6/30/2051)', '9.375%')]]),
  local('us-CA-santa-barbara-county-measure-a', 'Santa Barbara County Local Transportation Authority (Measure A)', 'district', [['0.50', null, null, county2026('Santa Barbara', 'Santa Barbara County Local Transportation Authority 0.50% (4/1/1990-3/31/2040)', '7.750%')]]),
  local('us-CA-santa-cruz-county-district-taxes', 'Santa Cruz County district taxes (Metropolitan Transit District, Public Library, Transportation)', 'district', [['1.25', null, null, county2026('Santa Cruz', 'Santa Cruz Metropolitan Transit District 0.50% (1/1/1979), Santa Cruz County Public Library 0.25% (4/1/1997), Santa Cruz County Transportation 0.50% (4/1/2017-3/31/2047); the two unincorporated-area taxes (0.50% each) apply outside the cities only', '9.500% in the unincorporated area (8.50% county-wide + 1%)')]]),
  local('us-CA-solano-county-library', 'Solano County Public Library Transactions and Use Tax', 'district', [['0.125', null, null, county2026('Solano', 'Solano County Public Library 0.125% (10/1/1998-9/30/2030)', '7.375%')]]),
  local('us-CA-sonoma-county-district-taxes', 'Sonoma County district taxes (SCTA, SMART, Open Space, Library, Parks, Mental Health, Fire, Child Care)', 'district', [
    ['1.25', null, '2024-10-01', county2026('Sonoma', 'Sonoma County Transportation Authority 0.25% (4/1/2005-3/31/2045), Sonoma Marin Area Rail Transit District 0.25% (4/1/2009-3/31/2029), Open Space, Clean Water and Farmland Protection 0.25% (4/1/2011-3/31/2031), Library 0.125% (4/1/2017-3/31/2027), Park and Safety 0.125% (4/1/2019-3/31/2029), Mental Health and Homeless Services 0.25% (4/1/2021-3/31/2031); then Fire Protection 0.50% (operative 10/1/2024) and Child Care and Children\'s Health 0.25% (operative 4/1/2025)', '9.250%')],
    ['1.75', '2024-10-01', '2025-04-01', county2026('Sonoma', 'the 1.25% above + Improved and Enhanced Local Fire Protection, Paramedic Services and Disaster Response 0.50% (operative 10/1/2024, no sunset)', '9.250% (from 2025-04-01)')],
    ['2.00', '2025-04-01', null, county2026('Sonoma', 'the 1.75% above + Child Care and Children\'s Health 0.25% (operative 4/1/2025, no sunset)', '9.250%')],
  ]),
  local('us-CA-stanislaus-county-district-taxes', 'Stanislaus County district taxes (Library, Measure L)', 'district', [['0.625', null, null, county2026('Stanislaus', 'Stanislaus County Library 0.125% (7/1/1995-6/30/2030), Measure L Local Roads First Transportation Measure 0.50% (4/1/2017-3/31/2042)', '7.875%')]]),
  local('us-CA-tulare-county-measure-r', 'Tulare County Transportation Authority (Measure R)', 'district', [['0.50', null, null, county2026('Tulare', 'Tulare County Transportation Authority 0.50% (4/1/2007-3/31/2037)', '7.750%')]]),
];

export const CA_COUNTY_TAXES: UsCountyTaxes | null = {
  state: 'CA',
  complete: false,
  counties: {
    '06001': ['us-CA-alameda-county-district-taxes'],
    // Alpine: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Alpine County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Alpine County 7.250%.
    '06003': [],
    '06005': ['us-CA-amador-county-district-taxes'],
    '06007': ['us-CA-butte-county-district-taxes'],
    '06009': ['us-CA-calaveras-county-district-taxes'],
    '06011': ['us-CA-colusa-county-district-taxes'],
    '06013': ['us-CA-contra-costa-county-district-taxes'],
    // Del Norte: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Del Norte County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Del Norte County 8.250% in the unincorporated area, from its own 1% (4/1/2021); Crescent City 8.250% from its own 1%.
    '06015': [],
    // El Dorado: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for El Dorado County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): El Dorado County 7.250%.
    '06017': [],
    '06019': ['us-CA-fresno-county-district-taxes'],
    // Glenn: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Glenn County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Glenn County 7.250%.
    '06021': [],
    '06023': ['us-CA-humboldt-county-district-taxes'],
    '06025': ['us-CA-imperial-county-district-taxes'],
    '06027': ['us-CA-inyo-county-district-taxes'],
    // Kern: no county-wide district tax. Source: https://www.kget.com/news/board-of-supervisors-votes-to-place-one-cent-sales-tax-measure-on-november-ballot/ — KGET, "Board of Supervisors votes to place one-cent sales tax measure on November ballot" (2022): the county measure raises the rate in unincorporated Kern County from 7.25% to 8.25% and does not increase taxes in incorporated cities such as Bakersfield; https://www.turnto23.com/news/local-news/two-sales-tax-measure-to-hit-kern-county-ballots — "Right now sales tax in Bakersfield and Kern County is 7.25%" (before Bakersfield's Measure N): no county-wide district tax.
    '06029': [],
    // Kings: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Kings County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Kings County 7.250%.
    '06031': [],
    // Lake: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Lake County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Lake County 7.250%.
    '06033': [],
    // Lassen: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Lassen County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Lassen County 7.250%.
    '06035': [],
    '06037': ['us-CA-la-county-district-taxes'],
    '06039': ['us-CA-madera-county-district-taxes'],
    '06041': ['us-CA-marin-county-district-taxes'],
    '06043': ['us-CA-mariposa-county-district-taxes'],
    '06045': ['us-CA-mendocino-county-district-taxes'],
    '06047': ['us-CA-merced-county-district-taxes'],
    // Modoc: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Modoc County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Modoc County 7.250%.
    '06049': [],
    // Mono: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Mono County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Mono County 7.250%.
    '06051': [],
    '06053': ['us-CA-monterey-county-district-taxes'],
    '06055': ['us-CA-napa-county-district-taxes'],
    '06057': ['us-CA-nevada-county-district-taxes'],
    '06059': ['us-CA-orange-county-measure-m'],
    // Placer: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Placer County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Placer County 7.250%.
    '06061': [],
    // Plumas: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Plumas County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Plumas County 7.250%.
    '06063': [],
    '06065': ['us-CA-riverside-county-measure-a'],
    '06067': ['us-CA-sacramento-county-measure-a'],
    '06069': ['us-CA-san-benito-county-district-taxes'],
    '06071': ['us-CA-san-bernardino-county-measure-i'],
    '06073': ['us-CA-san-diego-county-transnet'],
    '06075': ['us-CA-san-francisco-district-taxes'],
    '06077': ['us-CA-san-joaquin-county-measure-k'],
    // San Luis Obispo: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for San Luis Obispo County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): San Luis Obispo County 7.250%.
    '06079': [],
    '06081': ['us-CA-san-mateo-county-district-taxes'],
    '06083': ['us-CA-santa-barbara-county-measure-a'],
    '06085': ['us-CA-santa-clara-county-district-taxes', 'us-CA-santa-clara-county-measure-a-2025'],
    '06087': ['us-CA-santa-cruz-county-district-taxes'],
    // Shasta: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Shasta County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Shasta County 7.250%.
    '06089': [],
    // Sierra: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Sierra County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Sierra County 7.250%.
    '06091': [],
    // Siskiyou: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Siskiyou County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Siskiyou County 7.250%.
    '06093': [],
    '06095': ['us-CA-solano-county-library'],
    '06097': ['us-CA-sonoma-county-district-taxes'],
    '06099': ['us-CA-stanislaus-county-district-taxes'],
    // Sutter: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Sutter County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Sutter County 7.250%.
    '06101': [],
    // Tehama: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Tehama County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Tehama County 7.250%.
    '06103': [],
    // Trinity: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Trinity County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Trinity County 7.250%.
    '06105': [],
    '06107': ['us-CA-tulare-county-measure-r'],
    // Tuolumne: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Tuolumne County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Tuolumne County 7.250%.
    '06109': [],
    // Ventura: no county-wide district tax. Source: https://scag.ca.gov/post/local-option-sales-tax-measures — Southern California Association of Governments, "Local Option Sales Tax Measures": Ventura County is the only county in the SCAG region without a local (county-wide) sales tax measure; https://legalclarity.org/what-is-the-measure-42-sales-tax-in-simi-valley — LegalClarity: the rate in Simi Valley is the minimum combined rate across Ventura County (no city tax). No Ventura County district tax is in force (none found adopted).
    '06111': [],
    // Yolo: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Yolo County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Yolo County 7.250%.
    '06113': [],
    // Yuba: no county-wide district tax. Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA-823 (1-26), copy, lists none for Yuba County; CDTFA's rate table of 2026-01-01 (SalesTaxRates1-1-26, same repository): Yuba County 8.250% in the unincorporated area, from its own 1% (4/1/2019-3/31/2029); Marysville and Wheatland from city taxes only.
    '06115': [],
  },
  jurisdictions: CA_JURISDICTIONS,
};
