// CA: built-in city and special-district taxes (issue 10). Sources beside each figure.
//
// California's 7.25% statewide rate (us-state-facts.ts) holds the 1.25% Bradley-Burns local rate;
// only district (transactions and use) taxes come on top. County-wide ones are in
// us-counties/ca.ts for the counties it lists (Alameda, Contra Costa, Fresno, Kern, Los Angeles,
// Orange, Riverside, Sacramento, San Bernardino, San Diego, San Francisco, Santa Clara, Ventura): a
// place entry there lists only
// the city's own district taxes ([] for a city with none). In a county that file does not list, the
// place entry carries the county-wide part too (a combined jurisdiction, named so, where the source
// gives only the total). Authority: CDTFA, "California City & County Sales & Use Tax Rates"
// (https://cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm), which was not read in a stored copy
// for 2026; each figure names what was read. Los Angeles, San Diego, San José, San Francisco,
// Sacramento, Lancaster and Culver City are in us-local.ts.
//
// Limits (see the report on issue 10): a place is found by the ZIP code's USPS city name, which can
// reach past the city limits into unincorporated areas that do not levy the city's tax; such
// addresses get the city's rate. Each entry is restricted to its county.
import type { JurisdictionData } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCityData, UsPlace } from './types.ts';

const CDTFA_823_2026 =
  'https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), effective 1/1/2026, copy of https://cdtfa.ca.gov/formspubs/cdtfa823.pdf)';
const CDTFA_TABLE_2026 =
  'https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (SalesTaxRates1-1-26.xlsx from https://cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm, copy)';
/** A city's own district taxes as CDTFA-823 (1-26) lists them, checked against CDTFA's table of 2026-01-01. */
const CITY_2026 = (city: string, taxes: string, total: string, county: string, countyPart: string) =>
  `${CDTFA_823_2026}: ${city}: ${taxes}; ${CDTFA_TABLE_2026}: ${city} ${total} = 7.25% + ${county} County's county-wide ${countyPart} (us-counties/ca.ts) + the city's own. Changes operative after 2026-01-01 were not read.`;
/** Where an entry of the first pass combined the county-wide part, now in us-counties/ca.ts. */
const SPLIT_2026 = (city: string, taxes: string, total: string, county: string, countyPart: string) =>
  `Second pass: the county-wide part is now in us-counties/ca.ts; ${CITY_2026(city, taxes, total, county, countyPart)}`;

const CDTFA_APRIL_2025 = 'https://cdtfa.ca.gov/taxes-and-fees/April2025ratechange.htm — CDTFA, "Explanation of Tax Rate Changes Operative April 1, 2025": Los Angeles County Measure A repealed the 0.25% Measure H tax and added a 0.50% county-wide tax from 2025-04-01';
const FOXLA_APRIL_2025 = 'https://www.foxla.com/news/southern-california-cities-increasing-sales-tax-rates-april-1-2025 — FOX 11 Los Angeles, "These Southern California cities are increasing sales tax rates on April 1" (March 2025, from CDTFA\'s list)';
const KOREATIMES_APRIL_2025 = 'http://mapp.koreatimes.com/article/20250401/1558345 — Korea Times (2025-04-01): Burbank, Arcadia, Gardena, Glendale, Norwalk, Pasadena, South Pasadena, La Cañada Flintridge, Long Beach, Montebello and Monterey Park rose from 10.25% to 10.5%; Downey from 10% to 10.5%; Palmdale from 10.25% to 11.25%; the City of Los Angeles 9.75%';

