// Florida's discretionary sales surtaxes, by county. Florida cities levy no sales tax: every local
// sales tax is a county surtax (s. 212.055, F.S.), levied county-wide and collected by the
// Department of Revenue with the 6% state tax (us-state-facts.ts), so a county places an address
// completely (`complete: true`). One jurisdiction per county carrying the county's TOTAL surtax (the
// Department's "Total Surtax Rate"; a county with two or three surtaxes, e.g. Hillsborough's school,
// indigent care and infrastructure surtaxes, is one jurisdiction whose rate is their sum). Counties
// with no surtax (Citrus; Collier since its repeal on 2023-12-31) map to [].
//
// Rates: Form DR-15DSS, "Discretionary Sales Surtax Information for Calendar Year" 2024, 2025 and
// 2026, and the Department's "Discretionary Sales Surtax Rate Table"; changes since 2024-01-01:
// - Hamilton 1% -> 2% on 2025-01-01 (new 1% fire rescue surtax to 2041); Marion 1% -> 1.5% on 2025-01-01 (new
//   0.5% to 2034); Martin 0.5% -> 1% on 2025-01-01 (new 0.5% to 2034), -> 0.5% on 2026-01-01 (its
//   2019 surtax ended 2025-12-31); Palm Beach 1% -> 0.5% on 2026-01-01;
// - Hillsborough: 1.5%, but only 0.5% from 2025-01-01 to 2025-05-31 (indigent care and
//   infrastructure surtaxes suspended by s. 212.054(9), F.S., to give back the transportation surtax
//   struck down in 2021; TIPs 24A01-15 and 25A01-02); its infrastructure surtax is renewed from
//   2026-12-01 to 2041 (November 2024 referendum), so 1.5% holds past November 2026.
// History before 2024 is not carried: a rate with `from: null` has held since before 2024-01-01,
// not forever. Rates change on January 1 (and by TIP); re-read the DR-15DSS each December.
//
// Taxability: the surtax applies to every transaction subject to the state sales and use tax
// (s. 212.054(2)(a), F.S.): sales of tangible personal property, the services Florida taxes,
// rentals, admissions. So the jurisdictions follow the state (`inheritsFrom`, the default of
// `local`); Florida's SaaS and digital-goods exemptions hold for the surtax alike.
// NOT MODELLED: the surtax applies only to the first $5,000 of a single sale of tangible personal
// property (s. 212.054(2)(b)1., F.S.); the cap does not apply to services or rentals. Levy charges
// the surtax on the whole amount, so it over-collects on any single item above $5,000.
import type { JurisdictionData } from '../types.ts';
import { local, type Rate } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const FL_DSS =
  'https://floridarevenue.com/taxes/taxesfees/Pages/discretionary.aspx — Florida Department of Revenue, "Discretionary Sales Surtax", and its Form DR-15DSS, "Discretionary Sales Surtax Information for Calendar Year 2024" (R. 11/23), "... 2025" (R. 11/24) and "... 2026" (R. 11/25) (https://floridarevenue.com/Forms_library/current/dr15dss.pdf, https://floridarevenue.com/Forms_library/current/dr15dss_26.pdf), with its "Discretionary Sales Surtax Rate Table" (https://pointmatch.floridarevenue.com/General/DiscretionarySalesSurtaxRates.aspx). Read here: the rate table for Alachua to Hardee (captures of August 2024 and January 2025); the 2024 form\'s first rows (copy at https://ses.stf.com./bookmarks/Green%20Team/FL_wsw/0000/202407031336096252134.htm); the 2025 form in the transcription at https://moffataxlaw.com/county-tax-rates-florida-2025 (Moffa, Sutton & Donnini, "Florida County Sales Tax Rates 2025") and in lines extracted from the PDF; the 2026 totals in two public transcriptions that agree for all 67 counties (one of the 2026 form, one of the rate table as of 2026-07-24). Only 2024 change: Collier repealed its 1% on 2023-12-31 (https://hbkcpa.com/insights/florida-discretionary-sales-surtax-changes-for-2024/ — HBK, "Florida Discretionary Sales Surtax Changes for 2024").';

