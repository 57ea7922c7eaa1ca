// Ohio's local sales and use taxes, by county. Ohio cities levy no sales tax; the local taxes are
// the county permissive taxes (R.C. 5739.021 and 5739.026), levied in all 88 counties, and the taxes
// of regional transit authorities (R.C. 5739.023), all collected by the Department of Taxation with
// the 5.75% state tax (us-state-facts.ts). The Department's own table keeps the two apart ("County
// Tax Rate", "Transit Tax Rate"), and transit rates change on their own (COTA on 2025-04-01), so
// they are separate jurisdictions here: one per county for the county tax, one per transit
// authority, listed under the counties it covers whole. Combined local rates run from 0.75% (Butler,
// Lorain, Stark, Wayne) to 2.25% (Cuyahoga, Franklin).
//
// Rates: the Department's table "State and Permissive Sales Tax Rates, by County, July 2024" and map
// "Total State and Local Sales Tax Rates, by County, Effective July 2024", and its rate-change
// notices: Lake County's rate fell from 7.25% to 7.00% on 2024-07-01 (county part 1.25% -> 1.00%);
// COTA's rate rose from 0.5% to 1% on 2025-04-01. History before 2024 is not carried (`from: null`:
// in force before 2024-01-01, or at least on 2024-07-01 where the July 2024 table is all there is).
// The quarterly notices for 2024 Q1-Q2 and for 2024 Q4 to 2026 Q4 were not found except COTA's: a
// county that changed its rate in one of those quarters is not dated here. Brown County in
// particular is in doubt: 1.50% on the July 2024 table, but a reading of the Streamlined Sales Tax
// rate file for 2026 Q1 (OHR2026Q1NOV28) reports its county total at 7.00% (1.25%); the change was
// not dated, so 1.50% is kept (flagged in its source).
//
// `complete: true`, with two known exceptions that a county cannot place (OHIO_PARTIAL_TRANSIT_
// COUNTIES below): COTA also taxes the parts of Delaware, Fairfield, Licking and Union counties
// inside its district, and TARTA the City of Rossford in Wood County. Those counties list their
// county tax only, so an address inside those districts is under-taxed by the transit rate (1% COTA
// since 2025-04-01, 0.5% before; 0.5% TARTA).
//
// Taxability: the county and transit taxes apply to what the state tax applies to (R.C. 5739.021,
// 5739.023: "every retail sale" taxed by 5739.02), so the jurisdictions follow the state
// (`inheritsFrom`, the default of `local`), e.g. SaaS taxed for business use only.
import type { JurisdictionData } from '../types.ts';
import { local, type Rate } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const ODT_2024 =
  'https://tax.ohio.gov/business/ohio-business-taxes/sales-and-use/rate-changes/rate-changes — Ohio Department of Taxation, "Tax Rates & Changes": its "State and Permissive Sales Tax Rates, by County, July 2024" (county and transit columns; read in the reproduction at https://salestaxcalculator.net/rate/ohio, which still shows COTA at 0.50%) and "Total State and Local Sales Tax Rates, by County, Effective July 2024" (map; read in the copy at https://mabelnashgreenberg.com/athens-county-property-map-1147), whose totals agree with it for every county';
const COTA_2025 =
  'https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3 — Ohio Department of Taxation, "Sales and Use Tax Rate Change effective April 1, 2025": COTA\'s permanent 0.5% increase for all of Franklin County (7.50% -> 8%) and the parts of Delaware, Fairfield, Licking and Union counties in its district; https://content.govdelivery.com/accounts/OHTAX/bulletins/3c845fc — "2025 2nd Quarter Sales and Use Tax Rate Changes"';
const LAKE_2024 =
  'Lake County: "New Rate: Lake County tax rate 7.00% (previously 7.25%)" on the July 2024 map (Laketran 0.25% unchanged); 7.25% in January 2023 (https://www.news-herald.com/2023/01/26/lake-county-commissioners-vote-to-rescind-sales-tax-increase/ — The News-Herald, "Lake County commissioners vote to rescind sales tax increase")';
