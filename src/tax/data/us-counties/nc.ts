// North Carolina's local sales and use taxes, by county. Every local tax in North Carolina is levied
// county-wide, so a county places an address completely (`complete: true`):
// - the county tax: 2% in every county (Articles 39, 40 and 42 of G.S. Chapter 105), 2.25% where the
//   county also levies the 0.25% of Article 46; one jurisdiction per county, with its rate;
// - the 0.5% transit tax (Article 43) of Durham, Mecklenburg, Orange and Wake counties: one
//   jurisdiction shared by the four;
// - Mecklenburg County's 1% transportation tax (2025 PAVE Act), from 2026-04-01.
// State rate 4.75% (us-state-facts.ts). Rates are the NCDOR's table in force from 2024-07-01 (the
// "current" table when it was read); between 2024-01-01 and that table the only change is Washington
// County's 0.25% from 2024-07-01; after it, Mecklenburg's 1% from 2026-04-01 (other referendums of
// November 2024 and later, such as Stokes' and Pamlico's, were not found decided). History before
// 2024 is not carried: a rate with `from: null` has held since before 2024-01-01, not forever.
//
// Taxability: the local rates apply to what the general 4.75% state rate applies to (tangible
// personal property, certain digital property, taxable services); remotely accessed software (SaaS)
// is outside the state and local base alike. So the jurisdictions follow the state (`inheritsFrom`,
// the default of `local`) and set no treatment of their own. Not modelled: items taxed at the state
// rate only (manufactured homes, aircraft, boats), the 7% combined general rate (electricity,
// telecommunications, spirituous liquor) and the 2% local-only rate on qualifying food.
import type { JurisdictionData } from '../types.ts';
import { local, type Rate } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const NC_TABLE =
  'https://ncdor.gov/taxes-forms/sales-and-use-tax/sales-and-use-tax-rates-other-information/sales-and-use-tax-rates-effective-july-1-2024 — NC Department of Revenue, "Sales and Use Tax Rates Effective July 1, 2024" (total of the 4.75% state rate and the local rates, by county; "* includes the 0.50% transit county sales and use tax"); the same figures on https://ncdor.gov/current-sales-and-use-tax-rates — NCDOR, "Current Sales and Use Tax Rates"';
const NC_2017_TABLE =
  'https://www.ncdor.gov/taxes/sales-and-use-taxes/sales-and-use-tax-rates/sales-and-use-tax-rates-effective-april-1-2017 — NCDOR, "Sales and Use Tax Rates Effective April 1, 2017 Through September 30, 2018"';
const NC_LAST_CHANGE =
  'https://blog.usgeocoder.com/2024-sales-tax-by-state-north-carolina — USgeocoder, "2025 Sales Tax by State – North Carolina" (January 5, 2025): last North Carolina rate change on July 1, 2024';

