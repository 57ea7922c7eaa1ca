// Tennessee's local option sales tax by county (issue 10). Any county, and any incorporated city,
// may levy the local sales and use tax, at most 2.75% in all and in multiples of 0.25% (T.C.A.
// 67-6-702); the county's rate applies county-wide and a city may levy the difference up to 2.75%
// inside its limits. So:
// - a county at the 2.75% cap is complete: no city can add anything there;
// - a county below the cap may hold cities that levy more (Memphis, Bartlett, Collierville, ... in
//   Shelby; Oakland in Fayette; Atoka and Munford in Tipton; Lenoir City in Loudon): it is in
//   `incompleteCounties`, and an address there stays uncertain unless a place entry (us-local.ts,
//   us-cities/tn.ts) covers its city.
// The tax applies to the first $1,600 of a single article of tangible personal property (not
// modelled, like the state's single-article rate) and to the whole price of taxable services.
//
// Sources. The Department of Revenue's own list ("Tennessee Sales and Use Tax County and City Local
// Tax Rates", read in an undated copy) was read only from Anderson to Davidson; its rate map and the
// SST rate file were not readable here. The other counties rest on dated secondary sources (sales-
// taxes.com and Sales Tax Handbook pages generated from the Department's data, county and city
// pages) and on the Department's notices of 2022-2024 rate changes. Tax-Rates.org's county list,
// headed 2024, predates the increases of 2020 and later (it still shows Lewis County at 9.50%): it is
// used only for counties it gives at 9.75%, i.e. at the cap, which a later increase could not raise;
// a decrease would not be seen (Smith County lowered its rate in 2019, so they happen; Smith is not
// held). Counties no source settled, or whose secondary sources disagree, are left out (their
// addresses stay uncertain): Bledsoe, Campbell, Claiborne, Fentress, Franklin, Grundy, Hancock,
// Johnson (raised in 2024, twice per the sources, final rate not read), Lincoln, Marshall, McNairy,
// Meigs, Monroe, Moore, Overton, Perry, Pickett, Rhea, Roane, Robertson, Scott, Sequatchie, Sevier,
// Smith, Sullivan, Sumner, Trousdale, Union, Van Buren, Washington, Wayne, Weakley, White.
//
// Counties whose tax us-local.ts or us-cities/tn.ts already defines map to those ids (Davidson,
// Shelby, Knox, Hamilton, Montgomery, Rutherford): a place entry naming the same id counts it once.
//
// Taxability: the local tax applies to the privileges the state tax applies to (the Department's
// "Local Sales Tax" page); the jurisdictions follow the state (`inheritsFrom`, the default of `local`).
import type { JurisdictionData } from '../types.ts';
import { local, type Rate } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const TN_CAP =
  'https://www.firesafekids.state.tn.us/revenue/taxes/sales-and-use-tax/local-sales-tax.html — Tennessee Department of Revenue, "Local Sales Tax" (copy of tn.gov/revenue): any county or incorporated city may levy the local sales and use tax on the privileges subject to the state tax, at most 2.75% and a multiple of 0.25%; all local jurisdictions in Tennessee have a local rate';
const DOR_LIST =
  'https://uk.docsity.com/en/docs/tennessee-sales-and-use-tax-county-and-city-local-tax-rates/8987282 — Tennessee Department of Revenue, "Tennessee Sales and Use Tax County and City Local Tax Rates" (copy of the Department\'s list, undated edition: local rate, effective month, situs and FIPS code of each county and of each city in it)';
const TAX_RATES_ORG =
  'http://www.tax-rates.org/tennessee/sales-tax-by-county — Tax-Rates.org, "Tennessee Sales Tax By County" (headed 2024; secondary, and older than the 2020 increases, but a county at 9.75% is at the 2.75% cap, which no later increase can exceed)';
const STH_2020 =
  'http://www.salestaxhandbook.com/tennessee/sales-tax-changes — Sales Tax Handbook, "2021 Tennessee Sales Tax Changes" (secondary): in March 2020 Maury County, Polk County and Wilson County raised from 9.25% to 9.75%, McMinn County from 9% to 9.75% (with their cities: Columbia, Spring Hill, Mount Pleasant, Ducktown, Etowah, Lebanon, Mount Juliet)';
const STH_2019 =
  'http://www.salestaxhandbook.com/tennessee/sales-tax-changes — Sales Tax Handbook, "2019 Tennessee Sales Tax Changes" (secondary): November 2018, Macon County raised from 9.25% to 9.75% (Lafayette and Westmoreland); February 2019, Oakland (Fayette County) raised from 9.25% to 9.75%';