/** The cap Levy does not model, restated in every rate's source. */
const CAP = 'The surtax applies only to the first $5,000 of a single sale of tangible personal property (s. 212.054(2)(b)1., F.S.; not to services or rentals): Levy does not apply that cap yet.';

const HILLSBOROUGH_TIPS =
  'https://www.floridarevenue.com/taxes/Pages/default.aspx — Florida Department of Revenue, notice of 3/31/2025: from January 1, 2025 through May 31, 2025 dealers stop collecting the Hillsborough County 0.5% indigent care surtax and 0.5% local government infrastructure surtax and collect the 0.5% school capital outlay surtax only (6.5% combined); from June 1, 2025 all three again (7.5% combined); Tax Information Publications #24A01-15 and #25A01-02 (https://moffataxlaw.com/?p=2680 — Moffa, Sutton & Donnini on TIP 25A01-02). The infrastructure surtax (Community Investment Tax) is renewed from 2026-12-01 to 2041-12-31 (DR-15DSS 2025: "(.5%) Dec 1, 1996 Dec 31, 2041"; ordinance: http://www.ordinancewatch.com/FAA/FAA2a.cfm?user_ID=8403&ID=51512)';

/** County FIPS (US Census Bureau), Census name, and the total surtax in force since 2026-01-01 ('0.00': none). */
const COUNTIES: [fips: string, name: string, rate: string][] = [
  ['12001', 'Alachua', '1.50'],
  ['12003', 'Baker', '1.00'],
  ['12005', 'Bay', '1.00'],
  ['12007', 'Bradford', '1.00'],
  ['12009', 'Brevard', '1.00'],
  ['12011', 'Broward', '1.00'],
  ['12013', 'Calhoun', '1.50'],
  ['12015', 'Charlotte', '1.00'],
  ['12017', 'Citrus', '0.00'],
  ['12019', 'Clay', '1.50'],
  ['12021', 'Collier', '0.00'],
  ['12023', 'Columbia', '1.50'],
  ['12027', 'DeSoto', '1.50'],
  ['12029', 'Dixie', '1.00'],
  ['12031', 'Duval', '1.50'],
  ['12033', 'Escambia', '1.50'],
  ['12035', 'Flagler', '1.00'],
  ['12037', 'Franklin', '1.50'],
  ['12039', 'Gadsden', '1.50'],
  ['12041', 'Gilchrist', '1.00'],
  ['12043', 'Glades', '1.00'],
  ['12045', 'Gulf', '1.00'],
  ['12047', 'Hamilton', '2.00'],
  ['12049', 'Hardee', '1.00'],
  ['12051', 'Hendry', '1.50'],
  ['12053', 'Hernando', '0.50'],
  ['12055', 'Highlands', '1.50'],
  ['12057', 'Hillsborough', '1.50'],
  ['12059', 'Holmes', '1.50'],
  ['12061', 'Indian River', '1.00'],
  ['12063', 'Jackson', '1.50'],
  ['12065', 'Jefferson', '1.00'],
  ['12067', 'Lafayette', '1.00'],
  ['12069', 'Lake', '1.00'],
  ['12071', 'Lee', '0.50'],
  ['12073', 'Leon', '1.50'],
  ['12075', 'Levy', '1.00'],
  ['12077', 'Liberty', '1.50'],
  ['12079', 'Madison', '1.50'],
  ['12081', 'Manatee', '1.00'],
  ['12083', 'Marion', '1.50'],
  ['12085', 'Martin', '0.50'],
  ['12086', 'Miami-Dade', '1.00'],
  ['12087', 'Monroe', '1.50'],
  ['12089', 'Nassau', '1.00'],
  ['12091', 'Okaloosa', '1.00'],
  ['12093', 'Okeechobee', '1.00'],
  ['12095', 'Orange', '0.50'],
  ['12097', 'Osceola', '1.50'],
  ['12099', 'Palm Beach', '0.50'],
  ['12101', 'Pasco', '1.00'],
  ['12103', 'Pinellas', '1.00'],
  ['12105', 'Polk', '1.00'],
  ['12107', 'Putnam', '1.00'],
  ['12109', 'St. Johns', '0.50'],
  ['12111', 'St. Lucie', '1.00'],
  ['12113', 'Santa Rosa', '1.00'],
  ['12115', 'Sarasota', '1.00'],
  ['12117', 'Seminole', '1.00'],
  ['12119', 'Sumter', '1.00'],
  ['12121', 'Suwannee', '1.00'],
  ['12123', 'Taylor', '1.00'],
  ['12125', 'Union', '1.00'],
  ['12127', 'Volusia', '0.50'],
  ['12129', 'Wakulla', '1.50'],
  ['12131', 'Walton', '1.00'],
  ['12133', 'Washington', '1.50'],
];