const TARTA_2022 =
  'https://tax.ohio.gov/business/ohio-business-taxes/sales-and-use/rate-changes/rate-changes — Ohio Department of Taxation, 2022 2nd quarter: "The Toledo Area Regional Transit Authority (TARTA) enacted a .50% sales and use tax effective April 1, 2022. The TARTA makes up the entirety of Lucas County and the City of Rossford in Wood County"';

/** County FIPS (US Census Bureau), Census name, county permissive rate on the July 2024 table. */
const COUNTIES: [fips: string, name: string, rate: string][] = [
  ['39001', 'Adams', '1.50'],
  ['39003', 'Allen', '1.00'],
  ['39005', 'Ashland', '1.25'],
  ['39007', 'Ashtabula', '1.00'],
  ['39009', 'Athens', '1.50'],
  ['39011', 'Auglaize', '1.50'],
  ['39013', 'Belmont', '1.50'],
  ['39015', 'Brown', '1.50'],
  ['39017', 'Butler', '0.75'],
  ['39019', 'Carroll', '1.00'],
  ['39021', 'Champaign', '1.50'],
  ['39023', 'Clark', '1.50'],
  ['39025', 'Clermont', '1.00'],
  ['39027', 'Clinton', '1.50'],
  ['39029', 'Columbiana', '1.50'],
  ['39031', 'Coshocton', '2.00'],
  ['39033', 'Crawford', '1.50'],
  ['39035', 'Cuyahoga', '1.25'],
  ['39037', 'Darke', '1.50'],
  ['39039', 'Defiance', '1.00'],
  ['39041', 'Delaware', '1.25'],
  ['39043', 'Erie', '1.00'],
  ['39045', 'Fairfield', '1.00'],
  ['39047', 'Fayette', '1.50'],
  ['39049', 'Franklin', '1.25'],
  ['39051', 'Fulton', '1.50'],
  ['39053', 'Gallia', '1.50'],
  ['39055', 'Geauga', '1.00'],
  ['39057', 'Greene', '1.00'],
  ['39059', 'Guernsey', '1.50'],
  ['39061', 'Hamilton', '1.25'],
  ['39063', 'Hancock', '1.00'],
  ['39065', 'Hardin', '1.50'],
  ['39067', 'Harrison', '1.50'],
  ['39069', 'Henry', '1.50'],
  ['39071', 'Highland', '1.50'],
  ['39073', 'Hocking', '1.50'],
  ['39075', 'Holmes', '1.25'],
  ['39077', 'Huron', '1.50'],
  ['39079', 'Jackson', '1.50'],
  ['39081', 'Jefferson', '1.50'],
  ['39083', 'Knox', '1.50'],
  ['39085', 'Lake', '1.00'],
  ['39087', 'Lawrence', '1.50'],
  ['39089', 'Licking', '1.50'],
  ['39091', 'Logan', '1.50'],
  ['39093', 'Lorain', '0.75'],
  ['39095', 'Lucas', '1.50'],
  ['39097', 'Madison', '1.25'],
  ['39099', 'Mahoning', '1.50'],
  ['39101', 'Marion', '1.50'],
  ['39103', 'Medina', '1.00'],
  ['39105', 'Meigs', '1.50'],
  ['39107', 'Mercer', '1.50'],
  ['39109', 'Miami', '1.25'],
  ['39111', 'Monroe', '1.50'],
  ['39113', 'Montgomery', '1.25'],
  ['39115', 'Morgan', '1.50'],
  ['39117', 'Morrow', '1.50'],
  ['39119', 'Muskingum', '1.50'],
  ['39121', 'Noble', '1.50'],
  ['39123', 'Ottawa', '1.25'],
  ['39125', 'Paulding', '1.50'],
  ['39127', 'Perry', '1.50'],
  ['39129', 'Pickaway', '1.50'],
  ['39131', 'Pike', '1.50'],
  ['39133', 'Portage', '1.00'],
  ['39135', 'Preble', '1.50'],
  ['39137', 'Putnam', '1.25'],
  ['39139', 'Richland', '1.25'],
  ['39141', 'Ross', '1.50'],
  ['39143', 'Sandusky', '1.50'],
  ['39145', 'Scioto', '1.50'],
  ['39147', 'Seneca', '1.50'],
  ['39149', 'Shelby', '1.50'],
  ['39151', 'Stark', '0.50'],
  ['39153', 'Summit', '0.50'],
  ['39155', 'Trumbull', '1.00'],
  ['39157', 'Tuscarawas', '1.00'],
  ['39159', 'Union', '1.25'],
  ['39161', 'Van Wert', '1.50'],
  ['39163', 'Vinton', '1.50'],
  ['39165', 'Warren', '1.00'],
  ['39167', 'Washington', '1.50'],
  ['39169', 'Wayne', '0.75'],
  ['39171', 'Williams', '1.50'],
  ['39173', 'Wood', '1.00'],
  ['39175', 'Wyandot', '1.50'],
];