const STH_2025 =
  'https://salestaxhandbook.com/tennessee/sales-tax-changes — Sales Tax Handbook, "2025 Tennessee Sales Tax Changes" (secondary): February 2025, Giles (Cornersville, Frankewing, Dellrose), Elkton and Ardmore raised from 9.5% to 9.75%; Nashville, Berry Hill, Belle Meade, Forest Hills and Goodlettsville from 9.25% to 9.75%';
const DOR_NOTICES =
  'https://homebuilding.tn.gov/revenue/revenue-news/news-publications/important-notices.html — Tennessee Department of Revenue, "Important Notices" (copy): sales and use tax notices of 2024 on local rate changes: Cannon County (24-04), City of Hendersonville (24-03), Johnson County (24-10), Davidson County (24-11), Giles County (24-12)';
const HIGHLANDS =
  'https://highlandsoftn.com/regional-taxes — Highlands Economic Partnership, "Regional Taxes": sales tax 2.75% in Jackson County and Gainesboro, Putnam County, Algood, Baxter, Cookeville and Monterey';

/**
 * [FIPS, Census name, rates (local rate, from, to, what the source says), incomplete]. `from: null`:
 * in force since before 2024-01-01.
 */
type County = [fips: string, name: string, rates: Rate[], incomplete?: true];

const at = (rate: string, source: string): Rate[] => [[rate, null, null, source]];
const dorList = (name: string, since: string, cities: string) =>
  at('2.75', `${DOR_LIST}: ${name} 2.75% since ${since}, and so its cities (${cities}). ${TN_CAP}.`);
const capList = (name: string) => at('2.75', `${TAX_RATES_ORG}: ${name} County 9.75% = 7% state + 2.75% local. ${TN_CAP}.`);