/** County FIPS (US Census Bureau), name, and the county rate in force since 2024-07-01. */
const COUNTIES: [fips: string, name: string, rate: '2.00' | '2.25'][] = [
  ['37001', 'Alamance', '2.00'],
  ['37003', 'Alexander', '2.25'],
  ['37005', 'Alleghany', '2.25'],
  ['37007', 'Anson', '2.25'],
  ['37009', 'Ashe', '2.25'],
  ['37011', 'Avery', '2.00'],
  ['37013', 'Beaufort', '2.00'],
  ['37015', 'Bertie', '2.25'],
  ['37017', 'Bladen', '2.00'],
  ['37019', 'Brunswick', '2.00'],
  ['37021', 'Buncombe', '2.25'],
  ['37023', 'Burke', '2.00'],
  ['37025', 'Cabarrus', '2.25'],
  ['37027', 'Caldwell', '2.00'],
  ['37029', 'Camden', '2.00'],
  ['37031', 'Carteret', '2.00'],
  ['37033', 'Caswell', '2.00'],
  ['37035', 'Catawba', '2.25'],
  ['37037', 'Chatham', '2.25'],
  ['37039', 'Cherokee', '2.25'],
  ['37041', 'Chowan', '2.00'],
  ['37043', 'Clay', '2.25'],
  ['37045', 'Cleveland', '2.00'],
  ['37047', 'Columbus', '2.00'],
  ['37049', 'Craven', '2.00'],
  ['37051', 'Cumberland', '2.25'],
  ['37053', 'Currituck', '2.00'],
  ['37055', 'Dare', '2.00'],
  ['37057', 'Davidson', '2.25'],
  ['37059', 'Davie', '2.00'],
  ['37061', 'Duplin', '2.25'],
  ['37063', 'Durham', '2.25'],
  ['37065', 'Edgecombe', '2.25'],
  ['37067', 'Forsyth', '2.25'],
  ['37069', 'Franklin', '2.00'],
  ['37071', 'Gaston', '2.25'],
  ['37073', 'Gates', '2.00'],
  ['37075', 'Graham', '2.25'],
  ['37077', 'Granville', '2.00'],
  ['37079', 'Greene', '2.25'],
  ['37081', 'Guilford', '2.00'],
  ['37083', 'Halifax', '2.25'],
  ['37085', 'Harnett', '2.25'],
  ['37087', 'Haywood', '2.25'],
  ['37089', 'Henderson', '2.00'],
  ['37091', 'Hertford', '2.25'],
  ['37093', 'Hoke', '2.00'],
  ['37095', 'Hyde', '2.00'],
  ['37097', 'Iredell', '2.00'],
  ['37099', 'Jackson', '2.25'],
  ['37101', 'Johnston', '2.00'],
  ['37103', 'Jones', '2.25'],
  ['37105', 'Lee', '2.25'],
  ['37107', 'Lenoir', '2.00'],
  ['37109', 'Lincoln', '2.25'],
  ['37111', 'McDowell', '2.00'],
  ['37113', 'Macon', '2.00'],
  ['37115', 'Madison', '2.25'],
  ['37117', 'Martin', '2.25'],
  ['37119', 'Mecklenburg', '2.00'],
  ['37121', 'Mitchell', '2.00'],
  ['37123', 'Montgomery', '2.25'],
  ['37125', 'Moore', '2.25'],
  ['37127', 'Nash', '2.00'],
  ['37129', 'New Hanover', '2.25'],
  ['37131', 'Northampton', '2.00'],
  ['37133', 'Onslow', '2.25'],
  ['37135', 'Orange', '2.25'],
  ['37137', 'Pamlico', '2.00'],
  ['37139', 'Pasquotank', '2.25'],
  ['37141', 'Pender', '2.00'],
  ['37143', 'Perquimans', '2.00'],
  ['37145', 'Person', '2.00'],
  ['37147', 'Pitt', '2.25'],
  ['37149', 'Polk', '2.00'],
  ['37151', 'Randolph', '2.25'],
  ['37153', 'Richmond', '2.00'],
  ['37155', 'Robeson', '2.25'],
  ['37157', 'Rockingham', '2.25'],
  ['37159', 'Rowan', '2.25'],
  ['37161', 'Rutherford', '2.25'],
  ['37163', 'Sampson', '2.25'],
  ['37165', 'Scotland', '2.00'],
  ['37167', 'Stanly', '2.25'],
  ['37169', 'Stokes', '2.00'],
  ['37171', 'Surry', '2.25'],
  ['37173', 'Swain', '2.25'],
  ['37175', 'Transylvania', '2.00'],
  ['37177', 'Tyrrell', '2.00'],
  ['37179', 'Union', '2.00'],
  ['37181', 'Vance', '2.00'],
  ['37183', 'Wake', '2.00'],
  ['37185', 'Warren', '2.00'],
  ['37187', 'Washington', '2.25'],
  ['37189', 'Watauga', '2.00'],
  ['37191', 'Wayne', '2.00'],
  ['37193', 'Wilkes', '2.25'],
  ['37195', 'Wilson', '2.00'],
  ['37197', 'Yadkin', '2.00'],
  ['37199', 'Yancey', '2.00'],
];

const TRANSIT_ID = 'us-NC-transit-sales-tax';
const TRANSIT_COUNTIES = new Set(['37063', '37119', '37135', '37183']); // Durham, Mecklenburg, Orange, Wake
const MECKLENBURG_TRANSPORTATION_ID = 'us-NC-mecklenburg-transportation-sales-tax';