const LONG_BEACH = `https://pubt.io/view/37C87193225BE6D7D55BD7EA8C0DFB0A5C888F30 — City of Long Beach, press release (2025-11-08): a court ruled that the city's Measure A increase to a full 1% goes into effect in 2027 (voters approved Measure A in 2016 and 2020: 1/2 cent, then 1% when the County cap was lifted); https://www.lbbusinessjournal.com/city-staff-propose-permanent-measure-a-sales-tax-extension/ — Long Beach Business Journal: Measure A at 0.75% from 2023 until 2027, then 1%; ${KOREATIMES_APRIL_2025}: Long Beach 10.5% = 9.75% + 0.75% city Measure A. ${CDTFA_APRIL_2025}.`;
const OAKLAND = 'https://www.cbsnews.com/sanfrancisco/news/oakland-voters-on-track-to-approve-a-sales-tax-increase/ — CBS News Bay Area, "Oakland voters on track to approve a sales tax increase" (2025-04-15): Measure A, a half-cent sales tax for 10 years, raises Oakland\'s rate from 10.25% to 10.75%; https://progressivevotersguide.com/california/2025/special/oakland-measure-a — 0.5% for 10 years; https://handsoffsalestax.com/?p=11039 — "Alameda County Sales Tax": Oakland at 10.75% since October 1, 2025 (secondary source for the operative date: confirm against CDTFA\'s October 2025 rate change notice).';
const BAKERSFIELD = 'https://bakersfieldcity.us/gov/depts/city_manager/bakersfield_public_safety_n_vital_services_measure.htm — City of Bakersfield, "Bakersfield Public Safety & Vital Services Measure": Measure N, a one-cent sales tax, effective April 1, 2019, within the City of Bakersfield (until ended by voters); the city\'s rate 8.25% (https://bakersfieldcity.us/news/displaynews.htm?NewsID=562); Kern County levies no county-wide district tax.';
const RIVERSIDE_CITY = 'https://aquarius.riversideca.gov/clerkdb/0/doc/353841/Page1.aspx — City of Riverside, City Attorney\'s Impartial Analysis of Measure Z: a 1% transactions and use tax from April 1, 2017 through 2036 unless extended by the voters; http://riversideoed.com/news-media/article/business-owners-sales-tax-increase-effective-april-1st-2017 — City of Riverside Office of Economic Development: the rate in the City of Riverside rises from 7.75% to 8.75% on April 1, 2017.';
const SANTA_ANA = 'https://santa-ana.org/measure-x — City of Santa Ana, "Measure X": effective April 1, 2019, the city\'s sales tax rises by 1.5% for 10 years; from April 1, 2029 it decreases to 1.0%, and ends after another 10 years (2039); https://ballotpedia.org/Santa_Ana,_California,_Measure_X,_General_Sales_Tax_(November_2018) — the combined rate 9.25%.';
const CHULA_VISTA = 'https://www.chulavistaca.gov/departments/public-works/infrastructure — City of Chula Vista, "What is Measure P?": a half-cent sales tax collected from April 1, 2017 for ten years (its continuation to 2037 was on the November 2024 ballot, https://kpbs.org/news/politics/2024/10/08/measure-p-chula-vista-sales-tax-measure); https://www.sandiegouniontribune.com/communities/south-county/sd-me-chula-tax-20180606-story.html — San Diego Union-Tribune: Measure A (June 2018) raises Chula Vista\'s rate from 8.25% to 8.75% from January 2019, until the voters remove it; https://www.chulavistatoday.com/business-news/measures-p-and-g-consumer-sales-tax-funds-in-play — Chula Vista Today (2024): the rate is 8.75%.';
const SAN_BERNARDINO_CITY = 'http://edocs.sbcity.org/WebLink/DocView.aspx?id=4078023&dbid=0&repo=SB — City of San Bernardino, City Attorney\'s Impartial Analysis of Measure S: raises the city\'s transactions and use tax from 1/4% (expiring March 31, 2022) to 1%, until repealed by the voters; approved in November 2020 (https://earlyvoting.com/measures/measure-s-cf3a6705-13fd-4c32-9226-f6c5571c8c33). The operative date (from 2021) was not read; 1% before 2024.';
const MODESTO = 'https://modestogov.com/FAQ.aspx?QID=795 — City of Modesto, "How is Measure H tax paid?": Measure H is a one-cent sales tax that increased the sales tax from 7.875% to 8.875% (approved in November 2022, until ended by voters, https://modestogov.com/FAQ.aspx?QID=797). Beyond the 7.25% statewide rate: 0.625% of Stanislaus County district taxes (the 7.875% before Measure H; the split was not read) + 1% Measure H.';
const FONTANA = `${FOXLA_APRIL_2025}: Fontana 8.75% from 2025-04-01 (7.75% before): San Bernardino County's 0.5% Measure I + a new 1% city tax.`;
const ESCONDIDO = `${FOXLA_APRIL_2025}: Escondido 8.75% from 2025-04-01 (7.75% before): San Diego County's 0.5% TransNet + a new 1% city tax.`;
const GLENDALE = `https://www.glendaleca.gov/government/this-is-my-glendale/tagalog — City of Glendale, Quality of Life and Essential Services Protection Measure (Measure S, 2018): a 0.75% sales tax for the city; ${FOXLA_APRIL_2025}: Glendale 10.25% → 10.5% (the county's change only); ${KOREATIMES_APRIL_2025}. ${CDTFA_APRIL_2025}.`;
const ELK_GROVE = 'https://www.elkgrovecity.org/finance/measure-e — City of Elk Grove, "Measure E": the local sales tax rate increased from 7.75% to 8.75% on April 1, 2023 (one-cent Measure E, approved November 8, 2022); https://elkgrovedailynews.com/with-measure-es-apparent-passage-elk-grove-moving-quickly-to-collect-the-massive-consumer-tax-increase — Citrus Heights, Folsom and unincorporated Sacramento County at 7.75% (the county-wide 0.5% Measure A).';
const PALMDALE = `https://socalnewscrew.com/news/hlkwsh9omgz5yq0pib4suxj2wfe71t — "Palmdale and Lancaster Sales Tax Rates Increase to 11.250%" (2025): from April 1, 2025 both cities rise from 10.250% to 11.250% (Palmdale Measure PD raises the city tax to the maximum permitted, AB 2443 of 2024 allowing 1% more); ${KOREATIMES_APRIL_2025}. Palmdale's own part: 10.25 - 9.50 = 0.75% before, 11.25 - 9.75 = 1.50% from 2025-04-01. ${CDTFA_APRIL_2025}.`;
const LA_CITY_075 = (city: string) => `${FOXLA_APRIL_2025}: ${city} 10.25% → 10.5% (the county's change only); ${KOREATIMES_APRIL_2025}. ${city}'s own district tax: 10.5 - 9.75 = 0.75%. ${CDTFA_APRIL_2025}.`;
const DOWNEY_EL_MONTE = (city: string) => `${FOXLA_APRIL_2025}: ${city} 10% → 10.5% from 2025-04-01. ${city}'s own district tax: 10.00 - 9.50 = 0.50% before, 10.50 - 9.75 = 0.75% from 2025-04-01. ${CDTFA_APRIL_2025}.`;
const INGLEWOOD = `${FOXLA_APRIL_2025}: Inglewood 10% → 10.25% from 2025-04-01 (the county's change only); https://thepridela.com/2025/03/los-angeles-countys-measure-a-raises-sales-tax-on-april-1-and-its-no-joke — The Pride LA: City of Inglewood 10.000% to 10.250%. Inglewood's own district tax: 10.25 - 9.75 = 0.50%. ${CDTFA_APRIL_2025}.`;
const HAYWARD = 'https://taxformfinder.org/california/form-cdtfa-823 — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823, effective 1/1/2025, copy): Hayward, City of Hayward Transactions and Use Tax 0.50%, 10/1/2014-12/31/2034; https://www.salestaxhandbook.com/california/rates/alameda-county — Sales Tax Handbook (December 2024): Hayward 10.75%.';

