// The facts of the US states and DC: sales tax rates, treatment of each standard category,
// sourcing and economic nexus (us-states.ts turns them into jurisdictions). Built from the research
// fact sheet prepared for Levy (as of 2026-11) and the checks recorded in docs/tax-data.md; each
// entry names its sources.
import type { UsStateFacts } from './types.ts';

export const US_STATE_FACTS: UsStateFacts[] = [
  {
    code: "AL",
    name: "Alabama",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.00", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://www.afternoon.co/blog/alabama-sales-tax-guide ; https://casetext.com/regulation/alabama-administrative-code/title-810-alabama-department-of-revenue/chapter-810-6-1-gross-proceeds-of-sales-gross-receipts-wholesale-sales-sales-at-wholesale-retail-sales-sales-at-retail-automotive-vehicles/section-810-6-1-37-computer-hardware-and-software — Sources conflict (ADOR rule 810-6-1-.37 vs most advisers); the majority view, pure SaaS not taxable, is encoded (checked 2026-11-21)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: yes" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "250000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous calendar year (retail sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "semiannual", "annual"],
  },
  {
    code: "AK",
    name: "Alaska",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "0.00", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://www.salestaxinstitute.com/resources/economic-nexus-state-guide ; https://www.avalara.com/blog/en/north-america/2025/12/january-2026-sales-tax-changes.html — No state sales tax." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: partial" }],
    nexus: [
      { from: "2020-01-06", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "current or previous calendar year (ARSSTC code, gross sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly (varies by municipality)"],
  },
  {
    code: "AZ",
    name: "Arizona",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "5.60", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://anrok.com/resources/guides/q2-2021-quarterly-sales-tax-update ; https://handsoffsalestax.com/resources/economic-nexus-by-state-chart — Transaction Privilege Tax (TPT) is a tax on the seller. SaaS generally treated as rental/licensing of tangible personal property; cities apply their own TPT (Model City Tax Code)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: yes" }],
    nexus: [
      { from: "2019-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year (gross sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "AR",
    name: "Arkansas",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.50", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://www.avalara.com/blog/en/north-america/2025/12/january-2026-sales-tax-changes.html — SaaS generally not taxable (unverified). State sales tax on groceries eliminated 2026-01-01 (local food tax remains)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: yes" }],
    nexus: [
      { from: "2019-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year (taxable sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "CA",
    name: "California",
    sourcing: "mixed",
    hasLocalTaxes: true,
    rates: [
      { rate: "7.25", from: null, to: null, source: "https://www.bdo.com/insights/tax/california-moves-to-subject-digital-prewritten-software-to-sales-and-use-tax" },
    ],
    saas: [
      { from: null, to: "2027-01-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.bdo.com/insights/tax/california-moves-to-subject-digital-prewritten-software-to-sales-and-use-tax ; https://www.salestaxinstitute.com/resources/california-expands-sales-tax-to-software-and-saas-under-sb-122 ; https://www.avalara.com/blog/en/north-america/2026/06/california-sales-tax-software-saas.html — Remotely accessed software not taxable before 2027-01-01." },
      { from: "2027-01-01", to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://www.bdo.com/insights/tax/california-moves-to-subject-digital-prewritten-software-to-sales-and-use-tax ; https://www.salestaxinstitute.com/resources/california-expands-sales-tax-to-software-and-saas-under-sb-122 ; https://www.avalara.com/blog/en/north-america/2026/06/california-sales-tax-software-saas.html — SB 122: prewritten software taxable however delivered, SaaS included, from 2027-01-01." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://www.bdo.com/insights/tax/california-moves-to-subject-digital-prewritten-software-to-sales-and-use-tax — digital goods: no" }],
    nexus: [
      { from: "2019-04-01", to: null, salesThreshold: "500000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "preceding or current calendar year (gross sales of TPP)", source: "https://www.bdo.com/insights/tax/california-moves-to-subject-digital-prewritten-software-to-sales-and-use-tax" },
    ],
    filingFrequencies: ["quarterly (with prepayments)", "monthly", "annual"],
  },
  {
    code: "CO",
    name: "Colorado",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "2.90", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://statetaxtools.com/states/colorado ; https://anrok.com/saas-sales-tax-by-state/colorado — Not taxable at state level; some home-rule cities (Denver) tax it." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: yes" }],
    nexus: [
      { from: "2019-06-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year (retail sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "CT",
    name: "Connecticut",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "6.35", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true, "rate": "1"}, consumer: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair — Computer and data processing services: 1% for business use, 6.35% for personal use." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: yes" }],
    nexus: [
      { from: "2018-12-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "and", period: "12-month period ending September 30", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "DE",
    name: "Delaware",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "0.00", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — No sales tax. Delaware levies a gross receipts tax on sellers (not a pass-through sales tax)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: no" }],
    nexus: [
      { from: null, to: null, salesThreshold: null, currency: 'USD', transactionsThreshold: null, test: "sales", period: "n/a", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: [],
  },
  {
    code: "DC",
    name: "District of Columbia",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "5.75", from: null, to: "2018-10-01", source: "https://vatabout.com/us-district-of-columbia-to-increase-sales-tax" },
      { rate: "6.00", from: "2018-10-01", to: "2026-10-01", source: "https://otr.cfo.dc.gov/node/1353781 — OTR, \"District of Columbia Tax Rates Changes Take Effect Monday, October 1\" (2018): 5.75% to 6%; https://otr.cfo.dc.gov/release/notice-oct-1-2025-tax-changes — OTR, \"Notice of Oct. 1, 2025, Tax Changes\" (FY2026 Budget Support Acts, Acts 26-146 and 26-148): the step to 6.5% on 2025-10-01 is repealed and 6% stays through 2026-09-30 (the stored copy of the notice, https://www.einpresswire.com/article/854392226/notice-of-oct-1-2025-tax-changes, was readable only up to its sales-tax heading; the figures are KPMG's reading of the Act, https://kpmg.com/us/en/articles/this-week-in-state-tax/twist-251215.html)" },
      { rate: "7.00", from: "2026-10-01", to: null, source: "https://otr.cfo.dc.gov/release/notice-oct-1-2025-tax-changes — OTR, \"Notice of Oct. 1, 2025, Tax Changes\": 7% from 2026-10-01 (FY2025 Budget Support Act of 2024, as amended by the FY2026 Acts; KPMG, https://kpmg.com/us/en/articles/this-week-in-state-tax/twist-251215.html: \"currently scheduled to rise to 7 percent effective October 1, 2026\"). No OTR notice of October 2026 was found to confirm the step took effect: re-check." },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://vatabout.com/us-district-of-columbia-to-increase-sales-tax ; https://www.vatupdate.com/2024/07/30/washington-dc-to-increase-sales-tax-rate-to-7-by-october-2026 ; https://suttax.avior.tax/doc/sut/economic-nexus-by-state — SaaS and digital goods bear the general rate (see the rate entries: 6% to 2026-09-30, 7% from 2026-10-01; the 6.5% step of 2025-10-01 was repealed by Act 26-146)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://vatabout.com/us-district-of-columbia-to-increase-sales-tax — digital goods: yes" }],
    nexus: [
      { from: "2019-01-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year (retail sales)", source: "https://vatabout.com/us-district-of-columbia-to-increase-sales-tax" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "FL",
    name: "Florida",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — SaaS generally not taxable (unverified). Local discretionary surtax applies only to the first $5,000 of a single item of TPP (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: no" }],
    nexus: [
      { from: "2021-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous calendar year (taxable sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "semiannual", "annual"],
  },
  {
    code: "GA",
    name: "Georgia",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.00", from: null, to: null, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state ; https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair — SaaS and digital goods generally not taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state — digital goods: no" }],
    nexus: [
      { from: "2020-01-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year (retail sales)", source: "https://suttax.avior.tax/doc/sut/economic-nexus-by-state" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "HI",
    name: "Hawaii",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.1666", from: null, to: null, source: "https://tax.hawaii.gov/geninfo/get/ — the general excise tax is on the seller; the most it may visibly pass on is 4.1666% (4.712% with the 0.5% county surcharge, levied in every county since 2024-01-01: us-local.ts)" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "http://tax.hawaii.gov/geninfo/countysurcharge/ ; https://www.hawaiicounty.gov/departments/finance/budget/general-excise-tax-surcharge ; https://suttax.avior.tax/doc/sut/economic-nexus-by-state — General Excise Tax (GET) is on the seller's gross receipts and applies to almost all services incl. SaaS. County surcharge 0.5% in every county from 2024-01-01 (Honolulu since 2007, Kauai and Hawaii County since 2019, Maui from 2024): us-HI-county-surcharge and the county entries of us-local.ts." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "http://tax.hawaii.gov/geninfo/countysurcharge/ — digital goods: yes" }],
    professionalServices: [{ from: null, to: null, treatment: { taxable: true }, source: "http://tax.hawaii.gov/geninfo/countysurcharge/ — Hawaii GET applies to services" }],
    nexus: [
      { from: "2018-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "current or immediately preceding calendar year (gross sales)", source: "http://tax.hawaii.gov/geninfo/countysurcharge/" },
    ],
    filingFrequencies: ["monthly", "quarterly", "semiannual", "annual reconciliation (G-49)"],
  },
  {
    code: "ID",
    name: "Idaho",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair ; https://help.doola.com/sales-tax-applicability-for-online-services-doola-help-center — Remotely accessed software not taxable (unverified). Digital goods taxable only with a permanent right of use." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair — digital goods: partial" }],
    nexus: [
      { from: "2019-06-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "IL",
    name: "Illinois",
    sourcing: "mixed",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.25", from: null, to: null, source: "https://taxnews.ey.com/news/2026-0384" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://taxnews.ey.com/news/2026-0384 ; https://sales.tax/sales-tax-updates/chicago-cloud-tax-rises-to-15-what-saas-platforms-need-to-know/ ; https://www.crowe.com/insights/tax-news-highlights/chicago-enacts-significant-tax-increases — SaaS not taxable under the state ROT; Chicago lease tax is a separate city tax." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://taxnews.ey.com/news/2026-0384 — digital goods: no" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "preceding 12-month period (checked quarterly) (unverified)", source: "https://taxnews.ey.com/news/2026-0384" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "IN",
    name: "Indiana",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "7.00", from: null, to: null, source: "https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact ; https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — SaaS not taxable when no software is transferred (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact — digital goods: yes" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "current or previous calendar year", source: "https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact" },
    ],
    filingFrequencies: ["monthly", "annual"],
  },
  {
    code: "IA",
    name: "Iowa",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    saas: [
      { from: null, to: "2019-01-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — Not taxable before 2019-01-01." },
      { from: "2019-01-01", to: null, business: {"taxable": false}, consumer: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — Taxable to consumers; exempt when sold to a commercial enterprise for business use." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — digital goods: yes" }],
    nexus: [
      { from: "2019-01-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "current or previous calendar year", source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "KS",
    name: "Kansas",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.50", from: null, to: null, source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — SaaS and digital goods generally not taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — digital goods: no" }],
    nexus: [
      { from: "2021-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "current or previous calendar year (unverified)", source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "KY",
    name: "Kentucky",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://frostbrowntodd.com/lets-talk-about-saas-baby-kentuckys-recent-taxing-of-software-as-a-service-compared-with-its-neighbor-states/" },
    ],
    saas: [
      { from: null, to: "2023-01-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://frostbrowntodd.com/lets-talk-about-saas-baby-kentuckys-recent-taxing-of-software-as-a-service-compared-with-its-neighbor-states/ ; https://kpmg.com/us/en/podcasts/2023/twist-040323.html ; https://www.vatupdate.com/2026/02/06/kentucky-clarifies-sales-tax-rules-for-ai-enabled-and-prewritten-software-in-2025-2026-update — Not taxable before 2023-01-01." },
      { from: "2023-01-01", to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://frostbrowntodd.com/lets-talk-about-saas-baby-kentuckys-recent-taxing-of-software-as-a-service-compared-with-its-neighbor-states/ ; https://kpmg.com/us/en/podcasts/2023/twist-040323.html ; https://www.vatupdate.com/2026/02/06/kentucky-clarifies-sales-tax-rules-for-ai-enabled-and-prewritten-software-in-2025-2026-update — Prewritten computer software access services taxable from 2023-01-01." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://frostbrowntodd.com/lets-talk-about-saas-baby-kentuckys-recent-taxing-of-software-as-a-service-compared-with-its-neighbor-states/ — digital goods: yes" }],
    nexus: [
      { from: null, to: "2026-08-01", salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year", source: "https://www.salestaxinstitute.com/resources/kentucky-enacts-economic-nexus-legislation" },
      { from: "2026-08-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://www.agenttax.io/blog/kentucky-hb-757-data-brokering-agent-nexus — HB 757 drops the 200-transaction test from 2026-08-01" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "LA",
    name: "Louisiana",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.45", from: null, to: "2025-01-01", source: "https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html" },
      { rate: "5.00", from: "2025-01-01", to: null, source: "https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html" },
    ],
    saas: [
      { from: null, to: "2025-01-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html ; https://www.cbiz.com/insights/articles/article-details/taxation-of-digital-products-in-louisiana ; https://taxcloud.com/sales-tax-radar/louisiana-dor-issues-sales-tax-guidance-on-digital-goods — Not taxable before 2025-01-01." },
      { from: "2025-01-01", to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html ; https://www.cbiz.com/insights/articles/article-details/taxation-of-digital-products-in-louisiana ; https://taxcloud.com/sales-tax-radar/louisiana-dor-issues-sales-tax-guidance-on-digital-goods — HB 8 (2024 3rd extraordinary session): digital products and prewritten software access services taxable." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html — digital goods: yes" }],
    nexus: [
      { from: "2020-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year (unverified)", source: "https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "ME",
    name: "Maine",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "5.50", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — SaaS generally not taxable (unverified; one older vendor page says all software taxable)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — digital goods: yes" }],
    nexus: [
      { from: "2018-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year (unverified)", source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "semiannual", "annual"],
  },
  {
    code: "MD",
    name: "Maryland",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://www.marylandcomptroller.gov/legal-library/tb-30-jun-2025.html" },
    ],
    saas: [
      { from: null, to: "2025-07-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.marylandcomptroller.gov/legal-library/tb-30-jun-2025.html ; https://www.venable.com/insights/publications/2025/07/salt-alert-maryland-enacts-3-sales-tax-on-tech ; https://www.brownplus.com/blog/maryland-tech-tax/ — SaaS not taxable before 2025-07-01." },
      { from: "2025-07-01", to: null, business: {"taxable": true, "rate": "3"}, consumer: {"taxable": true}, source: "https://www.marylandcomptroller.gov/legal-library/tb-30-jun-2025.html ; https://www.venable.com/insights/publications/2025/07/salt-alert-maryland-enacts-3-sales-tax-on-tech ; https://www.brownplus.com/blog/maryland-tech-tax/ — 3% on data/IT services and software (business use); personal use at 6% (higher rate governs). Chapter 604, Acts of 2025." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.marylandcomptroller.gov/legal-library/tb-30-jun-2025.html — digital goods: yes" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year (unverified)", source: "https://www.marylandcomptroller.gov/legal-library/tb-30-jun-2025.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "MA",
    name: "Massachusetts",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "6.25", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — Prewritten software taxable however delivered, incl. remote access; apportionment allowed for multi-state users (unverified detail)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — digital goods: no" }],
    nexus: [
      { from: "2019-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year (unverified)", source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "MI",
    name: "Michigan",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — Remote-access software generally not taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — digital goods: no" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous calendar year (unverified)", source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "MN",
    name: "Minnesota",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.875", from: null, to: null, source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — SaaS generally not taxable; specified digital products taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://checksalestax.com/stores/69-sur-la-table — digital goods: yes" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "prior 12 months (unverified)", source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "MS",
    name: "Mississippi",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "7.00", from: null, to: null, source: "https://www.cookingwithsaltlaw.com/2023/06/mississippis-new-comprehensive-software-sales-tax-laws-what-you-need-to-know/" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.cookingwithsaltlaw.com/2023/06/mississippis-new-comprehensive-software-sales-tax-laws-what-you-need-to-know/ ; https://avalara.com/blog/en/north-america/2023/06/mississippi-sales-tax-computer-software-services.html ; https://salestaxhelper.com/resources/blog/2023/november/new-mississippi-sales-tax-law-clarifies-computer — Software hosted outside Mississippi and only accessed remotely is not a taxable retail sale (SB 2449, 2023-07-01)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.cookingwithsaltlaw.com/2023/06/mississippis-new-comprehensive-software-sales-tax-laws-what-you-need-to-know/ — digital goods: yes" }],
    nexus: [
      { from: "2018-09-01", to: null, salesThreshold: "250000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "prior 12 months (unverified)", source: "https://www.cookingwithsaltlaw.com/2023/06/mississippis-new-comprehensive-software-sales-tax-laws-what-you-need-to-know/" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "MO",
    name: "Missouri",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.225", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2022/02/what-happens-when-states-change-economic-nexus-thresholds.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2022/02/what-happens-when-states-change-economic-nexus-thresholds.html — SaaS and digital goods generally not taxable (unverified). Last state to adopt economic nexus (2023)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2022/02/what-happens-when-states-change-economic-nexus-thresholds.html — digital goods: no" }],
    nexus: [
      { from: "2023-01-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous 12 months, checked quarterly (unverified)", source: "https://cloud-prod.avlr.net/blog/en/north-america/2022/02/what-happens-when-states-change-economic-nexus-thresholds.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "MT",
    name: "Montana",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "0.00", from: null, to: null, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — No general sales tax." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — digital goods: no" }],
    nexus: [
      { from: null, to: null, salesThreshold: null, currency: 'USD', transactionsThreshold: null, test: "sales", period: "n/a", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    filingFrequencies: [],
  },
  {
    code: "NE",
    name: "Nebraska",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "5.50", from: null, to: null, source: "https://www.afternoon.co/blog/nebraska-sales-tax-guide" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.afternoon.co/blog/nebraska-sales-tax-guide ; https://www.numeralhq.com/blog/saas-sales-tax-nebraska ; https://www.martindale.com/taxation-law/article_McDonald-Hopkins-LLC_2077726.htm — Cloud computing (SaaS/PaaS/IaaS) charges for remote access are not taxable per DOR software guide; exceptions: security-monitoring software taxable as a security service (Nebraska Department of Revenue's software guide)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.afternoon.co/blog/nebraska-sales-tax-guide — digital goods: yes" }],
    nexus: [
      { from: "2019-04-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "current or prior calendar year", source: "https://www.afternoon.co/blog/nebraska-sales-tax-guide" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "NV",
    name: "Nevada",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.85", from: null, to: null, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit ; https://www.paddle.com/resources/saas-sales-tax — SaaS generally not taxable (unverified; one vendor page claims business use taxable - conflicting)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — digital goods: no" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "NH",
    name: "New Hampshire",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "0.00", from: null, to: null, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — No general sales tax (meals & rooms tax only)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — digital goods: no" }],
    nexus: [
      { from: null, to: null, salesThreshold: null, currency: 'USD', transactionsThreshold: null, test: "sales", period: "n/a", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    filingFrequencies: [],
  },
  {
    code: "NJ",
    name: "New Jersey",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "6.625", from: null, to: null, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit ; https://salestaxapi.io/sales-tax-by-state — SaaS generally not taxable; specified digital products taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — digital goods: yes" }],
    nexus: [
      { from: "2018-11-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    filingFrequencies: ["quarterly return with monthly remittance"],
  },
  {
    code: "NM",
    name: "New Mexico",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "5.125", from: null, to: "2022-07-01", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
      { rate: "5.00", from: "2022-07-01", to: "2023-07-01", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
      { rate: "4.875", from: "2023-07-01", to: null, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit ; https://legalclarity.org/what-is-the-sales-tax-rate-in-albuquerque-nm — Gross Receipts Tax (GRT) on the seller, applies to most services incl. SaaS. State GRT rate 4.875% from 2023-07-01 (unverified in the fact sheet; several 2025 secondary pages still quote the old 5.125%). Since confirmed: 5.125% -> 5% on 2022-07-01 -> 4.875% on 2023-07-01 (HB 163, 2022)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — digital goods: yes" }],
    professionalServices: [{ from: null, to: null, treatment: { taxable: true }, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — New Mexico GRT applies to services" }],
    nexus: [
      { from: "2019-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous calendar year", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    filingFrequencies: ["monthly", "quarterly", "semiannual"],
  },
  {
    code: "NY",
    name: "New York",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.00", from: null, to: null, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit ; https://www.paddle.com/resources/saas-sales-tax ; https://www.easysalestaxcalculator.com/new-york-city-sales-tax-calculator — Remotely accessed prewritten software is taxable as a licence to use software; allocation by user location allowed (unverified detail). Local county/city rates, and the MCTD surcharge where it applies, are added at the customer's location." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit — digital goods: no" }],
    nexus: [
      { from: "2018-06-21", to: null, salesThreshold: "500000", currency: 'USD', transactionsThreshold: 100, test: "and", period: "immediately preceding four sales-tax quarters", source: "https://docs.google.com/spreadsheets/d/1vxdZL2C_EpaDJblazEnbsW_4_m-qRe5PtNXWEUeYp08/edit" },
    ],
    filingFrequencies: ["quarterly", "annual", "monthly (part-quarterly)"],
  },
  {
    code: "NC",
    name: "North Carolina",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.75", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html ; https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact — Remotely accessed software excluded; digital property taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html — digital goods: yes" }],
    nexus: [
      { from: "2018-11-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html" },
    ],
    filingFrequencies: ["monthly", "quarterly"],
  },
  {
    code: "ND",
    name: "North Dakota",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "5.00", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — SaaS generally not taxable (unverified; one vendor page claims business use taxable - conflicting)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — digital goods: no" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "OH",
    name: "Ohio",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "5.75", from: null, to: null, source: "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": false}, source: "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3 ; https://www.paddle.com/resources/saas-sales-tax — Automatic data processing / computer services taxable for business use only." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3 — digital goods: yes" }],
    nexus: [
      { from: "2019-08-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "current or previous calendar year (unverified)", source: "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3" },
    ],
    filingFrequencies: ["monthly", "semiannual"],
  },
  {
    code: "OK",
    name: "Oklahoma",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.50", from: null, to: null, source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — SaaS and digital goods generally not taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — digital goods: no" }],
    nexus: [
      { from: "2019-11-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "preceding or current calendar year", source: "https://www.salestaxinstitute.com/resources/oklahoma-enacts-changes-to-economic-nexus-provisions" },
    ],
    filingFrequencies: ["monthly", "semiannual"],
  },
  {
    code: "OR",
    name: "Oregon",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "0.00", from: null, to: null, source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — No sales tax (Corporate Activity Tax is an income-side gross receipts tax on sellers, not collected from buyers)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://checksalestax.com/stores/69-sur-la-table — digital goods: no" }],
    nexus: [
      { from: null, to: null, salesThreshold: null, currency: 'USD', transactionsThreshold: null, test: "sales", period: "n/a", source: "https://checksalestax.com/stores/69-sur-la-table" },
    ],
    filingFrequencies: [],
  },
  {
    code: "PA",
    name: "Pennsylvania",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://www.paddle.com/resources/saas-sales-tax" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://www.paddle.com/resources/saas-sales-tax ; https://checksalestax.com/stores/69-sur-la-table — Canned software incl. remote access taxable when the user is in PA. Only two local taxes: Philadelphia 2% and Allegheny County 1%." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.paddle.com/resources/saas-sales-tax — digital goods: yes" }],
    nexus: [
      { from: "2019-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "prior calendar year, gross sales", source: "https://www.salestaxinstitute.com/resources/pennsylvania-enacts-new-economic-and-marketplace-nexus-provisions" },
    ],
    filingFrequencies: ["monthly", "quarterly", "semiannual"],
  },
  {
    code: "RI",
    name: "Rhode Island",
    sourcing: "destination",
    hasLocalTaxes: false,
    rates: [
      { rate: "7.00", from: null, to: null, source: "https://www.paddle.com/resources/saas-sales-tax" },
    ],
    saas: [
      { from: null, to: "2018-10-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.paddle.com/resources/saas-sales-tax — Not taxable before 2018-10-01." },
      { from: "2018-10-01", to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://www.paddle.com/resources/saas-sales-tax — Vendor-hosted prewritten software taxable from 2018-10-01." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.paddle.com/resources/saas-sales-tax — digital goods: yes" }],
    nexus: [
      { from: "2019-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous calendar year (unverified)", source: "https://www.paddle.com/resources/saas-sales-tax" },
    ],
    filingFrequencies: ["monthly", "quarterly"],
  },
  {
    code: "SC",
    name: "South Carolina",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://www.paddle.com/resources/saas-sales-tax" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://www.paddle.com/resources/saas-sales-tax — Cloud-accessed software treated as taxable (communications/data services) per vendor guides; downloads treated differently (partial/unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://www.paddle.com/resources/saas-sales-tax — digital goods: no" }],
    nexus: [
      { from: "2018-11-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year (unverified)", source: "https://www.paddle.com/resources/saas-sales-tax" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "SD",
    name: "South Dakota",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.50", from: null, to: "2023-07-01", source: "https://www.avalara.com/blog/en/north-america/2023/03/south-dakota-sales-tax-rate-cut.html" },
      { rate: "4.20", from: "2023-07-01", to: "2027-07-01", source: "https://www.avalara.com/blog/en/north-america/2023/03/south-dakota-sales-tax-rate-cut.html — temporary 4.2% rate sunsets 2027-06-30" },
      { rate: "4.50", from: "2027-07-01", to: null, source: "https://www.avalara.com/blog/en/north-america/2023/03/south-dakota-sales-tax-rate-cut.html — back to 4.5% from 2027-07-01 (repeal of the sunset failed, Feb 2026)" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://salestaxapi.io/sales-tax-by-state ; https://www.paddle.com/resources/saas-sales-tax ; https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact — Broad base taxing most services, incl. SaaS. 4.2% is a temporary reduction from 4.5% (2023-07-01, sunset 2027-06-30 - unverified); watch for reversion in mid-2027. Since confirmed: 4.5% returns on 2027-07-01 (the repeal of the sunset failed in February 2026)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://salestaxapi.io/sales-tax-by-state — digital goods: yes" }],
    professionalServices: [{ from: null, to: null, treatment: { taxable: true }, source: "https://salestaxapi.io/sales-tax-by-state — South Dakota taxes most services" }],
    nexus: [
      { from: "2018-11-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://salestaxapi.io/sales-tax-by-state" },
    ],
    filingFrequencies: ["monthly", "bimonthly", "semiannual"],
  },
  {
    code: "TN",
    name: "Tennessee",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "7.00", from: null, to: null, source: "https://sale-tax.com/Tennessee" },
    ],
    saas: [
      { from: null, to: "2015-07-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://sale-tax.com/Tennessee ; https://tools.gera.services/nashville-combined-sales-tax-calculator — Not taxable before 2015-07-01." },
      { from: "2015-07-01", to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://sale-tax.com/Tennessee ; https://tools.gera.services/nashville-combined-sales-tax-calculator — Remote access to prewritten software taxable from 2015-07-01." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://sale-tax.com/Tennessee — digital goods: yes" }],
    nexus: [
      { from: "2020-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous 12 months (unverified)", source: "https://sale-tax.com/Tennessee" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "TX",
    name: "Texas",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.25", from: null, to: null, source: "https://www.tx.cpa/news-publications/news-announcements/article/2026/02/06/data-processing-services-saas-and-software-licenses" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true, "share": "80"}, consumer: {"taxable": true, "share": "80"}, source: "https://www.tx.cpa/news-publications/news-announcements/article/2026/02/06/data-processing-services-saas-and-software-licenses ; https://texastaxlaw.com/texas-tax-resources/blog/cloud-based-messaging-service-taxable ; http://www.taxrates.com/blog/2017/07/20/texas-taxing-data-processing-services/ — Taxable data processing service; 20% of the charge exempt (Tax Code 151.351)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.tx.cpa/news-publications/news-announcements/article/2026/02/06/data-processing-services-saas-and-software-licenses — digital goods: yes" }],
    nexus: [
      { from: "2019-10-01", to: null, salesThreshold: "500000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous 12 calendar months (unverified)", source: "https://www.tx.cpa/news-publications/news-announcements/article/2026/02/06/data-processing-services-saas-and-software-licenses" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "UT",
    name: "Utah",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.85", from: null, to: null, source: "https://handsoffsalestax.com/is-saas-taxable-in-utah" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://handsoffsalestax.com/is-saas-taxable-in-utah ; http://report.saltcpa.com/2012/06/utah-sales-tax-information-for-computer-servi/ ; https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact — Remotely accessed prewritten software (SaaS) taxable if used in Utah (Publication 64); multi-location users sourced to each location. 4.85% is the state share; local and county option taxes are added at the user's location." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://handsoffsalestax.com/is-saas-taxable-in-utah — digital goods: yes" }],
    nexus: [
      { from: "2019-01-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://handsoffsalestax.com/is-saas-taxable-in-utah" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "VT",
    name: "Vermont",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://www.salestaxinstitute.com/resources/vermont-repeals-exemption-on-cloud-software-effective-july-1-2024" },
    ],
    saas: [
      { from: null, to: "2024-07-01", business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.salestaxinstitute.com/resources/vermont-repeals-exemption-on-cloud-software-effective-july-1-2024 ; https://saltsavvy.com/2024/06/21/vermont-to-impose-sales-and-use-tax-on-remotely-accessed-software-sales ; https://cloud-prod.avlr.net/blog/en/north-america/2024/07/vermont-sales-tax-saas.html — Not taxable before 2024-07-01." },
      { from: "2024-07-01", to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://www.salestaxinstitute.com/resources/vermont-repeals-exemption-on-cloud-software-effective-july-1-2024 ; https://saltsavvy.com/2024/06/21/vermont-to-impose-sales-and-use-tax-on-remotely-accessed-software-sales ; https://cloud-prod.avlr.net/blog/en/north-america/2024/07/vermont-sales-tax-saas.html — Remotely accessed prewritten software taxable from 2024-07-01." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://www.salestaxinstitute.com/resources/vermont-repeals-exemption-on-cloud-software-effective-july-1-2024 — digital goods: yes" }],
    nexus: [
      { from: "2018-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "preceding 12 months / four quarters (unverified)", source: "https://www.salestaxinstitute.com/resources/vermont-repeals-exemption-on-cloud-software-effective-july-1-2024" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "VA",
    name: "Virginia",
    sourcing: "origin",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.30", from: null, to: null, source: "https://www.billtrack50.com/billdetail/1933430" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://www.billtrack50.com/billdetail/1933430 ; https://www.anrok.com/tax-news ; https://www.billtrack50.com/billdetail/1933696 — State rate 4.3% + mandatory 1% local = 5.3% base. SaaS not taxable. 2026 session: HB 900 (cut rate to 4.0% and tax digital personal property + digital services from 2027-01-01) was continued to the 2027 session and did not pass in 2026." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://www.billtrack50.com/billdetail/1933430 — digital goods: no" }],
    nexus: [
      { from: "2019-07-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year (unverified)", source: "https://www.billtrack50.com/billdetail/1933430" },
    ],
    filingFrequencies: ["monthly", "quarterly"],
  },
  {
    code: "WA",
    name: "Washington",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.50", from: null, to: null, source: "https://dor.wa.gov/taxes-rates/retail-sales-tax/services-newly-subject-retail-sales-tax" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://dor.wa.gov/taxes-rates/retail-sales-tax/services-newly-subject-retail-sales-tax ; https://www.dor.wa.gov/taxes-rates/retail-sales-tax/services-newly-subject-retail-sales-tax/frequently-asked-questions-about-essb-5814 ; https://researchcouncil.org/the-perils-of-rushing-tax-policy-a-legal-challenge-to-essb-5814-and-interim-guidance-for-taxpayers/ — Remote access software / digital automated services are retail sales (sales tax + retailing B&O). ESSB 5814 from 2025-10-01 also made retail sales of IT services and several other services (full list: WA DOR, \"Services newly subject to retail sales tax\", cited above)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://dor.wa.gov/taxes-rates/retail-sales-tax/services-newly-subject-retail-sales-tax — digital goods: yes" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "current or previous calendar year", source: "https://dor.wa.gov/taxes-rates/retail-sales-tax/services-newly-subject-retail-sales-tax" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "WV",
    name: "West Virginia",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "6.00", from: null, to: null, source: "https://help.doola.com/sales-tax-applicability-for-online-services-doola-help-center" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": true}, consumer: {"taxable": true}, source: "https://help.doola.com/sales-tax-applicability-for-online-services-doola-help-center — Prewritten software incl. remote access treated as taxable by vendor guides (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": false}, source: "https://help.doola.com/sales-tax-applicability-for-online-services-doola-help-center — digital goods: no" }],
    nexus: [
      { from: "2019-01-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: 200, test: "or", period: "previous or current calendar year (unverified)", source: "https://help.doola.com/sales-tax-applicability-for-online-services-doola-help-center" },
    ],
    filingFrequencies: ["monthly", "annual"],
  },
  {
    code: "WI",
    name: "Wisconsin",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "5.00", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — SaaS not taxable; digital goods taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html — digital goods: yes" }],
    nexus: [
      { from: "2018-10-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
  {
    code: "WY",
    name: "Wyoming",
    sourcing: "destination",
    hasLocalTaxes: true,
    rates: [
      { rate: "4.00", from: null, to: null, source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html" },
    ],
    saas: [
      { from: null, to: null, business: {"taxable": false}, consumer: {"taxable": false}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html ; https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact — SaaS not taxable (unverified)." },
    ],
    digitalGoods: [{ from: null, to: null, treatment: {"taxable": true}, source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html — digital goods: yes" }],
    nexus: [
      { from: "2019-02-01", to: null, salesThreshold: "100000", currency: 'USD', transactionsThreshold: null, test: "sales", period: "previous or current calendar year", source: "https://cloud-prod.avlr.net/blog/en/north-america/2024/06/july-2024-sales-tax-changes.html" },
    ],
    filingFrequencies: ["monthly", "quarterly", "annual"],
  },
];