function countySource(name: string, rate: string, transit: boolean): string {
  const total = (4.75 + Number(rate) + (transit ? 0.5 : 0)).toFixed(2).replace(/0$/, '').replace(/\.0$/, '');
  const parts = rate === '2.25' ? '2% county tax (Articles 39, 40, 42) + 0.25% (Article 46)' : '2% county tax (Articles 39, 40, 42)';
  return `${NC_TABLE}: ${name} ${total}% = 4.75% state + ${rate}% local (${parts})${transit ? ' + 0.50% transit' : ''}.`;
}

/** Rates whose history since 2024-01-01 is not a single rate. */
const HISTORY: Record<string, Rate[]> = {
  // Washington County: 6.75% in the DOR's tables until 2024, 7% in the table effective July 1, 2024,
  // after the Article 46 referendum of March 5, 2024 (a 2020 attempt failed).
  '37187': [
    ['2.00', null, '2024-07-01', `${NC_2017_TABLE}: Washington 6.75% = 4.75% state + 2% local; no Article 46 tax until 2024 (its referendum failed in March 2020: https://www.johnlocke.org/tax-votes-split-4-4/ — John Locke Foundation, "Tax votes split 4-4").`],
    ['2.25', '2024-07-01', null, `${countySource('Washington', '2.25', false)} First at 7% in the table effective July 1, 2024, after the referendum of March 5, 2024 (https://southarkansassun.com/finance/82350/washington-county-officials-to-educate-people-about-the-new-sales-tax/, citing WNCT); ${NC_LAST_CHANGE}.`],
  ],
};

const countyId = (fips: string) => `us-NC-county-${fips}`;

const COUNTY_JURISDICTIONS: JurisdictionData[] = COUNTIES.map(([fips, name, rate]) =>
  local(countyId(fips), `${name} County`, 'county', HISTORY[fips] ?? [[rate, null, null, countySource(name, rate, TRANSIT_COUNTIES.has(fips))]]),
);

const TRANSIT = local(TRANSIT_ID, 'County transit sales and use tax (Article 43: Durham, Mecklenburg, Orange, Wake)', 'district', [
  [
    '0.50',
    null,
    null,
    `${NC_TABLE}: Durham 7.5%*, Mecklenburg 7.25%*, Orange 7.5%*, Wake 7.25%* (* includes the 0.50% transit tax); no other county levies it. In force in Mecklenburg since before 2008 (http://www.dor.state.nc.us/taxes/sales/salesrates.html — NCDOR, "Sales and Use Tax Rates Effective October 1, 2008 Through August 31, 2009": Mecklenburg 7.25%*), since 2013-04-01 in Durham and Orange (https://www.taxrates.com/blog/2013/03/18/local-north-carolina-sales-tax-rate-change-april-2013/ — Avalara TaxRates, "Local North Carolina Sales Tax Rate Change, April 2013", citing the NCDOR) and by 2017-04-01 in Wake (${NC_2017_TABLE}: Wake 7.25%*); history before 2024 not carried.`,
  ],
]);

const MECKLENBURG_TRANSPORTATION = local(MECKLENBURG_TRANSPORTATION_ID, 'Mecklenburg County transportation sales and use tax (PAVE Act, 1%)', 'district', [
  [
    '1.00',
    '2026-04-01',
    null,
    'https://taxcloud.com/sales-tax-radar/mecklenburg-county-transit-sales-tax-2026 — TaxCloud, "Mecklenburg County voters approve transit sales tax referendum": 1% local transit/transportation tax from April 1, 2026 (combined rate 8.25%); approved by referendum on November 4, 2025 (https://praisecharlotte.com/3236971/mecklenburg-voters-approve-transportation-sales-tax-increase/); authorised by 2025 House Bill 948, the PAVE Act (https://www.wfae.org/politics/2025-07-02/mecklenburg-county-commission-starts-transit-referendum-process — WFAE). Secondary sources: confirm the effective date against the NCDOR rate table.',
  ],
]);

export const NORTH_CAROLINA_COUNTY_TAXES: UsCountyTaxes = {
  state: 'NC',
  complete: true,
  counties: Object.fromEntries(
    COUNTIES.map(([fips]) => [
      fips,
      [countyId(fips), ...(TRANSIT_COUNTIES.has(fips) ? [TRANSIT_ID] : []), ...(fips === '37119' ? [MECKLENBURG_TRANSPORTATION_ID] : [])],
    ]),
  ),
  jurisdictions: [...COUNTY_JURISDICTIONS, TRANSIT, MECKLENBURG_TRANSPORTATION],
};