const FRESNO_CITY = 'https://gvwire.com/2021/05/24/measure-p-tax-increases-start-july-1-are-retailers-concerned — GV Wire, "Measure P Tax Increases Start July 1" (2021-05-24): Fresno\'s sales tax goes up three-eighths of a percent on July 1, 2021 (Measure P of 2018, declared approved by the courts); https://www.fresnolandia.com/measure-p-passes-2-years-after-it-was-voted-on-and-failed/ — Fresno\'s rate goes from 7.975% to 8.35% (0.375%), for 30 years.';
const STOCKTON = 'http://www.stocktonca.gov/government/departments/manager/pubMeasureW.html — City of Stockton, "Measure W": the sales tax rate within the City of Stockton is 9% (Measure W 0.25% for police and fire, 2004); https://www.recordnet.com/story/business/2017/03/29/stockton-tracy-increases-will-kick/21788423007/ — The Record (2017): Stockton at 9% from April 1, 2017 with Measure M (0.25% for libraries and recreation, 16 years); https://stocktonchamber.org/news/2023/dec/measure-a-sales-tax-extended-for-additional-ten-years/ — Greater Stockton Chamber of Commerce (2023-12-11): the City Council extended Measure A (0.75%, set to expire March 31, 2024) for ten more years. 9% = 7.25% + 1.75% (San Joaquin County\'s Measure K and the city\'s Measures W, A and M; the split was not read from CDTFA, so one combined jurisdiction).';
const CORONA = 'https://www.pressenterprise.com/2021/10/18/moreno-valleys-measure-g-would-bring-1-sales-tax-increase-for-public-safety/ — Press-Enterprise (2021-10-18), citing CDTFA: Corona is among the Riverside County cities above the 7.75% county rate; http://www.moreno-valley.ca.us/measureG/FAQ.html — City of Moreno Valley: Corona at 8.75%; https://www.pressenterprise.com/2020/07/21/corona-voters-will-consider-sales-tax-increase-council-term-limits-in-november-election/ — Corona\'s 1% general sales tax measure of November 2020, to take effect July 1, 2021; https://taxhero.net/sales-tax/city/ca-corona — Corona 8.75% (secondary). No Corona change on 2025-04-01 (FOX 11 list).';
const GARDEN_GROVE = 'https://ggcity.org/news/garden-grove-measure-o-information — City of Garden Grove, "Garden Grove Measure O Information": a 1-cent (1%) transactions and use tax, collected from April 1, 2019, until ended by voters (https://ballotpedia.org/Garden_Grove,_California,_Measure_O,_General_Sales_Tax_(November_2018)).';
const ONTARIO = 'https://www.ontarioca.gov/MeasureQ — City of Ontario, "Measure Q": the Local Services Measure of November 8, 2022 takes the city\'s sales tax from 7.75% to 8.75%; https://www.salestaxhandbook.com/california/rates/san-bernardino-county — Sales Tax Handbook (December 2024): Ontario 8.75% (so approved and in force before 2024; the operative date was not read).';

const ROSEVILLE = 'https://www.roseville.ca.us/government/city_council/engageroseville/measureb — City of Roseville, "Measure B": the half-cent local sales tax passed on November 6, 2018; beginning in April 2019 the sales tax rate in Roseville is 7.75% (no expiration, https://ballotpedia.org/Roseville,_California,_Measure_B,_Sales_Tax_(November_2018)); Placer County levies no county-wide district tax (7.25% + the city\'s 0.5%). No later Placer County or Roseville measure was found.';
const POMONA = `http://www.laalmanac.com/government/gx11.php — Los Angeles Almanac, "Sales Tax Rates in Los Angeles County" (source: California Board of Equalization/CDTFA): 9.50% county-wide, Pomona 10.25%, i.e. a 0.75% city tax; https://losangeles.cbslocal.com/2019/04/01/not-april-fools-day-joke-sales-tax-increases-across-california/ — CBS Los Angeles (2019-04-01): Pomona among the cities rising to 10.25% on April 1, 2019. With the county's 2.50% from 2025-04-01 (${CDTFA_APRIL_2025}), 10.50%; the CDTFA table of 2025 was not read for Pomona.`;

const CONTRA_COSTA_CITY = (city: string, measure: string) => `https://www.salestaxhandbook.com/california/rates/contra-costa-county — Sales Tax Handbook, "Contra Costa County" (March 2023): ${city} 9.75% against 8.75% in the cities without a tax of their own (Walnut Creek, Danville, San Ramon, Oakley), i.e. a 1.00% city tax (${measure}); in 2021, before the county's Measure X, ${city} 9.25% against 8.25%. Secondary source (March 2023): confirm against CDTFA's table.`;

const SD_2024 = 'https://www.nbcsandiego.com/news/local/map-heres-where-sales-tax-rates-are-changing-in-san-diego-county/3793549/ — NBC 7 San Diego (2025-04-04): Escondido, Lemon Grove and San Marcos raised their rates from 2025-04-01; Chula Vista, El Cajon, Oceanside and La Mesa voters passed measures extending their existing rates (November 2024); the county-wide half-cent and the City of San Diego\'s one cent were rejected; https://arcamax.com/currentnews/newsheadlines/s-3481945 — San Diego Union-Tribune (November 2024): San Diego, Encinitas, Santee, Carlsbad, Poway and Coronado stay at the 7.75% county base rate';
const OCEANSIDE = `https://www.ci.oceanside.ca.us/salestax/default.asp — City of Oceanside, "Measure X - Sales Tax": a 1/2 cent sales tax from April 1, 2019 (rate 8.25%), originally for seven years; https://californiachoices.org/node/1014 — the November 2024 Measure X extends it to April 1, 2036; ${SD_2024}.`;
const EL_CAJON = `http://credit-help.biz/taxes/41294 — San Diego Union-Tribune (2005-04-01), "El Cajon sales-tax increase in effect": El Cajon's voter-approved half-cent raises its rate from 7.75% to 8.25%; https://www.salestaxhandbook.com/california/rates/san-diego-county — Sales Tax Handbook: El Cajon (city jurisdiction) 8.25%; ${SD_2024}. The extension's own terms were not read.`;
const RIVERSIDE_CO_CITIES = 'http://www.moreno-valley.ca.us/measureG/FAQ.html — City of Moreno Valley, "Measure G FAQs" (2021): Temecula, Murrieta, Menifee, Riverside, Corona and others are at 8.75% (7.75% county rate + a 1% city tax)';
const MURRIETA = `https://murrieta.legistar.com/LegislationDetail.aspx?FullText=1&GUID=57DA0280-66BA-435A-9BBC-2E20C60E6696&ID=7661073 — City of Murrieta, "District Sales & Use Tax History (Measure T) Budget to Actual Report for FY 2024/25": the 1% transaction and use tax enacted by Ordinance 540-18 (November 2018) still collected in 2024/25 and budgeted for 2025/26 and 2026/27; ${RIVERSIDE_CO_CITIES}.`;
const TEMECULA = `http://myvalleynews.com/local/registrar-certifies-election-measure-s-passes-temecula/ — Valley News (2016-12): Temecula's 1% Measure S passed; ${RIVERSIDE_CO_CITIES}. Older secondary sources: confirm against CDTFA's table.`;
const MENIFEE = `https://www.pressenterprise.com/2020/10/14/menifees-measure-m-would-repeal-1-sales-tax-increase-that-funds-public-safety/ — Press-Enterprise (2020-10-14): Menifee's Measure DD, a 1% sales tax of 2016, makes the rate 8.75% (a 2020 repeal measure, Measure M, was put to the voters); ${RIVERSIDE_CO_CITIES} (after the 2020 vote, so DD stands). Older secondary sources: confirm against CDTFA's table.`;
const FAIRFIELD = 'https://legalclarity.org/fairfield-ca-sales-tax-what-is-the-current-rate — LegalClarity, "Fairfield, CA Sales Tax: What Is the Current Rate?": 8.375% in the City of Fairfield = 7.25% + Solano County 0.125% district tax + City of Fairfield 1.00% transactions and use tax; https://irs-offices.com/ohio/fairfield/ — Fairfield (CA) 8.38% (secondary sources; Solano County\'s 2022 eighth-cent Measure E failed, https://cbsnews.com/sanfrancisco/news/solano-county-sales-tax-measures-22-election-benicia-dixon-vallejo).';