const note = (name: string, text: string) => `${FL_DSS}. ${name}: ${text} ${CAP}`;

/** Counties whose total surtax changed since 2024-01-01. */
const HISTORY: Record<string, Rate[]> = {
  '12047': [
    ['1.00', null, '2025-01-01', note('Hamilton', '1% (from 1990-07-01) in the 2024 form and in the rate table of August 2024.')],
    ['2.00', '2025-01-01', null, note('Hamilton', '2% from 2025-01-01: (1%) Jul 1, 1990 - Dec 31, 2029 and a new 1% (fire protection and rescue services) surtax from 2025-01-01 to 2041-12-31 (DR-15DSS 2025, page 2); rate table corrected to 2.00% on January 7, 2025; 2% in the 2026 form.')],
  ],
  '12057': [
    ['1.50', null, '2025-01-01', note('Hillsborough', '1.5% in 2024: school capital outlay 0.5%, indigent care 0.5%, local government infrastructure 0.5%.')],
    ['0.50', '2025-01-01', '2025-06-01', `${HILLSBOROUGH_TIPS}. ${CAP}`],
    ['1.50', '2025-06-01', null, `${HILLSBOROUGH_TIPS}; 1.5% in the 2026 form. ${CAP}`],
  ],
  '12083': [
    ['1.00', null, '2025-01-01', note('Marion', '1% (Jan 1, 2017 -) in 2024; its surtax was due to expire at the end of 2024 and was extended to 2044.')],
    ['1.50', '2025-01-01', null, note('Marion', '1.5% from 2025-01-01: (1%) Jan 1, 2017 - Dec 31, 2044 and (.5%) Jan 1, 2025 - Dec 31, 2034 (DR-15DSS 2025); 1.5% in the 2026 form.')],
  ],
  '12085': [
    ['0.50', null, '2025-01-01', note('Martin', '0.5% in 2024: (.5%) Jan 1, 2019 - Dec 31, 2025.')],
    ['1.00', '2025-01-01', '2026-01-01', note('Martin', '1% in 2025: (.5%) Jan 1, 2019 - Dec 31, 2025 and (.5%) Jan 1, 2025 - Dec 31, 2034 (DR-15DSS 2025).')],
    ['0.50', '2026-01-01', null, note('Martin', '0.5% from 2026-01-01, the 2019 surtax having ended on 2025-12-31 (DR-15DSS 2026).')],
  ],
  '12099': [
    ['1.00', null, '2026-01-01', note('Palm Beach', '1% (Jan 1, 2017 - ) in 2024 and 2025.')],
    ['0.50', '2026-01-01', null, note('Palm Beach', '0.5% in the 2026 totals (1% in 2025): the 2017 penny ended and only its school half, extended by referendum, continues (news summaries; the component dates of the 2026 form were not read).')],
  ],
};

const countyId = (fips: string) => `us-FL-county-${fips}`;
const rateText = (rate: string) => `${Number(rate)}%`;

const COUNTY_JURISDICTIONS: JurisdictionData[] = COUNTIES.filter(([, , rate]) => rate !== '0.00').map(([fips, name, rate]) =>
  local(
    countyId(fips),
    `${name} County discretionary sales surtax`,
    'county',
    HISTORY[fips] ?? [[rate, null, null, note(name, `${rateText(rate)} total surtax in 2024, 2025 and 2026.`)]],
  ),
);

export const FLORIDA_COUNTY_TAXES: UsCountyTaxes = {
  state: 'FL',
  complete: true,
  counties: Object.fromEntries(COUNTIES.map(([fips, , rate]) => [fips, rate === '0.00' ? [] : [countyId(fips)]])),
  jurisdictions: COUNTY_JURISDICTIONS,
};
