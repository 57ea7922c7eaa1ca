// Nevada's county-level local sales taxes, by county FIPS (issue 10).
//
// Every Nevada sales tax is levied county-wide: the 6.85% statewide minimum (2% state sales tax,
// 2.6% Local School Support Tax, 0.5% basic and 1.75% supplemental city-county relief tax) is
// us-NV's rate in us-state-facts.ts, and each county's option taxes come on top of it (NRS 377A,
// 377B, 543.600, ...). Cities and towns levy none of their own, so the file is complete: a county
// places an address. Only the part above 6.85% is held here, one jurisdiction per rate group (the
// counties of a group share a jurisdiction whose name says so); Clark County's 1.525% is the existing
// us-NV-clark-county of us-local.ts.
//
// Source of the groups: the Nevada Department of Taxation's list of tax rate sheets by county
// (https://tax.nv.gov/Publications/Sales_and_Use_Tax_Publications/ — "Sales and Use Tax
// Publications", read in a stored copy of about 2017: the newest sheet of each county), with the
// changes since that copy: Washoe County 8.265% since 2017-04-01 (the 7.725% sheet is "for use in
// ... Washoe county 7/1/2009 through 3/31/2017"), Clark County 8.375% since 2020-01-01. Current
// combined rates cross-checked against secondary sources of 2025-2026: Reno and Sparks 8.265%,
// Carson City 7.6%, Pahrump (Nye) 7.6%, and 6.85% in Eureka, Crescent Valley (Eureka County),
// Goldfield (Esmeralda), Hawthorne and Luning (Mineral), Denio and Golconda (Humboldt)
// (https://www.checksalestax.com/states/29-nevada; https://www.easysalestaxcalculator.com/nevada-sales-tax-calculator).
// The Department's 2026 rate sheets were not read: confirm against them.
import { local } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const NV_DOT = "https://tax.nv.gov/Publications/Sales_and_Use_Tax_Publications/ — Nevada Department of Taxation, \"Sales and Use Tax Publications\" (tax rate sheets by county; stored copy of about 2017)";

const group = (slug: string, counties: string, combined: string, local_: string, extra = '') =>
  local(`us-NV-${slug}`, `${counties} (local option taxes above Nevada's 6.85% minimum)`, 'county', [[local_, null, null, `${NV_DOT}: the ${combined}% tax rate sheet is for use in ${counties}; ${combined} - 6.85 = ${local_}% above the statewide minimum.${extra}`]]);

const WASHOE = local('us-NV-washoe-county', "Washoe County (local option taxes above Nevada's 6.85% minimum)", 'county', [["1.415", null, null, `${NV_DOT}: Washoe County 7.725% until 2017-03-31; https://www.checksalestax.com/states/29-nevada — Reno, Sparks, Incline Village, Sun Valley, Verdi, Gerlach 8.265% (the state's highest), and https://www.easysalestaxcalculator.com/nevada-sales-tax-calculator — Reno and Sparks (Washoe County) 8.265% (secondary sources). 8.265 - 6.85 = 1.415% above the statewide minimum (since 2017-04-01).`]]);
const G760 = group('carson-churchill-nye-storey', 'Carson City and Churchill, Nye and Storey counties', '7.60', '0.75', ' Nye County since 2014-04-01, Carson City since 2014-10-01. Secondary check: https://www.checksalestax.com/states/29-nevada — Carson City 7.6%, Pahrump 7.6%.');
const G710 = group('douglas-elko-lander-lincoln-lyon-pershing', 'Douglas, Elko, Lander, Lincoln, Lyon and Pershing counties', '7.10', '0.25', ' Elko County since 2016-07-01.');
const G7725 = group('white-pine-county', 'White Pine County', '7.725', '0.875');
// Esmeralda, Eureka, Humboldt and Mineral counties levy no option tax: NV_DOT's 6.85% tax rate sheet
// "for use in ... Esmeralda, Eureka, Humbolt, and Mineral county effective 7/1/2009" (they map to []).

export const NV_COUNTY_TAXES: UsCountyTaxes | null = {
  state: 'NV',
  complete: true,
  counties: {
    '32001': [G760.id], // Churchill
    '32003': ['us-NV-clark-county'], // Clark (us-local.ts)
    '32005': [G710.id], // Douglas
    '32007': [G710.id], // Elko
    '32009': [], // Esmeralda: 6.85% only
    '32011': [], // Eureka: 6.85% only
    '32013': [], // Humboldt: 6.85% only
    '32015': [G710.id], // Lander
    '32017': [G710.id], // Lincoln
    '32019': [G710.id], // Lyon
    '32021': [], // Mineral: 6.85% only
    '32023': [G760.id], // Nye
    '32027': [G710.id], // Pershing
    '32029': [G760.id], // Storey
    '32031': [WASHOE.id], // Washoe
    '32033': [G7725.id], // White Pine
    '32510': [G760.id], // Carson City
  },
  jurisdictions: [WASHOE, G760, G710, G7725],
};