const VICTORVILLE = 'https://www.victorvilleca.gov/government/measure-p-1126 — City of Victorville, "Measure P": a one-cent general sales tax approved on November 3, 2020, in effect from April 1, 2021, raising Victorville\'s rate from 7.75% to 8.75% (until repealed by the voters); https://www.salestaxhandbook.com/california/rates/san-bernardino-county — Sales Tax Handbook (December 2024): Victorville 8.75%. AB 2443 (2024) lets Victorville levy up to 1% more with voter approval (https://socalnewscrew.com/news/hlkwsh9omgz5yq0pib4suxj2wfe71t); no such Victorville tax was found.';

const CA_JURISDICTIONS: JurisdictionData[] = [
  local('us-CA-city-of-victorville-measure-p', 'City of Victorville Measure P', 'city', [['1.00', null, null, VICTORVILLE]]),
  local('us-CA-city-of-oceanside-measure-x', 'City of Oceanside Measure X', 'city', [['0.50', null, null, OCEANSIDE]]),
  local('us-CA-city-of-el-cajon', 'City of El Cajon transactions and use tax', 'city', [['0.50', null, null, EL_CAJON]]),
  local('us-CA-city-of-murrieta-measure-t', 'City of Murrieta Measure T', 'city', [['1.00', null, null, MURRIETA]]),
  local('us-CA-city-of-temecula-measure-s', 'City of Temecula Measure S', 'city', [['1.00', null, null, TEMECULA]]),
  local('us-CA-city-of-menifee-measure-dd', 'City of Menifee Measure DD', 'city', [['1.00', null, null, MENIFEE]]),
  local('us-CA-fairfield-district-taxes', 'City of Fairfield transactions and use tax (Solano County\'s library tax is in us-counties/ca.ts)', 'city', [['1.00', null, null, `${FAIRFIELD} ${SPLIT_2026('Fairfield', 'City of Fairfield Transactions and Use Tax 1.00% (4/1/2013-3/31/2033)', '8.375%', 'Solano', '0.125%')}`]]),
  local('us-CA-city-of-concord-measure-v', 'City of Concord Measure V', 'city', [['1.00', null, null, CONTRA_COSTA_CITY('Concord', 'Measure V of 2020, which raised the half-cent Measure Q to 1%: https://claycord.com/?p=565201')]]),
  local('us-CA-city-of-antioch', 'City of Antioch transactions and use tax', 'city', [['1.00', null, null, CONTRA_COSTA_CITY('Antioch', 'City of Antioch Transactions and Use Tax, CDTFA-105')]]),
  local('us-CA-city-of-richmond', 'City of Richmond transactions and use taxes', 'city', [['1.00', null, null, CONTRA_COSTA_CITY('Richmond', 'City of Richmond Transactions and Use Taxes, CDTFA-105')]]),
  local('us-CA-city-of-roseville-measure-b', 'City of Roseville Measure B', 'city', [['0.50', null, null, ROSEVILLE]]),
  local('us-CA-city-of-pomona', 'City of Pomona transactions and use tax', 'city', [['0.75', null, null, POMONA]]),
  local('us-CA-city-of-fresno-measure-p', 'City of Fresno Measure P (parks)', 'city', [['0.375', null, null, FRESNO_CITY]]),
  local('us-CA-stockton-district-taxes', 'City of Stockton Measures W, A and M (San Joaquin County\'s Measure K is in us-counties/ca.ts)', 'city', [['1.25', null, null, `${STOCKTON} ${SPLIT_2026('Stockton', 'City of Stockton Public Safety 0.25% (4/1/2005), Transactions and Use Tax 0.75% (4/1/2014-3/31/2034), Special Library and Recreation 0.25% (4/1/2017-3/31/2033)', '9.000%', 'San Joaquin', '0.50%')}`]]),
  local('us-CA-city-of-corona', 'City of Corona transactions and use tax', 'city', [['1.00', null, null, CORONA]]),
  local('us-CA-city-of-garden-grove-measure-o', 'City of Garden Grove Measure O', 'city', [['1.00', null, null, GARDEN_GROVE]]),
  local('us-CA-city-of-ontario-measure-q', 'City of Ontario Measure Q', 'city', [['1.00', null, null, ONTARIO]]),
  local('us-CA-city-of-long-beach-measure-a', 'City of Long Beach Measure A', 'city', [['0.75', null, null, LONG_BEACH]]),
  local('us-CA-city-of-oakland-measure-a', 'City of Oakland Measure A (2025)', 'city', [['0.50', '2025-10-01', null, OAKLAND]]),
  local('us-CA-city-of-bakersfield-measure-n', 'City of Bakersfield Measure N', 'city', [['1.00', null, null, BAKERSFIELD]]),
  local('us-CA-city-of-riverside-measure-z', 'City of Riverside Measure Z', 'city', [['1.00', null, null, RIVERSIDE_CITY]]),
  local('us-CA-city-of-santa-ana-measure-x', 'City of Santa Ana Measure X', 'city', [['1.50', null, '2029-04-01', SANTA_ANA], ['1.00', '2029-04-01', null, SANTA_ANA]]),
  local('us-CA-city-of-chula-vista-measure-p', 'City of Chula Vista Measure P', 'city', [['0.50', null, null, CHULA_VISTA]]),
  local('us-CA-city-of-chula-vista-measure-a', 'City of Chula Vista Measure A', 'city', [['0.50', null, null, CHULA_VISTA]]),
  local('us-CA-city-of-san-bernardino-measure-s', 'City of San Bernardino Measure S', 'city', [['1.00', null, null, SAN_BERNARDINO_CITY]]),
  local('us-CA-modesto-district-taxes', 'City of Modesto Measure H (Stanislaus County\'s district taxes are in us-counties/ca.ts)', 'city', [['1.00', null, null, `${MODESTO} ${SPLIT_2026('Modesto', 'City of Modesto Transactions and Use Tax 1.00% (4/1/2023, no sunset)', '8.875%', 'Stanislaus', '0.625%')}`]]),
  local('us-CA-city-of-fontana', 'City of Fontana transactions and use tax', 'city', [['1.00', '2025-04-01', null, FONTANA]]),
  local('us-CA-city-of-escondido', 'City of Escondido transactions and use tax', 'city', [['1.00', '2025-04-01', null, ESCONDIDO]]),
  local('us-CA-city-of-glendale-measure-s', 'City of Glendale Measure S', 'city', [['0.75', null, null, GLENDALE]]),
  local('us-CA-city-of-elk-grove-measure-e', 'City of Elk Grove Measure E', 'city', [['1.00', null, null, ELK_GROVE]]),
  local('us-CA-city-of-palmdale', 'City of Palmdale transactions and use tax', 'city', [['0.75', null, '2025-04-01', PALMDALE], ['1.50', '2025-04-01', null, PALMDALE]]),
  local('us-CA-city-of-burbank', 'City of Burbank transactions and use tax', 'city', [['0.75', null, null, LA_CITY_075('Burbank')]]),
  local('us-CA-city-of-pasadena', 'City of Pasadena transactions and use tax', 'city', [['0.75', null, null, LA_CITY_075('Pasadena')]]),
  local('us-CA-city-of-norwalk', 'City of Norwalk transactions and use tax', 'city', [['0.75', null, null, LA_CITY_075('Norwalk')]]),
  local('us-CA-city-of-downey', 'City of Downey transactions and use tax', 'city', [['0.50', null, '2025-04-01', DOWNEY_EL_MONTE('Downey')], ['0.75', '2025-04-01', null, DOWNEY_EL_MONTE('Downey')]]),
  local('us-CA-city-of-el-monte', 'City of El Monte transactions and use tax', 'city', [['0.50', null, '2025-04-01', DOWNEY_EL_MONTE('El Monte')], ['0.75', '2025-04-01', null, DOWNEY_EL_MONTE('El Monte')]]),
  local('us-CA-city-of-inglewood', 'City of Inglewood transactions and use tax', 'city', [['0.50', null, null, INGLEWOOD]]),
  local('us-CA-city-of-hayward', 'City of Hayward transactions and use tax', 'city', [['0.50', null, '2035-01-01', HAYWARD]]),
  local('us-CA-city-of-clovis', 'City of Clovis Additional Transactions and Use Tax', 'city', [['1.00', '2025-04-01', null, CITY_2026('Clovis', 'City of Clovis Additional Transactions and Use Tax 1.00% (operative 4/1/2025, no sunset)', '8.975%', 'Fresno', '0.725%')]]),
  local('us-CA-city-of-moreno-valley', 'City of Moreno Valley Transactions and Use Tax', 'city', [['1.00', '2025-04-01', null, CITY_2026('Moreno Valley', 'City of Moreno Valley Transactions and Use Tax 1.00% (operative 4/1/2025, no sunset)', '8.750%', 'Riverside', '0.50%')]]),
  local('us-CA-city-of-oxnard', 'City of Oxnard Vital Services (Measure O) and 911 Safety (Measure E) transactions and use taxes', 'city', [['2.00', null, null, CITY_2026('Oxnard', 'City of Oxnard Vital Services 0.50% (4/1/2009-3/31/2029), City of Oxnard 911 Safety 1.50% (4/1/2021, no sunset)', '9.250%', 'Ventura', '0% (none)')]]),
  local('us-CA-city-of-santa-rosa', 'City of Santa Rosa Public Safety and 2020 transactions and use taxes', 'city', [['0.75', null, null, CITY_2026('Santa Rosa', 'City of Santa Rosa Public Safety 0.25% (4/1/2005-3/31/2045), City of Santa Rosa 2020 0.50% (7/1/2021-6/30/2031)', '10.000%', 'Sonoma', '2.00%')]]),
  local('us-CA-city-of-salinas', 'City of Salinas transactions and use taxes (Temporary and Measure G)', 'city', [['1.50', null, null, CITY_2026('Salinas', 'City of Salinas Temporary Transactions and Use Tax 0.50% (4/1/2006, no sunset), City of Salinas Measure G 1.00% (4/1/2015-3/31/2030)', '9.250%', 'Monterey', '0.50%')]]),
  local('us-CA-city-of-torrance', 'City of Torrance Transactions and Use Tax', 'city', [['0.50', null, null, CITY_2026('Torrance', 'City of Torrance Transactions and Use Tax 0.50% (10/1/2022, no sunset)', '10.250%', 'Los Angeles', '2.50%')]]),
  local('us-CA-city-of-visalia', 'City of Visalia Public Safety and 2017 transactions and use taxes', 'city', [['0.75', null, null, CITY_2026('Visalia', 'City of Visalia Public Safety 0.25% (7/1/2004), City of Visalia Transactions and Use Tax 0.50% (4/1/2017), no sunsets', '8.500%', 'Tulare', '0.50%')]]),
  local('us-CA-city-of-vallejo', 'City of Vallejo transactions and use taxes (2012 and Additional)', 'city', [['1.875', null, null, CITY_2026('Vallejo', 'City of Vallejo Transactions and Use Tax 1.00% (4/1/2012), City of Vallejo Additional Transactions and Use Tax 0.875% (4/1/2023), no sunsets', '9.250%', 'Solano', '0.125%')]]),
  local('us-CA-city-of-ventura', 'City of Ventura Transactions and Use Tax (Measure O)', 'city', [['0.50', null, null, CITY_2026('San Buenaventura (Ventura)', 'City of Ventura City Transactions and Use Tax 0.50% (4/1/2017-3/31/2042)', '7.750%', 'Ventura', '0% (none)')]]),
  local('us-CA-city-of-daly-city', 'City of Daly City Local Recovery and Relief Transactions and Use Tax', 'city', [['0.50', null, null, CITY_2026('Daly City', 'City of Daly City Local Recovery and Relief Transactions and Use Tax 0.50% (4/1/2021, no sunset)', '9.875%', 'San Mateo', '2.125%')]]),
  local('us-CA-city-of-san-mateo', 'City of San Mateo Transactions and Use Tax', 'city', [['0.25', null, null, CITY_2026('San Mateo', 'City of San Mateo Transactions and Use Tax 0.25% (4/1/2010-3/31/2048)', '9.625%', 'San Mateo', '2.125%')]]),
  local('us-CA-city-of-vista', 'City of Vista Transactions and Use Tax', 'city', [['0.50', null, null, CITY_2026('Vista', 'City of Vista Transactions and Use Tax 0.50% (4/1/2007-3/31/2037)', '8.250%', 'San Diego', '0.50%')]]),
  local('us-CA-city-of-santa-maria', 'City of Santa Maria Public Safety Transactions and Use Tax', 'city', [['1.00', null, null, CITY_2026('Santa Maria', 'City of Santa Maria Public Safety Transactions and Use Tax 1.00% (4/1/2019, no sunset)', '8.750%', 'Santa Barbara', '0.50%')]]),
  local('us-CA-city-of-chico', 'City of Chico Transactions and Use Tax', 'city', [['1.00', null, null, CITY_2026('Chico', 'City of Chico Transactions and Use Tax 1.00% (4/1/2023, no sunset)', '9.250%', 'Butte', '1.00% (from 2025-04-01)')]]),
  local('us-CA-city-of-vacaville', 'City of Vacaville 2017 Transactions and Use Tax', 'city', [['0.75', null, null, CITY_2026('Vacaville', 'City of Vacaville 2017 Transactions and Use Tax 0.75% (4/1/2018-3/31/2038)', '8.125%', 'Solano', '0.125%')]]),
];

