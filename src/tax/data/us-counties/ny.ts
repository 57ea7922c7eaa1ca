// New York's local sales and use taxes, by county (issue 10). New York's local taxes are county
// taxes, and city taxes in a few cities; the Tax Department publishes them as combined rates by
// jurisdiction (Publication 718). Here one jurisdiction per county carries the county's whole
// local rate (the combined rate less the 4% state rate, us-state-facts.ts, and less the 0.375% of
// the Metropolitan Commuter Transportation District where it applies):
// - the cities that levy their own tax (Olean, Salamanca, Auburn, Norwich, Gloversville, Johnstown,
//   Oneida, Rome, Utica, Oswego, Ogdensburg, Saratoga Springs, Ithaca, Glens Falls, Mount Vernon,
//   New Rochelle, White Plains) share the county's combined rate: there the county's tax and the
//   city's together come to the county figure, so the county places them completely;
// - Yonkers alone is higher than its county (8.875% against 8.375% in the rest of Westchester):
//   Westchester is listed in `incompleteCounties`, and place entries (us-cities/ny.ts) settle its
//   mailing names;
// - the MCTD (0.375%) is the existing us-NY-metropolitan-commuter-transportation-district of
//   us-local.ts, in Dutchess, Nassau, Orange, Putnam, Rockland, Suffolk and Westchester and in the
//   five counties of New York City, which carry the existing us-NY-new-york-city (4.5%).
// Rates in force on 2026-11-01. History: the rates below have held since before 2024-01-01 as far as
// the editions read show (no county is printed as changed in Publication 718 (2/25) against the
// 2019 and 2022 editions quoted below); a rate with `from: null` means "since before 2024".
// Counties' additional rates are authorised by Tax Law § 1210 for fixed periods and are renewed by
// the Legislature every two or three years (e.g. Nassau's additional 0.75% "ending November
// thirtieth, two thousand twenty-five", https://www.nysenate.gov/legislation/laws/TAX/1210). The
// 2025 round of extenders carried them to November 30, 2027 without rate changes where checked
// (https://www.billtrack50.com/billdetail/1868095 — S06420, Allegany's additional 1.5%, chapter 295
// of 2025; https://www.billtrack50.com/billdetail/1890218 — A08155, Tompkins' additional 1%, chapter
// 238; https://www.billtrack50.com/billdetail/1844662 — S05571, Niagara's additional 1%, chapter
// 275, all signed 2025-08-07); the other counties' extenders and an edition of Publication 718
// later than (2/25) were not read.
//
// Taxability: county and city taxes follow the state base (the jurisdictions inherit from us-NY);
// local clothing exemptions under $110 and residential-energy rates (Publications 718-C, 718-R) are
// not modelled.
import type { JurisdictionData } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const PUB_718 =
  'https://www.tax.ny.gov/pdf/publications/sales/pub718.pdf — NYS Department of Taxation and Finance, Publication 718 (2/25), "New York State Sales and Use Tax Rates by Jurisdiction", effective March 1, 2025 (combined state and local rates; read only in two independent transcriptions kept in public source repositories, which agree on every figure, not in the PDF itself: a secondary reading, confirm against the current edition); earlier editions: https://docslib.org/doc/6564125/new-york-state-sales-and-use-tax-rates-by-jurisdiction — Publication 718 (8/19), and https://info.5y1.org/new-york-sales-tax-rate_1_e42547.html — Publication 718 (3/22)';

export const NY_MCTD_ID = 'us-NY-metropolitan-commuter-transportation-district';
export const NY_NYC_ID = 'us-NY-new-york-city';

