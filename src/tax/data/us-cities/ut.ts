// UT: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Utah's 4.85% is in us-state-facts.ts and the 1% local and 0.25% county option levied everywhere
// are us-UT-statewide-local-sales-tax (us-local.ts US_STATEWIDE_LOCALS): the figures here are only
// what a place adds beyond those 6.10%. Salt Lake City is in us-local.ts.
//
// Left out for want of a figure in force on 2026-11-01 (the Tax Commission's "Combined Sales and Use
// Tax Rates" chart, https://tax.utah.gov/sales/rates, could not be read for any quarter after 2019):
// - West Jordan: secondary sources disagree within the city (7.25% in ZIP code 84081, 7.45% in
//   84084 in 2024, https://www.salestaxstates.com/sales-tax-calculator-utah-west_jordan; "7.25%" and
//   "7.45%" for two West Jordan ZIP codes at https://www.sales-taxes.com/ut/), and no city breakdown
//   like West Valley City's below was found.
// - Provo: Utah County's rates changed in 2024 (+0.2% in its cities, https://www.salestaxstates.com/reverse-sales-tax-calculator-utah)
//   and secondary sources give Provo 7.45% to 7.85% for 2025-2026, which no official source settles. Also,
//   test/unit/tax/us-statewide.test.ts and uncertainty.test.ts use Provo as the example of a Utah
//   city without place data (6.10% and localJurisdictionsUncertain): adding Provo needs those tests
//   moved to another city first.
// - Orem, Sandy, Ogden, St. George, Layton, Lehi, South Jordan, Millcreek: no official chart, and the
//   secondary tables read (easysalestaxcalculator.com, sales-taxes.com, quicktaxcalc.com) disagree by
//   up to 1.6 points for the same city; none is cheap to settle.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const SALT_LAKE_COUNTY =
  'https://www.wvc-ut.gov/1034/Property-Valuation-Tax — West Valley City, "Taxes & Fees" (page of fiscal year 2022): in West Valley City 7.25% = 4.85% state + 1% local sales and use + 0.30% mass transit + 0.25% additional mass transit + 0.25% county option transportation + 0.10% botanical, cultural and zoo (county) + 0.25% county option + 0.25% infrastructure, all of them Salt Lake County or statewide taxes; beyond the 1.25% of us-UT-statewide-local-sales-tax that leaves 1.15% (the 0.25% infrastructure tax dates from 2018-10-01; earlier rates are not carried). From 2025-07-01 Salt Lake County levies a further 0.20% county option sales and use tax for highways and public transit (https://news.bloombergtax.com/daily-tax-report-state/utah-tax-commission-issues-bulletin-regarding-changes-to-county-option-sales-use-tax-rate-effective-july-1 — Bloomberg Tax, "Utah Tax Commission issues bulletin regarding changes to county option sales and use tax rate effective July 1": Tax Bulletin 08-25 of 2025-05-01), so 1.35% and 7.45% combined; the same 0.20% is the last step of Salt Lake City\'s figures in us-local.ts. https://www.easysalestaxcalculator.com/utah-sales-tax-calculator — West Valley City 7.250% in the first half of 2025 (secondary source; its table gives Salt Lake City 8.250%, the rate from 2025-01-01 to 2025-07-01). No later change was found, but the Tax Commission\'s 2026 rate chart was not read: confirm against https://tax.utah.gov/sales/rates';

export const UT_CITIES: UsCityData = {
  state: 'UT',
  jurisdictions: [
    local('us-UT-salt-lake-county-local', 'Salt Lake County transit, transportation, infrastructure and zoo taxes (beyond the statewide 1.25%)', 'county', [['1.15', null, '2025-07-01', SALT_LAKE_COUNTY], ['1.35', '2025-07-01', null, SALT_LAKE_COUNTY]]),
  ],
  places: [
    // West Valley City levies no tax of its own beyond the statewide 1% local option (the city's page
    // above). Its three ZIP codes (84119, 84120, 84128) carry its name since 2014
    // (http://archive.sltrib.com/article.php?id=56793506&itype=CMSID); none is known to reach a
    // neighbour with other rates (Kearns kept 84118, "Salt Lake City").
    { state: 'UT', names: ['West Valley City', 'West Valley'], counties: ['49035'], jurisdictions: ['us-UT-salt-lake-county-local'] },
  ],
};