const LA = '06037';
const CA_PLACES: UsPlace[] = [
  { state: 'CA', names: ['Long Beach'], counties: [LA], jurisdictions: ['us-CA-city-of-long-beach-measure-a'] },
  { state: 'CA', names: ['Oakland'], counties: ['06001'], jurisdictions: ['us-CA-city-of-oakland-measure-a'] },
  { state: 'CA', names: ['Bakersfield'], counties: ['06029'], jurisdictions: ['us-CA-city-of-bakersfield-measure-n'] },
  // Source: https://docslib.org/doc/6732400/city-and-county-sales-and-use-tax-rates-rates-effective-07-01-2019-through-12-31-2019 — CDTFA, "California City and County Sales and Use Tax Rates" (07/01/2019-12/31/2019, copy): Anaheim* 7.750% Orange, i.e. the county rate with no city district tax; no Anaheim tax is among the Southern California changes of 2025-04-01 (FOX 11) and Orange County stayed at 7.75% (Korea Times, 2025-04-01). Older primary source: confirm against CDTFA's current table.
  { state: 'CA', names: ['Anaheim'], counties: ['06059'], jurisdictions: [] },
  { state: 'CA', names: ['Riverside'], counties: ['06065'], jurisdictions: ['us-CA-city-of-riverside-measure-z'] },
  { state: 'CA', names: ['Santa Ana'], counties: ['06059'], jurisdictions: ['us-CA-city-of-santa-ana-measure-x'] },
  { state: 'CA', names: ['Chula Vista'], counties: ['06073'], jurisdictions: ['us-CA-city-of-chula-vista-measure-p', 'us-CA-city-of-chula-vista-measure-a'] },
  // Source: https://taxformfinder.org/california/form-cdtfa-823 — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823, effective 1/1/2025, copy): the Alameda County cities with their own district taxes are Alameda, Albany, Emeryville, Hayward, Newark, San Leandro and Union City, not Fremont; https://www.salestaxhandbook.com/california/rates/alameda-county — Sales Tax Handbook (December 2024): Fremont 10.25%, the county-wide rate.
  { state: 'CA', names: ['Fremont'], counties: ['06001'], jurisdictions: [] },
  { state: 'CA', names: ['San Bernardino'], counties: ['06071'], jurisdictions: ['us-CA-city-of-san-bernardino-measure-s'] },
  { state: 'CA', names: ['Modesto'], counties: ['06099'], jurisdictions: ['us-CA-modesto-district-taxes'] },
  { state: 'CA', names: ['Fontana'], counties: ['06071'], jurisdictions: ['us-CA-city-of-fontana'] },
  { state: 'CA', names: ['Escondido'], counties: ['06073'], jurisdictions: ['us-CA-city-of-escondido'] },
  { state: 'CA', names: ['Glendale'], counties: [LA], jurisdictions: ['us-CA-city-of-glendale-measure-s'] },
  { state: 'CA', names: ['Elk Grove'], counties: ['06067'], jurisdictions: ['us-CA-city-of-elk-grove-measure-e'] },
  { state: 'CA', names: ['Palmdale'], counties: [LA], jurisdictions: ['us-CA-city-of-palmdale'] },
  { state: 'CA', names: ['Burbank'], counties: [LA], jurisdictions: ['us-CA-city-of-burbank'] },
  { state: 'CA', names: ['Pasadena'], counties: [LA], jurisdictions: ['us-CA-city-of-pasadena'] },
  { state: 'CA', names: ['Norwalk'], counties: [LA], jurisdictions: ['us-CA-city-of-norwalk'] },
  { state: 'CA', names: ['Downey'], counties: [LA], jurisdictions: ['us-CA-city-of-downey'] },
  { state: 'CA', names: ['El Monte'], counties: [LA], jurisdictions: ['us-CA-city-of-el-monte'] },
  { state: 'CA', names: ['Inglewood'], counties: [LA], jurisdictions: ['us-CA-city-of-inglewood'] },
  { state: 'CA', names: ['Hayward'], counties: ['06001'], jurisdictions: ['us-CA-city-of-hayward'] },
  { state: 'CA', names: ['Fresno'], counties: ['06019'], jurisdictions: ['us-CA-city-of-fresno-measure-p'] },
  { state: 'CA', names: ['Stockton'], counties: ['06077'], jurisdictions: ['us-CA-stockton-district-taxes'] },
  { state: 'CA', names: ['Corona'], counties: ['06065'], jurisdictions: ['us-CA-city-of-corona'] },
  { state: 'CA', names: ['Garden Grove'], counties: ['06059'], jurisdictions: ['us-CA-city-of-garden-grove-measure-o'] },
  { state: 'CA', names: ['Ontario'], counties: ['06071'], jurisdictions: ['us-CA-city-of-ontario-measure-q'] },
  // Orange County cities without a district tax of their own (7.75%). Irvine: https://www.foxla.com/news/southern-california-cities-increasing-sales-tax-rates-april-1-2025 — FOX 11 Los Angeles (March 2025, from CDTFA's list): no change for this city on 2025-04-01; http://mapp.koreatimes.com/article/20250401/1558345 — Korea Times (2025-04-01): Orange County stays at 7.75%; https://taxhero.net/sales-tax/city/ca-irvine — Irvine 0.00% city, 7.75% (secondary).
  { state: 'CA', names: ['Irvine'], counties: ['06059'], jurisdictions: [] },
  // Huntington Beach: not among the nine Orange County cities above 7.75% (https://www.orange-county-ca.com/what-is-orange-county-sales-tax) nor among the 2024 measures (Buena Park, La Habra: http://www.cool-tv.org/index-2948.html); no change on 2025-04-01 (FOX 11).
  { state: 'CA', names: ['Huntington Beach'], counties: ['06059'], jurisdictions: [] },
  // Fullerton: https://bartleylawoffice.com/useful/what-is-orange-county-sales-tax.html — Fullerton 7.75% (secondary); no change on 2025-04-01 (FOX 11).
  { state: 'CA', names: ['Fullerton'], counties: ['06059'], jurisdictions: [] },
  // Santa Clara County cities at the county-wide rate (9.125%, 9.75% from 2026-04-01). Source: https://taxcloud.com/sales-tax-radar/santa-clara-county-sales-tax-increase-2026 — TaxCloud, "Santa Clara County sales tax to increase April 1, 2026": Measure A adds 0.625% county-wide from April 1, 2026 to March 31, 2031 over 7.25% state + 0.125% county + 1.75% VTA and Caltrain; https://cfs.mostlyvoid.xyz/news?q=santa+clara+tax+rate&source=web — summary (2025): the county rate becomes 9.75% and only some cities, such as San José (10.00%), Campbell (10.50%) and Milpitas (10.00%), are higher by local measures; https://chihouban.com/?p=11084 — (2016) Sunnyvale and Santa Clara at the county-wide rate. Secondary sources: confirm against CDTFA's table.
  { state: 'CA', names: ['Sunnyvale'], counties: ['06085'], jurisdictions: [] },
  // Berkeley: https://taxformfinder.org/california/form-cdtfa-823 — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823, effective 1/1/2025, copy): Berkeley is not among the Alameda County cities with their own district taxes; https://www.salestaxhandbook.com/california/rates/alameda-county — Sales Tax Handbook (December 2024): Berkeley 10.25%, the county-wide rate.
  { state: 'CA', names: ['Berkeley'], counties: ['06001'], jurisdictions: [] },
  { state: 'CA', names: ['Concord'], counties: ['06013'], jurisdictions: ['us-CA-city-of-concord-measure-v'] },
  { state: 'CA', names: ['Antioch'], counties: ['06013'], jurisdictions: ['us-CA-city-of-antioch'] },
  { state: 'CA', names: ['Richmond'], counties: ['06013'], jurisdictions: ['us-CA-city-of-richmond'] },
  // Clovis: https://www.salestaxhandbook.com/california/rates/fresno-county — Sales Tax Handbook (January 2025): Clovis (city jurisdiction) 7.975%, the Fresno County rate; https://winningwallet.com/taxRates/CA/Fresno/Clovis — Clovis city sales tax 0.0%. The USPS name "Clovis" also covers ZIP codes partly in the City of Fresno (8.35%), which get Clovis' rate.
  { state: 'CA', names: ['Clovis'], counties: ['06019'], jurisdictions: ['us-CA-city-of-clovis'] },
  // Simi Valley: https://legalclarity.org/what-is-the-measure-42-sales-tax-in-simi-valley — LegalClarity, "What Is the Measure 42 Sales Tax in Simi Valley?": Simi Valley levies no local sales tax; its rate is the minimum combined rate in Ventura County (7.25%; Ventura County has no county-wide district tax, us-counties/ca.ts).
  { state: 'CA', names: ['Simi Valley'], counties: ['06111'], jurisdictions: [] },
  { state: 'CA', names: ['Oceanside'], counties: ['06073'], jurisdictions: ['us-CA-city-of-oceanside-measure-x'] },
  { state: 'CA', names: ['El Cajon'], counties: ['06073'], jurisdictions: ['us-CA-city-of-el-cajon'] },
  // Carlsbad: no city tax, 7.75% (the San Diego County rate). Source: https://arcamax.com/currentnews/newsheadlines/s-3481945 — San Diego Union-Tribune (November 2024): Carlsbad among the cities at the county's 7.75% base rate; no Carlsbad measure in the changes of 2025-04-01 (https://www.nbcsandiego.com/news/local/map-heres-where-sales-tax-rates-are-changing-in-san-diego-county/3793549/).
  { state: 'CA', names: ['Carlsbad'], counties: ['06073'], jurisdictions: [] },
  { state: 'CA', names: ['Murrieta'], counties: ['06065'], jurisdictions: ['us-CA-city-of-murrieta-measure-t'] },
  { state: 'CA', names: ['Temecula'], counties: ['06065'], jurisdictions: ['us-CA-city-of-temecula-measure-s'] },
  { state: 'CA', names: ['Menifee'], counties: ['06065'], jurisdictions: ['us-CA-city-of-menifee-measure-dd'] },
  { state: 'CA', names: ['Fairfield'], counties: ['06095'], jurisdictions: ['us-CA-fairfield-district-taxes'] },
  { state: 'CA', names: ['Victorville'], counties: ['06071'], jurisdictions: ['us-CA-city-of-victorville-measure-p'] },
  // Rancho Cucamonga: no city tax, 7.75% (San Bernardino County's Measure I only). Source: https://www.salestaxhandbook.com/california/rates/san-bernardino-county — Sales Tax Handbook (December 2024): Rancho Cucamonga (city jurisdiction) 7.75%; https://winningwallet.com/taxRates/CA/San_Bernardino/Rancho_Cucamonga — Rancho Cucamonga city sales tax 0.0%, 7.75% (secondary sources; no later measure was found).
  { state: 'CA', names: ['Rancho Cucamonga'], counties: ['06071'], jurisdictions: [] },
  { state: 'CA', names: ['Roseville'], counties: ['06061'], jurisdictions: ['us-CA-city-of-roseville-measure-b'] },
  { state: 'CA', names: ['Pomona'], counties: [LA], jurisdictions: ['us-CA-city-of-pomona'] },
  { state: 'CA', names: ['Santa Clara'], counties: ['06085'], jurisdictions: [] },
  // Second pass (CDTFA's table of 2026-01-01 and CDTFA-823 (1-26), sources on each jurisdiction).
  // Santa Clarita: USPS names the city's mail Santa Clarita, Valencia, Newhall and Canyon Country; no city tax (9.75%, like the unincorporated county around it).
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of Santa Clarita; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): Santa Clarita 9.750%, the county-wide rate of Los Angeles County (us-counties/ca.ts).
  { state: 'CA', names: ['Santa Clarita', 'Valencia', 'Newhall', 'Canyon Country'], counties: [LA], jurisdictions: [] },
  { state: 'CA', names: ['Moreno Valley'], counties: ['06065'], jurisdictions: ['us-CA-city-of-moreno-valley'] },
  // Oxnard: 93036 reaches El Rio and Nyeland Acres, 93035 Silver Strand and Hollywood Beach (unincorporated, 7.25%).
  { state: 'CA', names: ['Oxnard'], counties: ['06111'], jurisdictions: ['us-CA-city-of-oxnard'], partlyOutside: ['93035', '93036'] },
  // Santa Rosa: 95403 reaches Larkfield-Wikiup and Fulton (unincorporated, 9.25%).
  { state: 'CA', names: ['Santa Rosa'], counties: ['06097'], jurisdictions: ['us-CA-city-of-santa-rosa'], partlyOutside: ['95403'] },
  // Salinas: 93907 reaches Prunedale, 93908 the unincorporated valleys south of the city (8.75%).
  { state: 'CA', names: ['Salinas'], counties: ['06053'], jurisdictions: ['us-CA-city-of-salinas'], partlyOutside: ['93907', '93908'] },
  { state: 'CA', names: ['Torrance'], counties: [LA], jurisdictions: ['us-CA-city-of-torrance'] },
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of Orange; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): Orange 7.750%, the county-wide rate of Orange County (us-counties/ca.ts).
  { state: 'CA', names: ['Orange'], counties: ['06059'], jurisdictions: [] },
  { state: 'CA', names: ['Visalia'], counties: ['06107'], jurisdictions: ['us-CA-city-of-visalia'] },
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of Thousand Oaks; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): Thousand Oaks 7.250%, the county-wide rate of Ventura County (us-counties/ca.ts).
  { state: 'CA', names: ['Thousand Oaks', 'Newbury Park'], counties: ['06111'], jurisdictions: [] },
  { state: 'CA', names: ['Vallejo'], counties: ['06095'], jurisdictions: ['us-CA-city-of-vallejo'] },
  // Ventura (San Buenaventura): 93004 reaches Saticoy (unincorporated, 7.25%).
  { state: 'CA', names: ['Ventura', 'San Buenaventura'], counties: ['06111'], jurisdictions: ['us-CA-city-of-ventura'], partlyOutside: ['93004'] },
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of West Covina; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): West Covina 9.750%, the county-wide rate of Los Angeles County (us-counties/ca.ts).
  { state: 'CA', names: ['West Covina'], counties: [LA], jurisdictions: [] },
  // Jurupa Valley: 92509 (USPS "Riverside", named Jurupa Valley in Levy's ZIP data) and Mira Loma 91752 (Jurupa Valley and Eastvale, both 7.75% without a city tax).
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of Jurupa Valley; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): Jurupa Valley 7.750%, the county-wide rate of Riverside County (us-counties/ca.ts). Eastvale 7.750% too.
  { state: 'CA', names: ['Jurupa Valley', 'Mira Loma'], counties: ['06065'], jurisdictions: [] },
  { state: 'CA', names: ['Daly City'], counties: ['06081'], jurisdictions: ['us-CA-city-of-daly-city'] },
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of Rialto; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): Rialto 7.750%, the county-wide rate of San Bernardino County (us-counties/ca.ts).
  { state: 'CA', names: ['Rialto'], counties: ['06071'], jurisdictions: [] },
  { state: 'CA', names: ['San Mateo'], counties: ['06081'], jurisdictions: ['us-CA-city-of-san-mateo'] },
  { state: 'CA', names: ['Vista'], counties: ['06073'], jurisdictions: ['us-CA-city-of-vista'] },
  // Source: https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/cdtfa823.pdf — CDTFA, "Active District Tax Rates with Operative and Sunset Dates" (CDTFA-823 rev. 16 (1-26), copy): no district tax of the City of Costa Mesa; https://github.com/mrpartnerai/taxrates-us/blob/6a780a89889e4bde0e2504d66b3696ca4981ea68/data/SalesTaxRates1-1-26.csv — CDTFA, "California City & County Sales & Use Tax Rates" effective January 1, 2026 (copy): Costa Mesa 7.750%, the county-wide rate of Orange County (us-counties/ca.ts).
  { state: 'CA', names: ['Costa Mesa'], counties: ['06059'], jurisdictions: [] },
  // Santa Maria: 93455 is mostly Orcutt (unincorporated, 7.75%).
  { state: 'CA', names: ['Santa Maria'], counties: ['06083'], jurisdictions: ['us-CA-city-of-santa-maria'], partlyOutside: ['93455'] },
  { state: 'CA', names: ['Chico'], counties: ['06007'], jurisdictions: ['us-CA-city-of-chico'] },
  { state: 'CA', names: ['Vacaville'], counties: ['06095'], jurisdictions: ['us-CA-city-of-vacaville'] },
];

export const CA_CITIES: UsCityData = { state: 'CA', jurisdictions: CA_JURISDICTIONS, places: CA_PLACES };