/** Transit authorities whose tax covers whole counties: id, name, counties, rates. */
const TRANSIT: [id: string, name: string, counties: string[], rates: Rate[]][] = [
  ['us-OH-transit-allen-county-rta', 'Allen County Regional Transit Authority', ['39003'], [['0.10', null, null, `${ODT_2024}: Allen 1.00% county + 0.10% transit = 6.85%; since 2019-10-01 (Allen County 6.75% -> 6.85%: https://www.tax.ohio.gov/sales_and_use/rate_changes.aspx — ODT, "Tax Rates & Changes", 2019).`]]],
  ['us-OH-transit-gcrta', 'Greater Cleveland Regional Transit Authority', ['39035'], [['1.00', null, null, `${ODT_2024}: Cuyahoga 1.25% county + 1.00% transit = 8.00%.`]]],
  [
    'us-OH-transit-cota',
    'Central Ohio Transit Authority (COTA)',
    ['39049'],
    [
      ['0.50', null, '2025-04-01', `${ODT_2024}: Franklin 1.25% county + 0.50% transit = 7.50%; ${COTA_2025}.`],
      ['1.00', '2025-04-01', null, `${COTA_2025}: Franklin 8% = 5.75% state + 1.25% county + 1.00% COTA.`],
    ],
  ],
  ['us-OH-transit-sorta', 'Southwest Ohio Regional Transit Authority (Hamilton County)', ['39061'], [['0.80', null, null, `${ODT_2024}: Hamilton 1.25% county + 0.80% transit = 7.80%.`]]],
  ['us-OH-transit-laketran', 'Laketran (Lake County transit)', ['39085'], [['0.25', null, null, `${ODT_2024}: Lake 1.00% county + 0.25% transit = 7.00%.`]]],
  ['us-OH-transit-tarta', 'Toledo Area Regional Transit Authority (TARTA)', ['39095'], [['0.50', null, null, `${ODT_2024}: Lucas 1.50% county + 0.50% transit = 7.75%; ${TARTA_2022}.`]]],
  ['us-OH-transit-wrta', 'Western Reserve Transit Authority (Mahoning County)', ['39099'], [['0.25', null, null, `${ODT_2024}: Mahoning 1.50% county + 0.25% transit = 7.50%.`]]],
  ['us-OH-transit-gdrta', 'Greater Dayton Regional Transit Authority (Montgomery County)', ['39113'], [['0.50', null, null, `${ODT_2024}: Montgomery 1.25% county + 0.50% transit = 7.50%.`]]],
  ['us-OH-transit-parta', 'Portage Area Regional Transportation Authority', ['39133'], [['0.25', null, null, `${ODT_2024}: Portage 1.00% county + 0.25% transit = 7.00%.`]]],
  ['us-OH-transit-sarta', 'Stark Area Regional Transit Authority', ['39151'], [['0.25', null, null, `${ODT_2024}: Stark 0.50% county + 0.25% transit = 6.50%.`]]],
  ['us-OH-transit-metro-summit', 'METRO Regional Transit Authority (Summit County)', ['39153'], [['0.50', null, null, `${ODT_2024}: Summit 0.50% county + 0.50% transit = 6.75%.`]]],
];