const COUNTIES: County[] = [
  ['47001', 'Anderson', dorList('Anderson', 'Jul-2006', 'Clinton, Rocky Top, Norris, Oak Ridge, Oliver Springs')],
  ['47003', 'Bedford', dorList('Bedford', 'Aug-2001', 'Shelbyville, Bell Buckle, Normandy, Wartrace')],
  ['47005', 'Benton', dorList('Benton', 'Jan-1997', 'Camden, Big Sandy')],
  ['47009', 'Blount', dorList('Blount', 'Jul-2014', 'Maryville, Alcoa, Friendsville, Townsend, Rockford, Louisville')],
  ['47011', 'Bradley', dorList('Bradley', 'Jul-2009', 'Cleveland, Charleston')],
  [
    '47015',
    'Cannon',
    [
      ['1.75', null, '2024-06-01', `http://www.cannoncourier.com/commissioners-seek-increase-in-sales-tax-cms-6934-printer — Cannon Courier: the local option sales tax in Cannon County is 1.75% (8.75% in all), shared with Woodbury and Auburntown; raised on 2024-06-01 (below). ${DOR_NOTICES}.`],
      ['2.75', '2024-06-01', null, `https://wbry.com/new-sales-tax-rate-in-effect — WBRY, reprinting Tennessee Department of Revenue Notice 24-02, "Change of Local Tax Rate: Cannon County": voters approved 2.75% on 2023-11-02, effective 2024-06-01, for sellers in Cannon County and its cities Auburntown and Woodbury. ${TN_CAP}.`],
    ],
  ],
  ['47017', 'Carroll', capList('Carroll')],
  ['47019', 'Carter', capList('Carter')],
  ['47021', 'Cheatham', at('2.25', 'https://www.sales-taxes.com/tn/cheatham-county — Sales-Taxes.com, "Cheatham County, Tennessee Sales Tax Rate" (updated April 2024 from the Tennessee Department of Revenue): county 2.25%; Ashland City, Kingston Springs and Pegram levy up to 0.5% more (9.75%)'), true],
  ['47023', 'Chester', capList('Chester')],
  ['47027', 'Clay', dorList('Clay', 'Nov-1999', 'Celina')],
  ['47029', 'Cocke', dorList('Cocke', 'Jan-1989', 'Newport, Parrottsville')],
  ['47031', 'Coffee', dorList('Coffee', 'Apr-2007', 'Manchester, Tullahoma')],
  ['47033', 'Crockett', dorList('Crockett', 'Jun-1996', 'Alamo, Bells, Friendship, Gadsden, Maury City')],
  ['47035', 'Cumberland', dorList('Cumberland', 'Sep-1999', 'Crossville, Pleasant Hill, Crab Orchard')],
  ['47039', 'Decatur', at('2.50', 'https://sales-taxes.com/tn/decatur-county — Sales-Taxes.com, "Decatur County, Tennessee Sales Tax Rate" (updated April 2025 from the Tennessee Department of Revenue): county 2.5%, cities up to 0.25% more (Parsons, Decaturville, Sugar Tree 9.75%)'), true],
  ['47041', 'DeKalb', capList('Dekalb')],
  ['47043', 'Dickson', capList('Dickson')],
  ['47045', 'Dyer', capList('Dyer')],
  ['47047', 'Fayette', at('2.25', `https://gstlookup.com/tools/sales-tax-calculator-tennessee/fayette-county — GST Lookup, "Sales Tax Calculator - Fayette County (Tennessee)" (March 2024): county rate 2.25% in La Grange, Moscow, Somerville, Rossville and the rest; Oakland levies the difference to 2.75% (${STH_2019})`), true],
  [
    '47055',
    'Giles',
    [
      ['2.50', null, '2025-02-01', `https://radio7media.com/2024/10/02/giles-county-voters-will-have-an-opportunity-to-vote-on-sale-and-use-tax-increase/ — Radio7Media, "Giles County Voters will have an Opportunity to Vote on Sale and Use Tax Increase" (2024-10-02): 0.25% more, to 9.75%, outside Pulaski, which has levied 2.75% since 2008 (so Pulaski was at 2.75% before the change, not held here)`],
      ['2.75', '2025-02-01', null, `${DOR_NOTICES}; ${STH_2025}. The effective date is Sales Tax Handbook's month (the Department's notice 24-12 itself was not read). ${TN_CAP}.`],
    ],
  ],
  ['47053', 'Gibson', capList('Gibson')],
  ['47057', 'Grainger', capList('Grainger')],
  ['47059', 'Greene', capList('Greene')],
  ['47063', 'Hamblen', capList('Hamblen')],
  ['47069', 'Hardeman', capList('Hardeman')],
  ['47071', 'Hardin', capList('Hardin')],
  ['47073', 'Hawkins', capList('Hawkins')],
  ['47075', 'Haywood', capList('Haywood')],
  ['47077', 'Henderson', capList('Henderson')],
  ['47079', 'Henry', capList('Henry')],
  ['47081', 'Hickman', capList('Hickman')],
  ['47083', 'Houston', capList('Houston')],
  ['47085', 'Humphreys', capList('Humphreys')],
  ['47087', 'Jackson', at('2.75', `${HIGHLANDS}; ${TAX_RATES_ORG}: Jackson County 9.75%. ${TN_CAP}.`)],
  ['47089', 'Jefferson', capList('Jefferson')],
  ['47095', 'Lake', capList('Lake')],
  ['47097', 'Lauderdale', capList('Lauderdale')],
  ['47099', 'Lawrence', capList('Lawrence')],
  ['47101', 'Lewis', at('2.75', `https://www.radio7media.com/news/lewis-county-sales-tax-rate-takes-effect/article_999c8cf0-6359-11ed-b066-0bd99905006d.html — Radio7Media, "Lewis County sales tax rate takes effect" (the Tennessee Department of Revenue's reminder): voters raised the local rate to 2.75% on 2022-08-04, effective 2022-11-01. ${TN_CAP}.`)],
  ['47105', 'Loudon', at('2.00', 'https://sales-taxes.com/tn/37771 — Sales-Taxes.com, "37771 Sales Tax Rate" (updated November 2024 from the Tennessee Department of Revenue): Loudon County 2%, Lenoir City 0.5% more; https://gstlookup.com/tools/sales-tax-calculator-tennessee/loudon-county — GST Lookup (November 2024): county rate 2.00% (Sales Tax Handbook\'s March 2025 page heads Loudon County at 2.75% but lists Loudon and Lenoir City at 9.5%: not followed)'), true],
  ['47107', 'McMinn', at('2.75', `${STH_2020}. ${TN_CAP}.`)],
  ['47111', 'Macon', at('2.75', `${STH_2019}. ${TN_CAP}.`)],
  ['47113', 'Madison', capList('Madison')],
  ['47115', 'Marion', capList('Marion')],
  ['47119', 'Maury', at('2.75', `https://www.williamsonhomepage.com/spring_hill/southern-spring-hill-to-see-sales-tax-increase-after-voters/article_e2d52ad0-5dc6-11ea-b746-33a4640a6dc0.html — Williamson Home Page (2020-03-03): Maury County voters raised the county rate from 2.25% to 2.75% (9.75% in all); ${STH_2020}. ${TN_CAP}.`)],
  ['47129', 'Morgan', at('2.75', `https://sales-taxes.com/tn/morgan-county — Sales-Taxes.com, "Morgan County, Tennessee Sales Tax Rate" (updated April 2025 from the Tennessee Department of Revenue): county 2.75%, no city adds anything. ${TN_CAP}.`)],
  ['47131', 'Obion', at('2.75', `https://www.obioncounty.org/news/892-tax-information — Obion County, "Tax information": county sales tax rate 2.75%, state 7.0%. ${TN_CAP}.`)],
  ['47139', 'Polk', at('2.75', `https://www.salestaxhandbook.com/tennessee/rates/polk-county — Sales Tax Handbook, "Polk County" (March 2025, secondary): a county-wide 2.75%, no city adds more; ${STH_2020}. (GST Lookup's November 2024 page still gives 2.25%: it predates the 2020 increase in this respect.) ${TN_CAP}.`)],
  ['47141', 'Putnam', at('2.75', `${HIGHLANDS}; https://sale-tax.com/PutnamCountyTN — Sale-Tax.com, "Putnam County, TN Sales Tax Rate": Putnam County 2.750% (9.750%, unchanged since December 2020). ${TN_CAP}.`)],
  ['47161', 'Stewart', at('2.25', 'https://www.sales-taxes.com/tn/stewart-county — Sales-Taxes.com, "Stewart County, Tennessee Sales Tax Rate" (updated March 2024 from the Tennessee Department of Revenue): county 2.25%; Dover and Cumberland City levy up to 0.5% more (9.75%)'), true],
  ['47167', 'Tipton', at('2.25', 'https://gstlookup.com/tools/sales-tax-calculator-tennessee/tipton-county — GST Lookup, "Sales Tax Calculator - Tipton County (Tennessee)" (April 2024): county rate 2.25%; Atoka, Munford and Tipton 0.50% more; https://sale-tax.com/CovingtonTN — Covington 0.500% more (2020)'), true],
  ['47171', 'Unicoi', at('2.75', `https://www.salestaxhandbook.com/tennessee/rates/unicoi-county — Sales Tax Handbook, "Unicoi County" (September 2024, secondary): a county-wide 2.75%, none of the cities (Erwin, Unicoi) adds more. ${TN_CAP}.`)],
  ['47177', 'Warren', at('2.75', `https://gstlookup.com/tools/sales-tax-calculator-tennessee — GST Lookup, "Sales Tax Calculator - Tennessee" (secondary): Warren County 9.75% = 7% state + 2.75% county. ${TN_CAP}.`)],
  ['47187', 'Williamson', at('2.75', `https://williamsonsource.com/new-sales-tax-increase-in-effect-april-1/ — Williamson Source, quoting the Tennessee Department of Revenue: voters raised Williamson County's rate to 2.75% on 2018-02-06, effective 2018-04-01, for sellers in the county and in Arrington, Brentwood, College Grove, Fairview, Franklin, Nolensville, Spring Hill (Williamson part) and Thompson's Station. ${TN_CAP}.`)],
  ['47189', 'Wilson', at('2.75', `${STH_2020}. ${TN_CAP}.`)],
];