/** County FIPS, Census name, combined rate printed in Publication 718 (2/25), local county rate (combined − 4% state − MCTD). */
const COUNTIES: [fips: string, name: string, combined: string, local: string | null, mctd: boolean, note?: string][] = [
  ['36001', 'Albany', '8', '4.00', false],
  ['36003', 'Allegany', '8.5', '4.50', false],
  ['36005', 'Bronx', '8.875', null, true],
  ['36007', 'Broome', '8', '4.00', false],
  ['36009', 'Cattaraugus', '8', '4.00', false, 'Cattaraugus except 8, Olean (city) 8, Salamanca (city) 8'],
  ['36011', 'Cayuga', '8', '4.00', false, 'Cayuga except 8, Auburn (city) 8'],
  ['36013', 'Chautauqua', '8', '4.00', false],
  ['36015', 'Chemung', '8', '4.00', false],
  ['36017', 'Chenango', '8', '4.00', false, 'Chenango except 8, Norwich (city) 8'],
  ['36019', 'Clinton', '8', '4.00', false],
  ['36021', 'Columbia', '8', '4.00', false],
  ['36023', 'Cortland', '8', '4.00', false],
  ['36025', 'Delaware', '8', '4.00', false],
  ['36027', 'Dutchess', '8.125', '3.75', true],
  ['36029', 'Erie', '8.75', '4.75', false],
  ['36031', 'Essex', '8', '4.00', false],
  ['36033', 'Franklin', '8', '4.00', false],
  ['36035', 'Fulton', '8', '4.00', false, 'Fulton except 8, Gloversville (city) 8, Johnstown (city) 8'],
  ['36037', 'Genesee', '8', '4.00', false],
  ['36039', 'Greene', '8', '4.00', false],
  ['36041', 'Hamilton', '8', '4.00', false],
  ['36043', 'Herkimer', '8.25', '4.25', false],
  ['36045', 'Jefferson', '8', '4.00', false],
  ['36047', 'Kings', '8.875', null, true],
  ['36049', 'Lewis', '8', '4.00', false],
  ['36051', 'Livingston', '8', '4.00', false],
  ['36053', 'Madison', '8', '4.00', false, 'Madison except 8, Oneida (city) 8'],
  ['36055', 'Monroe', '8', '4.00', false],
  ['36057', 'Montgomery', '8', '4.00', false],
  ['36059', 'Nassau', '8.625', '4.25', true],
  ['36061', 'New York', '8.875', null, true],
  ['36063', 'Niagara', '8', '4.00', false],
  ['36065', 'Oneida', '8.75', '4.75', false, 'Oneida except 8.75, Rome (city) 8.75, Utica (city) 8.75'],
  ['36067', 'Onondaga', '8', '4.00', false],
  ['36069', 'Ontario', '7.5', '3.50', false],
  ['36071', 'Orange', '8.125', '3.75', true],
  ['36073', 'Orleans', '8', '4.00', false],
  ['36075', 'Oswego', '8', '4.00', false, 'Oswego except 8, Oswego (city) 8'],
  ['36077', 'Otsego', '8', '4.00', false],
  ['36079', 'Putnam', '8.375', '4.00', true],
  ['36081', 'Queens', '8.875', null, true],
  ['36083', 'Rensselaer', '8', '4.00', false],
  ['36085', 'Richmond', '8.875', null, true],
  ['36087', 'Rockland', '8.375', '4.00', true],
  ['36089', 'St. Lawrence', '8', '4.00', false, 'St. Lawrence except 8, Ogdensburg (city) 8'],
  ['36091', 'Saratoga', '7', '3.00', false, 'Saratoga except 7, Saratoga Springs (city) 7'],
  ['36093', 'Schenectady', '8', '4.00', false],
  ['36095', 'Schoharie', '8', '4.00', false],
  ['36097', 'Schuyler', '8', '4.00', false],
  ['36099', 'Seneca', '8', '4.00', false],
  ['36101', 'Steuben', '8', '4.00', false],
  ['36103', 'Suffolk', '8.75', '4.375', true],
  ['36105', 'Sullivan', '8', '4.00', false],
  ['36107', 'Tioga', '8', '4.00', false],
  ['36109', 'Tompkins', '8', '4.00', false, 'Tompkins except 8, Ithaca (city) 8'],
  ['36111', 'Ulster', '8', '4.00', false],
  ['36113', 'Warren', '7', '3.00', false, 'Warren except 7, Glens Falls (city) 7'],
  ['36115', 'Washington', '7', '3.00', false],
  ['36117', 'Wayne', '8', '4.00', false],
  [
    '36119',
    'Westchester',
    '8.375',
    '4.00',
    true,
    'Westchester except 8.375, Mount Vernon (city) 8.375, New Rochelle (city) 8.375, White Plains (city) 8.375, Yonkers (city) 8.875 (Yonkers: us-cities/ny.ts); https://finance.westchestergov.com/taxes-and-liens/county-sales-tax — Westchester County, "County sales tax", rates effective Aug. 1, 2019: outside the four cities 4% state + 3/8 MTA + 1½ county + 1½ old local + 1 new local = 8.375; in Mount Vernon, New Rochelle and White Plains 4 + 3/8 + 1½ county + 2½ city = 8.375; in Yonkers 4 + 3/8 + 1½ + 3 = 8.875',
  ],
  ['36121', 'Wyoming', '8', '4.00', false],
  ['36123', 'Yates', '8', '4.00', false],
];

const NYC_COUNTIES = COUNTIES.filter(([, , , rate]) => rate === null).map(([fips]) => fips);

const slug = (name: string) => name.toLowerCase().replace(/\./g, '').replace(/ /g, '-');
const countyId = (name: string) => `us-NY-${slug(name)}-county`;

const COUNTY_JURISDICTIONS: JurisdictionData[] = COUNTIES.filter(([, , , rate]) => rate !== null).map(([, name, combined, rate, mctd, note]) =>
  local(countyId(name), `${name} County`, 'county', [
    [
      rate!,
      null,
      null,
      `${PUB_718}: ${note ?? name} ${combined}% combined = 4% state${mctd ? ' + 0.375% MCTD' : ''} + ${rate}% local${note === undefined ? '' : ' (the cities with their own tax are at the county\'s combined rate)'}.`,
    ],
  ]),
);

export const NY_COUNTY_TAXES: UsCountyTaxes = {
  state: 'NY',
  complete: true,
  // Yonkers (8.875%) is above the rest of Westchester (8.375%).
  incompleteCounties: ['36119'],
  counties: Object.fromEntries(
    COUNTIES.map(([fips, name, , rate, mctd]) => [fips, rate === null ? [NY_NYC_ID, NY_MCTD_ID] : [countyId(name), ...(mctd ? [NY_MCTD_ID] : [])]]),
  ),
  jurisdictions: COUNTY_JURISDICTIONS,
};

/** The five counties (boroughs) of New York City, which carry us-NY-new-york-city instead of a county tax. */
export const NY_NYC_COUNTIES: readonly string[] = NYC_COUNTIES;