/**
 * Counties (FIPS) that a transit authority taxes only in part, with that authority's id: not listed
 * under the county (a county cannot place its addresses), so those addresses are under-taxed until
 * Levy can place them (by the imported SST boundary file, or by a per-county "incomplete" flag).
 */
export const OHIO_PARTIAL_TRANSIT_COUNTIES: Record<string, string[]> = {
  '39041': ['us-OH-transit-cota'], // Delaware: the COTA district (8% since 2025-04-01, 7% outside)
  '39045': ['us-OH-transit-cota'], // Fairfield (7.75% in the district, 6.75% outside)
  '39089': ['us-OH-transit-cota'], // Licking (8.25% in the district, 7.25% outside)
  '39159': ['us-OH-transit-cota'], // Union (8% in the district, 7% outside)
  '39173': ['us-OH-transit-tarta'], // Wood: the City of Rossford only (7.25%, 6.75% elsewhere)
};

/** County rates whose history since 2024-01-01 is not a single rate, or whose rate is in doubt. */
const HISTORY: Record<string, Rate[]> = {
  '39085': [
    ['1.25', null, '2024-07-01', `${ODT_2024}. ${LAKE_2024}: 1.25% county + 0.25% Laketran before July 2024.`],
    ['1.00', '2024-07-01', null, `${ODT_2024}. ${LAKE_2024}.`],
  ],
  '39015': [
    [
      '1.50',
      null,
      null,
      `${ODT_2024}: Brown 1.50% county = 7.25%. IN DOUBT: a reading of the Streamlined Sales Tax rate file OHR2026Q1NOV28 (2026 Q1) reports Brown County's total at 7.00% (1.25%), with no date found for the change; confirm with the Department's Finder (https://thefinder.tax.ohio.gov/StreamlineSalesTaxWeb/Default.aspx).`,
    ],
  ],
};

const countyId = (fips: string) => `us-OH-county-${fips}`;
const TRANSIT_BY_COUNTY = new Map(TRANSIT.flatMap(([id, , counties]) => counties.map((fips) => [fips, id] as const)));

function countySource(fips: string, name: string, rate: string): string {
  const transit = TRANSIT.find(([id]) => id === TRANSIT_BY_COUNTY.get(fips));
  // The transit rate on the July 2024 table (COTA's first period).
  const transitRate = transit === undefined ? 0 : Number(transit[3][0]![0]);
  const total = (5.75 + Number(rate) + transitRate).toFixed(2);
  const parts = transit === undefined ? '' : ` + ${transitRate.toFixed(2)}% ${transit[1]}`;
  const partial = OHIO_PARTIAL_TRANSIT_COUNTIES[fips] === undefined ? '' : ' (outside the transit district that covers part of the county)';
  return `${ODT_2024}: ${name} ${total}%${partial} on the July 2024 table = 5.75% state + ${rate}% county${parts}.`;
}

const COUNTY_JURISDICTIONS: JurisdictionData[] = COUNTIES.map(([fips, name, rate]) =>
  local(countyId(fips), `${name} County permissive sales tax`, 'county', HISTORY[fips] ?? [[rate, null, null, countySource(fips, name, rate)]]),
);

const TRANSIT_JURISDICTIONS: JurisdictionData[] = TRANSIT.map(([id, name, , rates]) => local(id, name, 'district', rates));

export const OHIO_COUNTY_TAXES: UsCountyTaxes = {
  state: 'OH',
  complete: true,
  // Part of these counties lies in a transit district: a county alone cannot say which part.
  incompleteCounties: Object.keys(OHIO_PARTIAL_TRANSIT_COUNTIES),
  counties: Object.fromEntries(COUNTIES.map(([fips]) => [fips, [countyId(fips), ...(TRANSIT_BY_COUNTY.has(fips) ? [TRANSIT_BY_COUNTY.get(fips)!] : [])]])),
  jurisdictions: [...COUNTY_JURISDICTIONS, ...TRANSIT_JURISDICTIONS],
};
