// Wisconsin's county sales and use taxes, by county: 0.5% in every county that adopts it
// (Wis. Stat. 77.70), 0.9% in Milwaukee County since 2024-01-01 (2023 Wis. Act 12); one jurisdiction
// per county, its rate dated from the effective date the Department of Revenue lists. Four counties
// had no county tax on 2024-01-01: Manitowoc (0.5% from 2025-01-01) and Racine (0.5% from
// 2025-04-01) have adopted one since; Waukesha and Winnebago still have none (they map to []):
// Waukesha's 2024 proposal was tabled and dropped (https://wtmj.com/?p=597012 — WTMJ, October 2024),
// Winnebago's board let a resolution fail on 2025-09-16
// (https://www.civicmedia.us/news/2025/09/17/winnebago-county-supervisors-let-sales-tax-resolution-fail).
//
// Complete by county except Milwaukee County (`incompleteCounties`): the City of Milwaukee levies
// its own 2% since 2024-01-01, and its postal city "Milwaukee" also covers suburbs (Glendale, ...)
// that do not: the city's place entry (us-cities/wi.ts) places the ZIP codes wholly inside the city
// and reports the others uncertain, until an imported boundary file (Wisconsin is a Streamlined
// member) places them.
// Premier resort area taxes apply only to tourism-related retailers in a few cities and villages
// (Wisconsin Dells, Lake Delton, Eagle River, Rhinelander, Bayfield, ...): outside what software
// sellers sell, and not held here.
// Ended before 2024 and not carried: the Southeast Wisconsin Professional Baseball Park District's
// 0.1% (Milwaukee, Ozaukee, Racine, Washington, Waukesha; 1996-01-01 to 2020-03-31) and the Brown
// County football stadium district's 0.5% (2000-11-01 to 2015-09-30), both on the DOR's chart.
//
// Taxability: county and city taxes apply to the same sales as the 5% state tax (same base), so
// the jurisdictions follow the state (`inheritsFrom`, the default of `local`).
import type { JurisdictionData } from '../types.ts';
import { local, type Rate } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const WI_CHART =
  'https://revenue.wi.gov/Pages/faqs/pcs-taxrates.aspx — Wisconsin Department of Revenue, "Tax Rates" (Sales Tax Rate Chart: state 5%, county tax rate and effective date by county, City of Milwaukee 2% (1/24))';
const MILWAUKEE_ACT_12 =
  'https://www.wisbusiness.com/2023/dept-of-revenue-new-sales-and-use-taxes-in-the-city-of-milwaukee-and-milwaukee-county-begin-on-january-1-2024/ — Wisconsin Department of Revenue, "New sales and use taxes in the city of Milwaukee and Milwaukee County begin on January 1, 2024" (2023 Wis. Act 12; DOR Fact Sheet 2414): for periods beginning on or after January 1, 2024, Milwaukee County 0.9%, City of Milwaukee 2%';
const MANITOWOC =
  'https://seehafernews.com/2024/07/17/manitowoc-county-board-approves-sale-tax — Seehafer News, "Manitowoc County Board approves sales tax" (0.5%, July 16, 2024); effective January 1, 2025 per the Manitowoc Herald Times Reporter, "When it starts and what it costs" (reprinted at https://gottagopestcontrol.ca/when-it-starts-and-what-it-costs/). Secondary sources: the DOR chart read still showed no Manitowoc County tax';
const RACINE =
  'https://racinecounty.com/our-county/sales-tax-ordinance — Racine County, "Sales and Use Tax Information Hub": Ordinance 2024-60-S, adopted October 24, 2024, 0.5% county sales tax effective April 1, 2025';

/**
 * County FIPS (US Census Bureau), name, and the start of its 0.5% county tax as the DOR's chart lists
 * it ("4/91" is 1991-04-01); undefined where the chart was not read (the tax began before 2024), null
 * for a county without the tax.
 */