/** Counties whose tax is a jurisdiction defined elsewhere; true where cities may levy more. */
const ELSEWHERE: [fips: string, ids: string[], incomplete: boolean, note: string][] = [
  // Metro's 2.25% and the 0.5% transit surcharge (2025-02-01) of us-local.ts: 2.75% in the whole
  // county since then, satellite cities included (STH_2025, DOR notice 24-11).
  ['47037', ['us-TN-metro-nashville-davidson-county', 'us-TN-nashville-transit-surcharge'], false, 'Davidson'],
  ['47065', ['us-TN-hamilton-county-city-of-chattanooga'], true, 'Hamilton (2.25%; other cities not read)'],
  ['47093', ['us-TN-knox-county-city-of-knoxville'], true, 'Knox (2.25%; Farragut and the rest not read)'],
  ['47125', ['us-TN-montgomery-county-city-of-clarksville'], true, 'Montgomery (2.5%)'],
  ['47149', ['us-TN-rutherford-county-city-of-murfreesboro'], false, 'Rutherford (2.75%, the cap)'],
  ['47157', ['us-TN-shelby-county'], true, 'Shelby (2.25%; Memphis 0.5% more, the suburbs up to 2.75%)'],
];

const countyId = (fips: string) => `us-TN-county-${fips}`;

const COUNTY_JURISDICTIONS: JurisdictionData[] = COUNTIES.map(([fips, name, rates]) => local(countyId(fips), `${name} County`, 'county', rates));

export const TN_COUNTY_TAXES: UsCountyTaxes | null = {
  state: 'TN',
  complete: true,
  incompleteCounties: [...COUNTIES.filter((c) => c[3] === true).map((c) => c[0]), ...ELSEWHERE.filter((e) => e[2]).map((e) => e[0])].sort(),
  counties: Object.fromEntries([...COUNTIES.map(([fips]): [string, string[]] => [fips, [countyId(fips)]]), ...ELSEWHERE.map(([fips, ids]): [string, string[]] => [fips, ids])].sort(([a], [b]) => a.localeCompare(b))),
  jurisdictions: COUNTY_JURISDICTIONS,
};