const COUNTIES: [fips: string, name: string, from: string | null | undefined][] = [
  ['55001', 'Adams', '1994-01-01'],
  ['55003', 'Ashland', '1988-04-01'],
  ['55005', 'Barron', '1986-04-01'],
  ['55007', 'Bayfield', '1991-04-01'],
  ['55009', 'Brown', '2018-01-01'],
  ['55011', 'Buffalo', '1987-04-01'],
  ['55013', 'Burnett', '1989-04-01'],
  ['55015', 'Calumet', '2018-04-01'],
  ['55017', 'Chippewa', '1991-04-01'],
  ['55019', 'Clark', '2009-01-01'],
  ['55021', 'Columbia', '1989-04-01'],
  ['55023', 'Crawford', '1991-04-01'],
  ['55025', 'Dane', '1991-04-01'],
  ['55027', 'Dodge', '1994-04-01'],
  ['55029', 'Door', '1988-04-01'],
  ['55031', 'Douglas', '1991-04-01'],
  ['55033', 'Dunn', '1986-04-01'],
  ['55035', 'Eau Claire', '1999-01-01'],
  ['55037', 'Florence', '2006-07-01'],
  ['55039', 'Fond du Lac', '2010-04-01'],
  ['55041', 'Forest', '1995-04-01'],
  ['55043', 'Grant', '2002-04-01'],
  ['55045', 'Green', '2003-01-01'],
  ['55047', 'Green Lake', '1999-07-01'],
  ['55049', 'Iowa', '1987-04-01'],
  ['55051', 'Iron', '1991-04-01'],
  ['55053', 'Jackson', '1987-04-01'],
  ['55055', 'Jefferson', '1991-04-01'],
  ['55057', 'Juneau', '1992-04-01'],
  ['55059', 'Kenosha', '1991-04-01'],
  ['55061', 'Kewaunee', '2017-04-01'],
  ['55063', 'La Crosse', '1990-04-01'],
  ['55065', 'Lafayette', '2001-04-01'],
  ['55067', 'Langlade', '1988-04-01'],
  ['55069', 'Lincoln', '1987-04-01'],
  ['55071', 'Manitowoc', '2025-01-01'],
  ['55073', 'Marathon', '1987-04-01'],
  ['55075', 'Marinette', '2001-10-01'],
  ['55077', 'Marquette', '1989-04-01'],
  ['55078', 'Menominee', '2020-04-01'],
  ['55079', 'Milwaukee', '1991-04-01'],
  ['55081', 'Monroe', '1990-04-01'],
  ['55083', 'Oconto', '1994-07-01'],
  ['55085', 'Oneida', '1987-04-01'],
  ['55087', 'Outagamie', '2020-01-01'],
  ['55089', 'Ozaukee', '1991-04-01'],
  ['55091', 'Pepin', '1991-04-01'],
  ['55093', 'Pierce', '1988-04-01'],
  ['55095', 'Polk', '1988-04-01'],
  ['55097', 'Portage', '1989-04-01'],
  ['55099', 'Price', '1993-01-01'],
  ['55101', 'Racine', '2025-04-01'],
  ['55103', 'Richland', '1989-04-01'],
  ['55105', 'Rock', '2007-04-01'],
  ['55107', 'Rusk', '1987-04-01'],
  ['55109', 'St. Croix', '1987-04-01'],
  ['55111', 'Sauk', '1992-04-01'],
  ['55113', 'Sawyer', '1987-04-01'],
  ['55115', 'Shawano', '1990-04-01'],
  ['55117', 'Sheboygan', '2017-01-01'],
  ['55119', 'Taylor', '1999-07-01'],
  ['55121', 'Trempealeau', '1995-10-01'],
  ['55123', 'Vernon', '1997-01-01'],
  ['55125', 'Vilas', '1988-04-01'],
  ['55127', 'Walworth', '1987-04-01'],
  ['55129', 'Washburn', '1991-04-01'],
  ['55131', 'Washington', '1999-01-01'],
  ['55133', 'Waukesha', null],
  ['55135', 'Waupaca', undefined],
  ['55137', 'Waushara', undefined],
  ['55139', 'Winnebago', null],
  ['55141', 'Wood', undefined],
];

const countyId = (fips: string) => `us-WI-county-${fips}`;

function rates(fips: string, name: string, from: string | undefined): Rate[] {
  if (fips === '55079') {
    return [
      ['0.50', from ?? null, '2024-01-01', `${WI_CHART}: Milwaukee 0.50% (4/91-12/31/23).`],
      ['0.90', '2024-01-01', null, `${WI_CHART}: Milwaukee 0.90% (1/24). ${MILWAUKEE_ACT_12}.`],
    ];
  }
  if (fips === '55071') return [['0.50', from ?? null, null, `${MANITOWOC}.`]];
  if (fips === '55101') return [['0.50', from ?? null, null, `${RACINE}.`]];
  const since = from === undefined ? 'in force before 2024 (the effective date was not read)' : `effective ${from}`;
  return [['0.50', from ?? null, null, `${WI_CHART}: ${name} 0.50%, ${since}.`]];
}

const WITH_TAX = COUNTIES.filter((c): c is [string, string, string | undefined] => c[2] !== null);

const COUNTY_JURISDICTIONS: JurisdictionData[] = WITH_TAX.map(([fips, name, from]) => local(countyId(fips), `${name} County`, 'county', rates(fips, name, from)));

export const WISCONSIN_COUNTY_TAXES: UsCountyTaxes = {
  state: 'WI',
  complete: true,
  incompleteCounties: ['55079'],
  counties: Object.fromEntries(COUNTIES.map(([fips, , from]) => [fips, from === null ? [] : [countyId(fips)]])),
  jurisdictions: COUNTY_JURISDICTIONS,
};
