// Registration thresholds as dated, sourced rules (the shapes are in ../thresholds/types.ts):
// economic nexus in the 45 US states with a sales tax, DC and Alaska's remote-seller code; Canada's
// simplified GST/HST, QST and provincial thresholds; the EU's One-Stop Shop; and the non-resident
// thresholds abroad whose amount is positive (plus the United Kingdom's zero).
//
// Facts come from us-state-facts.ts, canada.ts and international.ts and from the research fact
// sheet (shared/reference/tax/*.json, as of 2026-11), re-checked against the state's own pages where
// one was found (the first URL of `source` is then the state's). Where a 200-transaction test was
// dropped, the old and the new test are two dated rules ([from, to): `to` is the first day the old
// rule no longer holds).
//
// How the wording was mapped:
// - "previous or current calendar year" -> year/currentOrPrevious; "previous calendar year" ->
//   year/previous; "preceding 12 months" -> rolling12Months; "12 months ending with the last
//   completed calendar quarter" -> precedingQuarters (4, from January).
// - basis: gross / retail / taxable as the state words it; `gross` (counts more) where unknown.
// - includesMarketplaceSales: true where the state counts a seller's sales through a marketplace
//   facilitator, false where it leaves them out; true "(unverified)" where the sources are silent.
// - obligationBegins: the state's own start where one is given. Several states start collecting on
//   "the first day of the month that begins at least 30 (60, 90) days after" the crossing, or on
//   "the first day of the second (third, fourth) month"; those are encoded as firstDayOfNextMonth,
//   which is never later than the state's day (the engine warns early, never late), and the text says
//   so. Where no start was found: nextTransaction for current-year rules, firstDayOfNextYear for
//   previous-year rules, and verified: false.
// - verified: true where the fact sheet marks the nexus verified or the state's own page (or
//   statute) confirmed the figures, and no default had to be used.
import type { ThresholdJurisdiction, ThresholdPeriod, ThresholdRule } from '../thresholds/types.ts';

// ---------------------------------------------------------------------------------------------
// Periods
// ---------------------------------------------------------------------------------------------

const CURRENT_OR_PREVIOUS_YEAR: ThresholdPeriod = { kind: 'year', startMonth: 1, measured: 'currentOrPrevious' };
const PREVIOUS_YEAR: ThresholdPeriod = { kind: 'year', startMonth: 1, measured: 'previous' };
const ROLLING_12_MONTHS: ThresholdPeriod = { kind: 'rolling12Months' };
/** The four calendar quarters ending with the current one (Illinois, Minnesota, Missouri). */
const FOUR_CALENDAR_QUARTERS: ThresholdPeriod = { kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 1 };
/** New York's sales tax quarters: March–May, June–August, September–November, December–February. */
const NY_FOUR_QUARTERS: ThresholdPeriod = { kind: 'precedingQuarters', count: 4, firstQuarterStartMonth: 3 };
/** Connecticut's October–September year, the one ending on the September 30 before the period. */
const CT_YEAR: ThresholdPeriod = { kind: 'year', startMonth: 10, measured: 'previous' };

// ---------------------------------------------------------------------------------------------
// Sources used by many entries
// ---------------------------------------------------------------------------------------------

const SUTTAX = 'https://suttax.avior.tax/doc/sut/economic-nexus-by-state';
const HANDSOFF = 'https://handsoffsalestax.com/resources/economic-nexus-by-state-chart';
const TAXVALET = 'https://docs.google.com/spreadsheets/d/1ur0xCHjsv0kWphiPwtvd8gYb_OSVx6qmaMFF-eTfffc/edit?usp=sharing';

/** The fields every US rule shares: USD, the state's own sales, every seller. */
type UsRule = Omit<ThresholdRule, 'currency' | 'scope' | 'sellers'>;

function usRule(rule: UsRule): ThresholdRule {
  return { ...rule, currency: 'USD', scope: 'jurisdiction', sellers: 'all' };
}

function usState(code: string, name: string, rules: UsRule[]): ThresholdJurisdiction {
  return { jurisId: `us-${code}`, name, countries: ['US'], rules: rules.map(usRule) };
}

/**
 * A state that dropped its 200-transaction test on `dropped`: the old `either` rule until that day,
 * then the same amount alone. `shared` holds what both rules have in common.
 */
function droppedCount(
  shared: Omit<UsRule, 'from' | 'to' | 'transactionCount' | 'combine' | 'text' | 'source'>,
  from: string | null,
  dropped: string,
  old: { text: string; source: string; verified?: boolean },
  current: { text: string; source: string; verified?: boolean },
): UsRule[] {
  return [
    { ...shared, from, to: dropped, transactionCount: 200, combine: 'either', text: old.text, source: old.source, verified: old.verified ?? shared.verified },
    { ...shared, from: dropped, to: null, transactionCount: null, combine: 'salesOnly', text: current.text, source: current.source, verified: current.verified ?? shared.verified },
  ];
}

// ---------------------------------------------------------------------------------------------
// United States: 45 states with a sales tax, DC, and Alaska (local taxes, ARSSTC code)
// ---------------------------------------------------------------------------------------------

const US: ThresholdJurisdiction[] = [
  usState('AL', 'Alabama', [
    { from: '2018-10-01', to: null, salesAmount: '250000', transactionCount: null, combine: 'salesOnly', period: PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextYear', verified: true,
      text: 'More than USD 250,000 of retail sales in the previous calendar year, registration from January 1 of the following year; sales through a collecting marketplace facilitator do not count.',
      source: `${SUTTAX} — retail sales, previous calendar year, January 1 following the year the threshold is exceeded; ${HANDSOFF} — marketplace sales excluded (Ala. Admin. Code r. 810-6-2-.90.03)` },
  ]),
  usState('AK', 'Alaska', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false },
    '2020-01-06', '2025-01-01',
    { text: 'USD 100,000 of statewide gross sales or 200 transactions in the current or previous calendar year (Alaska Remote Seller Sales Tax Commission code, for the municipalities that adopted it); marketplace sales count; start date not confirmed.',
      source: `${SUTTAX} — ARSSTC code, gross sales, current or previous calendar year; ${HANDSOFF} — marketplace sales included; some charts read the code as previous calendar year only, the current-or-previous reading (which counts more) is encoded; ${TAXVALET} — register within 30 days of meeting the threshold (encoded as from the next sale)` },
    { text: 'USD 100,000 of statewide gross sales in the current or previous calendar year (Alaska Remote Seller Sales Tax Commission code, for the municipalities that adopted it); the 200-transaction test ended on 2025-01-01; marketplace sales count; start date not confirmed.',
      source: `https://www.salestaxinstitute.com/resources/economic-nexus-state-guide — Alaska removed the 200-transaction threshold effective 2025-01-01; ${SUTTAX} — ARSSTC code, gross sales; ${HANDSOFF} — marketplace sales included` },
  )),
  usState('AZ', 'Arizona', [
    ...([['2019-10-01', '2020-01-01', '200000', '200,000 (2019)'], ['2020-01-01', '2021-01-01', '150000', '150,000 (2020)'], ['2021-01-01', null, '100000', '100,000']] as const).map(([from, to, amount, label]) => ({
      from, to, salesAmount: amount, transactionCount: null, combine: 'salesOnly' as const, period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross' as const, includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextMonth' as const, verified: true,
      text: `More than USD ${label} of gross sales in the current or previous calendar year; marketplace sales do not count; Arizona starts on the first day of the month beginning at least 30 days after the threshold is met (encoded as the first day of the next month).`,
      source: `${HANDSOFF} — USD 200,000 in 2019, 150,000 in 2020, 100,000 from 2021; gross; marketplace excluded; TPT from the first day of the month that starts at least 30 days after the threshold is met; ${SUTTAX}`,
    })),
  ]),
  usState('AR', 'Arkansas', [
    { from: '2019-07-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 100,000 of taxable sales or 200 transactions in the current or previous calendar year, from the next sale; marketplace sales do not count.',
      source: `${SUTTAX} — taxable sales, previous or current calendar year, next transaction; ${HANDSOFF} — marketplace sales excluded` },
  ]),
  usState('CA', 'California', [
    { from: '2019-04-01', to: null, salesAmount: '500000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 500,000 of sales of tangible personal property in the current or preceding calendar year, from the day the threshold is exceeded; marketplace sales count.',
      source: `${SUTTAX} — gross sales, preceding or current calendar year, the day you exceed the threshold; ${HANDSOFF} — marketplace sales included; https://www.bdo.com/insights/tax/california-moves-to-subject-digital-prewritten-software-to-sales-and-use-tax` },
  ]),
  usState('CO', 'Colorado', [
    { from: '2019-06-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'More than USD 100,000 of retail sales in the current or previous calendar year; marketplace sales do not count; Colorado starts on the first day of the month after the 90th day past the crossing (encoded as the first day of the next month).',
      source: `${SUTTAX} — retail sales, previous or current calendar year, first day of the month after the ninetieth day; ${HANDSOFF} — marketplace sales excluded; enforcement after the grace period ending 2019-05-31` },
  ]),
  usState('CT', 'Connecticut', [
    { from: '2018-12-01', to: '2019-07-01', salesAmount: '250000', transactionCount: 200, combine: 'both', period: CT_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: true,
      text: 'At least USD 250,000 of gross receipts and 200 retail sales in the 12 months ending on the preceding September 30, registration from October 1; marketplace sales count.',
      source: 'https://www.avalara.com/blog/en/north-america/2019/06/connecticut-lowers-small-seller-exception-for-small-sellers.html — USD 250,000 and 200 retail sales from 2018-12-01 through 2019-06-30, USD 100,000 and 200 from 2019-07-01; https://www.cttaxalert.com/2019/03/more-than-30-states-impose-sales-tax-economic-nexus-and-more-are-considering-such-a-rule/' },
    { from: '2019-07-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'both', period: CT_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: true,
      text: 'At least USD 100,000 of gross receipts and 200 retail sales in the 12 months ending on the preceding September 30, registration from October 1; marketplace sales count.',
      source: `${SUTTAX} — retail sales, 12-month period ending on September 30, October 1 of the year the threshold is crossed; ${HANDSOFF} — marketplace sales included; https://sovos.com/blog/sut/understanding-the-connecticut-sales-tax-nexus` },
  ]),
  usState('DC', 'District of Columbia', [
    { from: '2019-01-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 100,000 of retail sales or 200 transactions in the current or previous calendar year, from the next sale; marketplace sales count.',
      source: `${SUTTAX} — retail sales, previous or current calendar year, next transaction; ${TAXVALET} — retail sales including marketplace, next transaction (confirmed); https://vatabout.com/us-district-of-columbia-to-increase-sales-tax` },
  ]),
  usState('FL', 'Florida', [
    { from: '2021-07-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: true,
      text: 'More than USD 100,000 of taxable remote sales in the previous calendar year, registration for the following year; marketplace sales count (unverified).',
      source: `${SUTTAX} — taxable sales, previous calendar year, first of the calendar year after meeting the threshold; marketplace treatment not found in the sources (counted, which counts more)` },
  ]),
  usState('GA', 'Georgia', [
    { from: '2019-01-01', to: '2020-01-01', salesAmount: '250000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 250,000 of retail sales or 200 retail sales in the current or previous calendar year (2019), from the next sale; marketplace sales count (unverified).',
      source: 'https://sovos.com/blog/sut/what-are-the-georgia-economic-nexus-requirements — USD 250,000 or 200 transactions in 2019, USD 100,000 or 200 from 2020-01-01, next transaction; https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair' },
    { from: '2020-01-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 100,000 of retail sales or 200 retail sales in the current or previous calendar year, from the next sale; marketplace sales count (unverified).',
      source: `${SUTTAX} — retail sales, previous or current calendar year, next transaction; https://sovos.com/blog/sut/what-are-the-georgia-economic-nexus-requirements` },
  ]),
  usState('HI', 'Hawaii', [
    { from: '2018-07-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'More than USD 100,000 of gross income or 200 transactions in the current or immediately preceding calendar year, from the first day of the following month; all sales count.',
      source: `${SUTTAX} — gross sales, current or immediately preceding calendar year, the first of the month following when the threshold is met; http://tax.hawaii.gov/geninfo/countysurcharge/` },
  ]),
  usState('ID', 'Idaho', [
    { from: '2019-06-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than USD 100,000 of sales in the current or previous calendar year; basis, marketplace treatment (unverified) and start date not confirmed, gross sales counted from the next sale.',
      source: 'https://www.eidebailly.com/insights/articles/2018/7/states-respond-to-scotus-wayfair — USD 100,000 from 2019-06-01; https://trailingzero.vercel.app/economic-nexus/idaho — previous or current calendar year, sales only' },
  ]),
  usState('IL', 'Illinois', droppedCount(
    { salesAmount: '100000', period: FOUR_CALENDAR_QUARTERS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextQuarter', verified: true },
    '2018-10-01', '2026-01-01',
    { text: 'USD 100,000 of gross receipts or 200 separate transactions in the 12 months ending with a calendar quarter, collecting from the first day of the next quarter for a year; marketplace treatment not confirmed (counted, unverified).',
      source: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-86-SS-131.115 — 86 Ill. Adm. Code 131.115: determined quarterly for the preceding 12-month period, collecting from the first day of the quarter after the lookback period; https://www.ghs.cpa/2018/09/28/implications-of-the-new-illinois-wayfair-economic-nexus-law/ — from 2018-10-01' },
    { text: 'USD 100,000 of gross receipts in the 12 months ending with a calendar quarter (the 200-transaction test ended on 2026-01-01), collecting from the first day of the next quarter for a year; marketplace treatment not confirmed (counted, unverified).',
      source: 'https://www.vatcalc.com/united-states/us-illinois-end-transaction-nexus-threshold-sales-tax-2026/ — 200-transaction threshold withdrawn from 2026-01-01; https://taxnews.ey.com/news/2026-0384; https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-86-SS-131.115 — quarterly determination' },
  )),
  usState('IN', 'Indiana', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', verified: true },
    '2018-10-01', '2024-01-01',
    { text: 'More than USD 100,000 of gross revenue or 200 transactions in the current or previous calendar year, from the next sale; marketplace sales do not count.',
      source: 'https://www.in.gov/dor/i-am-a/business-corp/remote-sellers/ — gross revenue from sales into Indiana (IC 6-2.5-2-1), previous or current calendar year, 200-transaction threshold before 2024-01-01; http://www.salestaxinstitute.com/resources/news/indiana-enacts-economic-nexus-legislation — marketplace sales excluded, immediately upon reaching the threshold' },
    { text: 'More than USD 100,000 of gross revenue in the current or previous calendar year (the 200-transaction test ended on 2024-01-01), from the next sale; marketplace sales do not count.',
      source: 'https://www.in.gov/dor/i-am-a/business-corp/remote-sellers/ — effective 2024-01-01 only the USD 100,000 threshold; http://www.salestaxinstitute.com/resources/news/indiana-enacts-economic-nexus-legislation — marketplace sales excluded' },
  )),
  usState('IA', 'Iowa', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true },
    '2019-01-01', '2019-07-01',
    { text: 'USD 100,000 of gross revenue or 200 transactions in the current or preceding calendar year; marketplace sales count; Iowa starts on the first day of the month beginning at least 30 days after (encoded as the first day of the next month).',
      source: 'https://cloud-prod.avlr.net/blog/en/north-america/2019/05/iowa-removes-transaction-threshold-for-out-of-state-sellers.html — USD 100,000 or 200 transactions from 2019-01-01 through 2019-06-30; https://tax.iowa.gov/remote-sellers' },
    { text: 'USD 100,000 of gross revenue (exempt, wholesale and marketplace sales included) in the current or preceding calendar year; Iowa starts on the first day of the month beginning at least 30 days after (encoded as the first day of the next month).',
      source: 'https://tax.iowa.gov/remote-sellers — gross revenue from Iowa sales including exempt, wholesale and marketplace-collected sales; collect from the first day of the next calendar month that starts at least 30 days after first exceeding' },
  )),
  usState('KS', 'Kansas', [
    { from: '2021-07-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than USD 100,000 of cumulative gross receipts (taxable or not) in the current or preceding calendar year, on the sales after the crossing; marketplace sales count (unverified).',
      source: 'https://www.stateandlocaltax.com/digital-economy/kansas-provides-guidance-regarding-remote-seller-nexus/ — from 2021-07-01, all sales count, tax collected on sales after the USD 100,000 is passed; https://www.synexustax.com/resources/kansas-and-missouri-join-economic-nexus-playing-field — current or immediately preceding calendar year' },
  ]),
  usState('KY', 'Kentucky', [
    { from: '2018-10-01', to: '2026-08-01', salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'More than USD 100,000 of gross receipts or 200 transactions in the current or previous calendar year; marketplace sales count; Kentucky starts on the first of a calendar month at most 60 days after (encoded as the first day of the next month).',
      source: 'https://taxanswers.ky.gov/Sales-and-Excise-Taxes/Pages/Remote-Retailers-Marketplace-Providers-FAQs.aspx — HB 487: USD 100,000 or 200 transactions, previous or current calendar year; https://www.salestaxinstitute.com/resources/kentucky-enacts-economic-nexus-legislation — gross sales, marketplace sales included, first of the calendar month at most 60 days after' },
    { from: '2026-08-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'More than USD 100,000 of gross receipts in the current or previous calendar year (the 200-transaction test ends on 2026-08-01); marketplace sales count; Kentucky starts on the first of a calendar month at most 60 days after (encoded as the first day of the next month).',
      source: 'https://www.agenttax.io/blog/kentucky-hb-757-data-brokering-agent-nexus — HB 757 drops the 200-transaction test from 2026-08-01 (secondary source)' },
  ]),
  usState('LA', 'Louisiana', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true },
    '2020-07-01', '2023-08-01',
    { text: 'More than USD 100,000 of gross revenue or 200 transactions in the current or previous calendar year (register within 30 days, collect within 60; encoded as from the next sale); marketplace sales count (unverified).',
      source: 'https://www.avalara.com/blog/en/north-america/2020/05/its-official-louisiana-to-enforce-economic-nexus-starting-july-1-2020.html — from 2020-07-01, current or previous calendar year, register within 30 days, collect no later than 60 days after' },
    { text: 'More than USD 100,000 of gross revenue in the current or previous calendar year (the 200-transaction test ended on 2023-08-01; collect within 60 days, encoded as from the next sale); marketplace sales count (unverified).',
      source: 'https://www.salestaxhelper.com/resources/blog/2026/january/the-ongoing-evolution-of-economic-nexus-transact — 200-transaction test removed 2023-08-01; https://www.avalara.com/blog/en/north-america/2024/12/louisiana-to-raise-sales-tax-rate-tax-digital-products.html' },
  )),
  usState('ME', 'Maine', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', verified: false },
    '2018-07-01', '2022-01-01',
    { text: 'More than USD 100,000 of gross sales or 200 transactions in the current or previous calendar year, from the next sale; a marketplace seller counts its direct sales.',
      source: 'https://sovos.com/blog/sut/how-the-economic-nexus-in-maine-applies-to-businesses/ — from 2018-07-01, previous or current calendar year, next transaction; https://cloud-prod.avlr.net/blog/en/north-america/2021/06/maine-eliminates-economic-nexus-transaction-threshold-for-remote-sellers-and-marketplaces.html — marketplace sellers whose direct sales exceed the threshold' },
    { text: 'More than USD 100,000 of gross sales in the current or previous calendar year (the 200-transaction test ended on 2022-01-01), from the next sale; a marketplace seller counts its direct sales.',
      source: 'https://cloud-prod.avlr.net/blog/en/north-america/2021/06/maine-eliminates-economic-nexus-transaction-threshold-for-remote-sellers-and-marketplaces.html — 200 separate transactions threshold eliminated 2022-01-01 (HP 891); https://dhub.blob.core.windows.net/dhub/Newsletters/Tax/2022/STM/220211_8.html — MRS Instructional Bulletin No. 43' },
  )),
  usState('MD', 'Maryland', [
    { from: '2018-10-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'More than USD 100,000 of gross revenue or 200 transactions in the current or previous calendar year, from the first day of the following month; marketplace sales count.',
      source: 'https://sovos.com/blog/sut/what-you-need-to-know-about-the-maryland-sales-tax-nexus — COMAR 03.06.01.33, gross sales, marketplace sales included, first day of the following month; https://www.marylandcomptroller.gov/legal-library/tb-30-jun-2025.html' },
  ]),
  usState('MA', 'Massachusetts', [
    { from: '2019-10-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'More than USD 100,000 of sales in the current or prior calendar year, sales through a collecting marketplace left out; Massachusetts starts on the first day of the month beginning two months after the crossing (encoded as the first day of the next month).',
      source: 'https://www.salestaxinstitute.com/resources/massachusetts-establishes-new-economic-nexus-threshold-and-enacts-marketplace-nexus-legislation — gross sales excluding marketplace sales if the facilitator collects, first day of the first month that starts two months after; https://www.taxmatrix.com/massachusetts-establishes-new-economic-nexus-thresholds/' },
  ]),
  usState('MI', 'Michigan', [
    { from: '2018-10-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: false,
      text: 'More than USD 100,000 of sales (taxable and not) or 200 transactions in the previous calendar year, collecting for the following calendar year; marketplace sales count.',
      source: 'https://www.salestaxinstitute.com/resources/michigan-to-require-remote-seller-sales-tax-collection — RAB 2018-16: previous calendar year, gross sales, marketplace sales included, January 1 following; https://www.michigan.gov/taxes/rep-legal/rab/rabhtml/2021/revenue-administrative-bulletin-2021-21' },
  ]),
  usState('MN', 'Minnesota', [
    { from: '2018-10-01', to: '2019-10-01', salesAmount: '100000', transactionCount: 100, combine: 'either', period: FOUR_CALENDAR_QUARTERS, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'Ten or more retail sales totalling more than USD 100,000, or 100 or more retail sales, in the 12 months ending with the last completed calendar quarter (encoded as USD 100,000 or 100 sales); marketplace sales count.',
      source: 'https://www.salestaxinstitute.com/resources/minnesota-enacts-marketplace-and-affiliate-nexus-legislation — USD 100,000 and 10 sales or 100 transactions from 2018-10-01, USD 100,000 or 200 from 2019-10-01; https://avalara.com/us/en/blog/2019/06/minnesota-changes-how-it-defines-remote-seller.html' },
    { from: '2019-10-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: FOUR_CALENDAR_QUARTERS, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'More than USD 100,000 of retail sales or 200 retail sales in the 12 months ending with the last completed calendar quarter; marketplace sales count; Minnesota starts on the first day of a month at most 60 days after (encoded as the first day of the next month).',
      source: 'https://www.revenue.state.mn.us/guide/who-needs-register — Small Seller Exception: 200 or more retail sales or more than USD 100,000 of retail sales over the prior 12-month period; https://www.salestaxinstitute.com/resources/minnesota-enacts-marketplace-and-affiliate-nexus-legislation — 12 months ending on the last day of the most recently completed calendar quarter, marketplace sales included' },
  ]),
  usState('MS', 'Mississippi', [
    { from: '2018-09-01', to: null, salesAmount: '250000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than USD 250,000 of sales in the prior 12 months, from the next sale; marketplace sales do not count.',
      source: 'https://www.salestaxinstitute.com/resources/mississippi-issues-economic-nexus-rule — Rule 35.IV.3.09 and the 2020 codification: sales exceeding USD 250,000 in any consecutive twelve-month period, gross sales, marketplace sales excluded, next transaction' },
  ]),
  usState('MO', 'Missouri', [
    { from: '2023-01-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: FOUR_CALENDAR_QUARTERS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextQuarter', verified: false,
      text: 'More than USD 100,000 of taxable sales in the 12 months ending with a calendar quarter, collecting within three months after that quarter (encoded as from the next quarter); marketplace sales count.',
      source: 'https://www.bdo.com/insights/tax/state-and-local-tax/missouri-final-state-to-enact-sales-tax-economic — S.B. 153: after each calendar quarter, gross receipts from taxable sales in the 12 months ending on the last day of the preceding quarter, collecting beginning not more than three months after; https://taxcloud.com/blog/missouri-the-final-sales-tax-state-to-adopt-economic-nexus-standards/ — includes sales through a marketplace facilitator' },
  ]),
  usState('NE', 'Nebraska', [
    { from: '2019-04-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'More than USD 100,000 of retail sales or 200 transactions in the current or prior calendar year; marketplace sales count; Nebraska starts on the first day of the second calendar month after (encoded as the first day of the next month).',
      source: 'https://revenue.nebraska.gov/businesses/sales-and-use-tax/notice-remote-sellers-and-marketplace-facilitators — LB 284: retail sales including through a multivendor marketplace platform, prior or current calendar year, first day of the second calendar month after the threshold is exceeded' },
  ]),
  usState('NV', 'Nevada', [
    { from: '2018-10-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'More than USD 100,000 of retail sales or 200 retail sales in the current or preceding calendar year; marketplace sales count; Nevada starts on the first day of the month beginning at least 30 days after (encoded as the first day of the next month).',
      source: 'https://www.salestaxinstitute.com/resources/nevada-to-enforce-economic-nexus-regulation — R189-18: retail sales, marketplace sales included, register by the first day of the calendar month that begins at least 30 days after' },
  ]),
  usState('NJ', 'New Jersey', [
    { from: '2018-11-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 100,000 of retail sales (taxable or not) or 200 transactions in the current or prior calendar year, from the next sale; marketplace sales count.',
      source: 'http://www.nj.gov/treasury/taxation/remotesellersfaq.shtml — P.L. 2018, c. 132, from 2018-11-01, current or prior calendar year, nontaxable retail sales included, sales for resale left out; https://www.salestaxinstitute.com/resources/new-jersey-enacts-economic-nexus-legislation — marketplace sales included, next transaction' },
  ]),
  usState('NM', 'New Mexico', [
    { from: '2019-07-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextYear', verified: false,
      text: 'At least USD 100,000 of taxable gross receipts in the previous calendar year, registration for the following year; sales through a collecting marketplace do not count.',
      source: 'https://www.salestaxinstitute.com/resources/new-mexico-enacts-economic-and-marketplace-nexus-legislation — HB 6: previous calendar year, taxable sales excluding marketplace sales if the provider collects, January 1 following' },
  ]),
  usState('NY', 'New York', [
    { from: '2018-06-21', to: null, salesAmount: '500000', transactionCount: 101, combine: 'both', period: NY_FOUR_QUARTERS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 500,000 of sales of tangible personal property and more than 100 sales in the immediately preceding four sales tax quarters (March–May, June–August, September–November, December–February); marketplace sales count; register within 30 days (encoded as from the next sale).',
      source: 'https://tax.ny.gov/pubs_and_bulls/publications/sales/nexus.htm — more than USD 500,000 and more than 100 sales in the immediately preceding four sales tax quarters (USD 500,000 retroactive to 2018-06-21); https://www.salestaxinstitute.com/resources/new-york-releases-guidance-on-requirements-for-remote-sellers — marketplace sales included, register within 30 days' },
  ]),
  usState('NC', 'North Carolina', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true },
    '2018-11-01', '2024-07-01',
    { text: 'More than USD 100,000 of gross sales or 200 transactions in the current or previous calendar year, from the next sale; marketplace sales count.',
      source: 'https://www.ncdor.gov/taxes-forms/sales-and-use-tax/remote-sales — gross sales over USD 100,000 or 200 transactions, previous or current calendar year, from 2018-11-01; https://publicnow.com/view/9386687B28EC227F7A655FFF9149E77AA8E0EE08 — including marketplace sales, collect immediately' },
    { text: 'More than USD 100,000 of gross sales in the current or previous calendar year (the 200-transaction test ended on 2024-07-01), from the next sale; marketplace sales count.',
      source: 'https://dhub.deloitte.com/Newsletters/Tax/2024/STM/240712_10.html — H.B. 228 and Directive SD-24-1: transaction threshold repealed 2024-07-01, gross sales including as a marketplace seller; https://regfollower.com/us-north-carolina-ends-sales-tax-threshold-for-remote-sellers' },
  )),
  usState('ND', 'North Dakota', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextMonth', verified: false },
    '2018-10-01', '2019-01-01',
    { text: 'More than USD 100,000 of taxable sales or 200 transactions in the current or previous calendar year; marketplace sales do not count; start within 60 days or at the next year, whichever is earlier (encoded as the first day of the next month).',
      source: 'https://www.salestaxinstitute.com/resources/north-dakota-enacts-economic-nexus-legislation-pending-quill-decision?utm_campaign=northdakotaeconomicnexustip&utm_medium=A2Xguestpost&utm_source=A2X — taxable sales, marketplace sales excluded, 200-transaction threshold removed for years after 2018-12-31' },
    { text: 'More than USD 100,000 of taxable sales in the current or previous calendar year; marketplace sales do not count; start within 60 days or at the next year, whichever is earlier (encoded as the first day of the next month).',
      source: 'https://casetext.com/statute/north-dakota-century-code/title-57-taxation/chapter-57-392-sales-tax/section-57-392-022-certain-sellers-located-outside-this-state-required-to-collect-and-remit-sales-taxes-criteria — N.D.C.C. 57-39.2-02.2 as amended by S.L. 2019 ch. 497 (eff. 2019-01-01; the Tax Commissioner let transaction-only sellers stop after 2019-06-30); https://sovos.com/blog/sut/did-north-dakotas-economic-nexus-change' },
  )),
  usState('OH', 'Ohio', [
    { from: '2019-08-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than USD 100,000 of retail gross receipts or 200 transactions in the current or preceding calendar year, from the next sale; marketplace sales count.',
      source: 'https://www.salestaxinstitute.com/resources/ohio-enacts-new-economic-nexus-provisions-and-marketplace-nexus-legislation — H.B. 166: current or preceding calendar year, retail sales including marketplace sales, the next day after meeting the threshold; https://cloud-prod.avlr.net/blog/en/north-america/2021/12/which-sales-count-toward-ohios-economic-nexus-threshold.html' },
  ]),
  usState('OK', 'Oklahoma', [
    { from: '2019-11-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: false, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'At least USD 100,000 of taxable sales in the preceding or current calendar year, from the first calendar month after the threshold is met; sales through a collecting marketplace do not count.',
      source: 'https://www.ok.gov/tax/Businesses/Tax_Types/Business_Sales_Tax/Sales_Tax_vs._Use_Tax.html — from 2019-11-01, at least USD 100,000 of taxable merchandise during the preceding or current calendar year; http://report.saltcpa.com/2019/06/oklahoma-state-enacts-changes-to-economic-nexus-provisions/ — excluding marketplace sales where the marketplace collects, first calendar month following' },
  ]),
  usState('PA', 'Pennsylvania', [
    { from: '2019-07-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: false,
      text: 'More than USD 100,000 of gross sales in the previous calendar year, collecting from April 1 to March 31 (encoded from January 1); marketplace sales counted (sources differ).',
      source: 'https://www.salestaxinstitute.com/resources/pennsylvania-enacts-new-economic-and-marketplace-nexus-provisions — Bulletin 2019-01 / Act 13: calendar-year test, collection periods April 1–March 31, gross sales on all channels including marketplace sales; http://news.cchgroup.com/2019/01/15/pennsylvania-adopts-economic-nexus-standard/ — marketplace sellers count direct sales only (sources differ; counted); https://www.revenue.pa.gov/TaxTypes/SUT/OnlineRetailers/Pages/default.aspx' },
  ]),
  usState('RI', 'Rhode Island', [
    { from: '2019-07-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: true,
      text: 'At least USD 100,000 of gross revenue or 200 transactions in the immediately preceding calendar year, collecting for the following year; marketplace sales count.',
      source: 'https://tax.ri.gov/tax-sections/sales-excise/remote-sellers — from 2019-07-01, gross revenue of USD 100,000 or more or 200 transactions in the preceding calendar year; http://www.salestaxinstitute.com/resources/news/rhode-island-enacts-economic-nexus-and-reporting-requirements-provisions — marketplace sales included, January 1 following' },
  ]),
  usState('SC', 'South Carolina', [
    { from: '2018-11-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'More than USD 100,000 of gross revenue (taxable, exempt and wholesale) in the previous or current calendar year; marketplace sales count; South Carolina starts on the first day of the second calendar month after (encoded as the first day of the next month).',
      source: 'https://burr.com/tax-law-insights/south-carolina-department-revenue-issues-final-guidance-remote-sellers — SC Revenue Ruling #18-14: gross revenue over USD 100,000 in the previous or current calendar year; http://report.saltcpa.com/2019/06/south-carolina-state-finalizes-economic-and-marketplace-nexus-ruling-update/ — gross sales, first day of the second calendar month after economic nexus is established; Sales Tax Institute summary: marketplace sales included' },
  ]),
  usState('SD', 'South Dakota', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true },
    '2018-11-01', '2023-07-01',
    { text: 'More than USD 100,000 of gross revenue or 200 transactions in the previous or current calendar year, from the next sale; marketplace sales count (unverified).',
      source: 'https://instalawyer.io/laws/south-dakota-codified-laws/section-10-64-2-certain-sellers — SDCL 10-64-2 (SL 2016, ch 70); https://salestaxapi.io/sales-tax-by-state — enforced from 2018-11-01' },
    { text: 'More than USD 100,000 of gross revenue in the previous or current calendar year (the 200-transaction test ended on 2023-07-01), from the next sale; marketplace sales count (unverified).',
      source: 'https://sdlegislature.gov/Session/Bill/23843/242476 — SB 30 (2023) strikes the 200-transaction criterion from SDCL 10-64-2; https://thetaxvalet.com/tax-bytes/south-dakota-eliminates-200-transaction-threshold-from-economic-nexus-requirement — effective 2023-07-01' },
  )),
  usState('TN', 'Tennessee', [
    { from: '2019-10-01', to: '2020-10-01', salesAmount: '500000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'More than USD 500,000 of retail sales (exempt sales included, resale left out) in the previous 12 months; marketplace sales count (unverified); Tennessee starts on the first day of the third month after (encoded as the first day of the next month).',
      source: 'https://revenue.support.tn.gov/hc/en-us/articles/360057677332-RS-1-Sales-Threshold-for-Out-of-State-Dealers — USD 500,000 from 2019-10-01 to 2020-09-30; https://regulations.justia.com/states/tennessee/title-1320/subtitle-1320-05/chapter-1320-05-01/section-1320-05-01-129 — Rule 1320-05-01-.129: previous twelve-month period, first day of the third calendar month following' },
    { from: '2020-10-01', to: null, salesAmount: '100000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'retail', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'USD 100,000 of retail sales (exempt sales included, resale left out) in the previous 12 months; marketplace sales count (unverified); Tennessee starts on the first day of the third month after (encoded as the first day of the next month).',
      source: 'https://revenue.support.tn.gov/hc/en-us/articles/360057680592-RS-3-How-to-Apply-Sales-Threshold — USD 100,000 from 2020-10-01, all retail sales in the previous 12 months, taxable or exempt, excluding sales for resale; Tenn. Code Ann. 67-6-524' },
  ]),
  usState('TX', 'Texas', [
    { from: '2019-10-01', to: null, salesAmount: '500000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: false,
      text: 'USD 500,000 of total Texas revenue (taxable, nontaxable and exempt) in the preceding 12 calendar months; marketplace sales count; Texas starts on the first day of the fourth month after (encoded as the first day of the next month).',
      source: 'https://www.salestaxinstitute.com/?p=14132 — 34 TAC 3.286: preceding twelve calendar months, gross revenue, marketplace sales included, first day of the fourth month after the month the safe harbor is exceeded; https://rsmus.com/insights/services/business-tax/texas-revises-remote-seller-nexus-rules-post-wayfair.html' },
  ]),
  usState('UT', 'Utah', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false },
    '2019-01-01', '2025-07-01',
    { text: 'More than USD 100,000 of gross revenue or 200 transactions in the previous or current calendar year; marketplace sales count (unverified); Utah gives no start date (encoded as from the next sale).',
      source: 'https://tax.utah.gov/sales/remote-sellers — SB 2001: previous or current calendar year, gross revenue over USD 100,000 or 200 transactions, from 2019-01-01; https://sovos.com/blog/sut/changes-in-the-utah-economic-nexus-sales-tax — Utah has not published when to register' },
    { text: 'More than USD 100,000 of gross revenue in the previous or current calendar year (the 200-transaction test ended on 2025-07-01); marketplace sales count (unverified); Utah gives no start date (encoded as from the next sale).',
      source: 'https://www.salestaxinstitute.com/resources/utah-economic-nexus-threshold-removed — S.B. 47 removes the 200-transaction threshold effective 2025-07-01; https://dhub.deloitte.com/Newsletters/Tax/2025/STM/250328_13.html' },
  )),
  usState('VT', 'Vermont', [
    { from: '2018-07-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true,
      text: 'At least USD 100,000 of sales or 200 transactions in the preceding 12 months, from the first day of the following month; marketplace sales count.',
      source: 'http://tax.vermont.gov/node/7078 — 32 V.S.A. 9701(9)(F): at least USD 100,000 or 200 transactions during the 12-month period preceding the monthly period; https://sovos.com/blog/sut/changes-in-the-vermont-sales-tax-nexus — reviewed each quarter, collect from the first day of the following month; http://www.salestaxinstitute.com/resources/news/vermont-enacts-notice-reporting-requirements-and-economic-nexus-legislation — gross sales, marketplace sales included' },
  ]),
  usState('VA', 'Virginia', [
    { from: '2019-07-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'retail', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 100,000 of retail sales or 200 retail transactions in the previous or current calendar year, from the next sale; marketplace sales do not count.',
      source: 'https://tax.virginia.gov/remote-sellers-marketplace-facilitators-economic-nexus — more than USD 100,000 of gross retail sales or 200 transactions; https://www.salestaxinstitute.com/resources/virginia-enacts-economic-nexus-provisions-for-remote-sellers — S.B. 1083: previous or current calendar year, retail sales, marketplace sales excluded, next transaction' },
  ]),
  usState('WA', 'Washington', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', verified: true },
    '2018-10-01', '2019-03-14',
    { text: 'More than USD 100,000 of gross receipts or 200 transactions in the current or prior calendar year; marketplace sales count; Washington starts on the first day of the month beginning at least 30 days after (encoded as the first day of the next month).',
      source: 'https://codes.findlaw.com/wa/title-82-excise-taxes/wa-rev-code-82-08-052/ — RCW 82.08.052: 200 separate transactions threshold, relieved from 2019-03-14' },
    { text: 'More than USD 100,000 of gross receipts (exempt and marketplace sales included) in the current or prior calendar year; Washington starts on the first day of the month beginning at least 30 days after (encoded as the first day of the next month).',
      source: 'https://dor.wa.gov/taxes-rates/retail-sales-tax/marketplace-fairness-leveling-playing-field/remote-sellers — more than USD 100,000 of combined gross receipts in the current or prior year, including sales through a facilitator and exempt sales, collect from the first day of the month that starts at least 30 days after' },
  )),
  usState('WV', 'West Virginia', [
    { from: '2019-01-01', to: null, salesAmount: '100000', transactionCount: 200, combine: 'either', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than USD 100,000 of gross sales or 200 transactions in the current or preceding calendar year, on sales after the date a threshold is met; marketplace sales count.',
      source: 'https://tax.wv.gov/Business/SalesAndUseTax/ECommerce/RemoteSellers/Pages/RemoteSellersAndWestVirginiaTax.aspx — Administrative Notice 2018-18: from 2019-01-01, collect on sales made after the date either threshold is met; https://www.salestaxinstitute.com/resources/west-virginia-creates-economic-nexus-provisions — gross sales, marketplace sales included' },
  ]),
  usState('WI', 'Wisconsin', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true },
    '2018-10-01', '2021-02-20',
    { text: 'More than USD 100,000 of gross sales or 200 transactions in the previous or current year, from the next sale; marketplace sales count.',
      source: 'https://www.revenue.wi.gov/Pages/TaxPro/2018/Registration-and-Collection-Dates-for-Remote-Sellers.aspx — from 2018-10-01, USD 100,000 or 200 transactions in the previous or current (federal taxable) year; https://www.salestaxinstitute.com/resources/wisconsin-requires-remote-sellers-to-collect-sales-tax — gross sales, marketplace sales included, next transaction' },
    { text: 'More than USD 100,000 of gross sales in the previous or current calendar year (the 200-transaction test ended on 2021-02-20), from the next sale; marketplace sales count.',
      source: 'https://www.revenue.wi.gov/Pages/TaxPro/2018/Registration-and-Collection-Dates-for-Remote-Sellers.aspx — 2021 Wis. Act 1: 200-transaction threshold eliminated and calendar year required from 2021-02-20' },
  )),
  usState('WY', 'Wyoming', droppedCount(
    { salesAmount: '100000', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', verified: true },
    '2019-02-01', '2024-07-01',
    { text: 'More than USD 100,000 of gross revenue (taxable, exempt and wholesale) or 200 transactions in the current or preceding calendar year, from the next sale; marketplace sales do not count.',
      source: 'http://www.salestaxinstitute.com/resources/news/wyoming-enacts-economic-nexus-legislation — W.S. 39-15-501, enforced from 2019-02-01, gross sales, marketplace sales excluded, next transaction; http://news.cchgroup.com/2018/11/02/wyoming-updates-remote-seller-nexus-guidelines/' },
    { text: 'More than USD 100,000 of gross revenue in the current or preceding calendar year (the 200-transaction test ended on 2024-07-01), from the next sale; marketplace sales do not count.',
      source: 'https://library.partnertax.ai/us-wy/stat/39-15-501 — W.S. 39-15-501(a)(ii) repealed by Laws 2024, ch. 67; https://www1.avalara.com/blog/en/north-america/2024/03/indiana-wyoming-drop-remote-seller-transaction-threshold.html — effective 2024-07-01' },
  )),
];

// ---------------------------------------------------------------------------------------------
// Canada
// ---------------------------------------------------------------------------------------------

function caRule(rule: Omit<ThresholdRule, 'currency' | 'scope' | 'sellers'>): ThresholdRule {
  return { ...rule, currency: 'CAD', scope: 'jurisdiction', sellers: 'all' };
}

const CANADA: ThresholdJurisdiction[] = [
  {
    jurisId: 'ca-federal',
    name: 'Canada (GST/HST)',
    // HST provinces register federally: their sales count toward the one federal threshold.
    members: ['ca-federal', 'ca-ON', 'ca-NS', 'ca-NB', 'ca-NL', 'ca-PE'],
    countries: ['CA'],
    rules: [caRule({ from: '2021-07-01', to: null, salesAmount: '30000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than CAD 30,000 of taxable digital products and services to Canadian consumers (GST and HST provinces together) in any 12 months requires simplified GST/HST registration; marketplace sales count (unverified).',
      source: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/digital-economy-gsthst/find-out-need-register/cross-border-threshold-amounts.html — CRA: CAD 30,000 over any 12-month period beginning on or after 2021-07-01 (src/tax/data/canada.ts)' })],
  },
  {
    jurisId: 'ca-BC',
    name: 'British Columbia',
    countries: ['CA'],
    rules: [caRule({ from: '2021-04-01', to: null, salesAmount: '10000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than CAD 10,000 of gross revenue from software and telecommunication services to B.C. customers in the previous 12 months requires PST registration; marketplace sales count (unverified).',
      source: 'https://www2.gov.bc.ca/assets/gov/taxes/sales-taxes/publications/pst-001-registering-to-collect-pst.pdf — BC Bulletin PST 001: gross revenue over CAD 10,000 in the previous 12 months (or expected in the next 12), from 2021-04-01 (src/tax/data/canada.ts)' })],
  },
  {
    jurisId: 'ca-QC',
    name: 'Quebec',
    countries: ['CA'],
    rules: [caRule({ from: null, to: null, salesAmount: '30000', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than CAD 30,000 of taxable supplies to specified Québec consumers in a 12-month period requires QST registration under the specified system; marketplace sales count (unverified).',
      source: 'https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/special-cases-gsthst-and-qst/suppliers-outside-quebec/qst-registration-for-suppliers-outside-quebec/registration-under-the-specified-system-suppliers-outside-canada-who-are-not-registered-under-the-general-gsthst-system/ — Revenu Québec (src/tax/data/canada.ts)' })],
  },
  {
    jurisId: 'ca-SK',
    name: 'Saskatchewan',
    countries: ['CA'],
    rules: [caRule({ from: null, to: null, salesAmount: '0', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'No registration threshold was found for out-of-province sellers: a PST vendor licence is needed from the first taxable sale in Saskatchewan.',
      source: 'https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax — no threshold found for out-of-province sellers (src/tax/data/canada.ts)' })],
  },
  {
    jurisId: 'ca-MB',
    name: 'Manitoba',
    countries: ['CA'],
    rules: [caRule({ from: null, to: null, salesAmount: '0', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'Registration for Manitoba RST from the first taxable sale (the CAD 10,000 small-business exception is not confirmed to apply to non-resident sellers).',
      source: 'https://www.gov.mb.ca/finance/taxation/bulletins.html — RST Bulletin No. 004, Information for Vendors (src/tax/data/canada.ts)' })],
  },
];

// ---------------------------------------------------------------------------------------------
// European Union: One-Stop Shop
// ---------------------------------------------------------------------------------------------

/** The EU member states as international.ts names them (Greece is eu-GR; its VAT prefix is EL). */
const EU_MEMBERS: [jurisId: string, country: string][] = [
  ['eu-AT', 'AT'], ['eu-BE', 'BE'], ['eu-BG', 'BG'], ['eu-HR', 'HR'], ['eu-CY', 'CY'], ['eu-CZ', 'CZ'], ['eu-DK', 'DK'],
  ['eu-EE', 'EE'], ['eu-FI', 'FI'], ['eu-FR', 'FR'], ['eu-DE', 'DE'], ['eu-GR', 'GR'], ['eu-HU', 'HU'], ['eu-IE', 'IE'],
  ['eu-IT', 'IT'], ['eu-LV', 'LV'], ['eu-LT', 'LT'], ['eu-LU', 'LU'], ['eu-MT', 'MT'], ['eu-NL', 'NL'], ['eu-PL', 'PL'],
  ['eu-PT', 'PT'], ['eu-RO', 'RO'], ['eu-SK', 'SK'], ['eu-SI', 'SI'], ['eu-ES', 'ES'], ['eu-SE', 'SE'],
];

const EU_SOURCE = 'https://newcraft.dev/vat-rates-eu-countries — src/tax/data/international.ts (non-EU sellers: from the first B2C sale, non-Union OSS); https://mindlink.lv/useful/vat-rates-in-eu — shared/reference/tax/international.json euRules.ossThreshold';

const EU: ThresholdJurisdiction = {
  jurisId: 'eu-oss',
  name: 'European Union (One-Stop Shop)',
  members: EU_MEMBERS.map(([id]) => id),
  countries: EU_MEMBERS.map(([, country]) => country),
  rules: [
    { from: '2019-01-01', to: null, salesAmount: '10000', currency: 'EUR', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', scope: 'jurisdiction',
      // Electronic services sold through an interface that is the deemed supplier are the platform's supplies, not the seller's.
      includesMarketplaceSales: false, obligationBegins: 'nextTransaction', sellers: 'establishedInside', verified: false,
      text: 'Sellers established in one EU member state charge destination VAT once their cross-border B2C electronic services (and distance sales of goods) to other member states exceed EUR 10,000 in the current or previous calendar year, union-wide; sales to their own member state do not count.',
      source: `${EU_SOURCE}; https://www.easytax.co/en/tax-mag/info/eu-new-vat-rates-from-2026-what-business-need-to-know — EUR 10,000 per calendar year (current or previous), EU-wide, for services since 2019-01-01 (Directive 2017/2455)` },
    { from: null, to: null, salesAmount: '0', currency: 'EUR', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', scope: 'jurisdiction',
      includesMarketplaceSales: false, obligationBegins: 'nextTransaction', sellers: 'establishedOutside', verified: false,
      text: 'Sellers established outside the EU charge destination VAT from their first B2C sale in any member state, normally through the non-Union One-Stop Shop.',
      source: EU_SOURCE },
  ],
};

// ---------------------------------------------------------------------------------------------
// Other countries (jurisdiction ids of international.ts)
// ---------------------------------------------------------------------------------------------

function abroad(jurisId: string, name: string, country: string, rules: Omit<ThresholdRule, 'scope' | 'sellers'>[]): ThresholdJurisdiction {
  return { jurisId, name, countries: [country], rules: rules.map((r) => ({ ...r, scope: 'jurisdiction', sellers: 'all' })) };
}

const OTHER_COUNTRIES: ThresholdJurisdiction[] = [
  {
    jurisId: 'gb-vat',
    name: 'United Kingdom',
    countries: ['GB'],
    rules: [
      { from: null, to: null, salesAmount: '0', currency: 'GBP', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', scope: 'jurisdiction', includesMarketplaceSales: false, obligationBegins: 'nextTransaction', sellers: 'establishedOutside', verified: false,
        text: 'Sellers not established in the UK (non-established taxable persons) register from their first B2C sale of digital services to UK consumers; there is no threshold.',
        source: 'https://www.caponeshop.it/en/tax-rules — src/tax/data/international.ts and shared/reference/tax/international.json (NETP zero threshold from general knowledge; partial)' },
      { from: '2017-04-01', to: '2024-04-01', salesAmount: '85000', currency: 'GBP', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', scope: 'jurisdiction', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', sellers: 'establishedInside', verified: false,
        text: 'UK-established businesses register once VAT-taxable turnover exceeds GBP 85,000 in the last 12 months (registration effective from the first day of the second month after, encoded as the first day of the next month); the 30-day forward look is not modelled.',
        source: 'https://www.gov.uk/register-for-vat — VAT registration threshold GBP 85,000 until 2024-03-31 (not re-checked in this research)' },
      { from: '2024-04-01', to: null, salesAmount: '90000', currency: 'GBP', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', scope: 'jurisdiction', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextMonth', sellers: 'establishedInside', verified: false,
        text: 'UK-established businesses register once VAT-taxable turnover exceeds GBP 90,000 in the last 12 months (registration effective from the first day of the second month after, encoded as the first day of the next month); the 30-day forward look is not modelled.',
        source: 'https://www.gov.uk/register-for-vat — VAT registration threshold GBP 90,000 from 2024-04-01; shared/reference/tax/international.json: the GBP 90,000 threshold applies only to UK-established businesses' },
    ],
  },
  {
    jurisId: 'ch-vat',
    name: 'Switzerland',
    countries: ['CH'],
    rules: [
      { from: '2018-01-01', to: null, salesAmount: '100000', currency: 'CHF', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', scope: 'worldwide', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', sellers: 'all', verified: false,
        text: 'A foreign provider of electronic services to non-registered Swiss customers registers once its WORLDWIDE turnover reaches CHF 100,000 in a year, liable from the start of the following year (all of the seller\'s sales count).',
        source: 'https://blog.mattig.swiss/Home/Article/6339 — worldwide turnover of CHF 100,000, rule since 2018 (src/tax/data/international.ts); https://www.grant-thornton.ch/en/insights/mandatory-vat-registration_e/ — shared/reference/tax/international.json; start of liability after the business year in which the limit is reached (VAT Act art. 14(3), general knowledge)' },
    ],
  },
  abroad('no-vat', 'Norway', 'NO', [
    { from: null, to: null, salesAmount: '50000', currency: 'NOK', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: true,
      text: 'More than NOK 50,000 of B2C sales of electronic services to Norway within 12 months requires VOEC registration, from the sale that exceeds it; marketplace sales count (unverified).',
      source: 'https://www.skatteetaten.no/en/business-and-organisation/vat-and-duties/vat/foreign/e-commerce-voec/electronic-services/legal-information/who-can-use-the-simplified-system/ — Skatteetaten (src/tax/data/international.ts)' },
  ]),
  abroad('is-vat', 'Iceland', 'IS', [
    { from: null, to: null, salesAmount: '2000000', currency: 'ISK', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than ISK 2,000,000 of B2C electronic services to Iceland in 12 months requires simplified registration; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://www.avalara.com/us/en/vatlive/country-guides/europe/iceland/icelandic-vat-electronic-services.html — per 12 months (src/tax/data/international.ts); https://vatcalc.com/iceland/iceland-vat-on-digital-services-by-non-residents' },
  ]),
  abroad('au-gst', 'Australia', 'AU', [
    { from: '2017-07-01', to: null, salesAmount: '75000', currency: 'AUD', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'AUD 75,000 of GST turnover from sales to Australian consumers in 12 months (sales to GST-registered businesses left out); marketplace sales count (unverified); start date not confirmed.',
      source: 'https://www.lawsociety.org.nz/news/newsroom/gst-on-imports-of-services-into-australia-from-1-july/ — per 12 months of sales to Australian consumers since 2017-07-01 (src/tax/data/international.ts); https://tax.thomsonreuters.com/blog/onesource/vat-gst-management/australia-and-new-zealand-expand-gst/' },
  ]),
  abroad('nz-gst', 'New Zealand', 'NZ', [
    { from: null, to: null, salesAmount: '60000', currency: 'NZD', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than NZD 60,000 of remote services to New Zealand residents in 12 months (past or next) requires GST registration; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://vatcalc.com/?p=5811 — 12 months past or next (src/tax/data/international.ts); https://michaelamerz.org/tag/e-services' },
  ]),
  abroad('jp-jct', 'Japan', 'JP', [
    { from: null, to: null, salesAmount: '10000000', currency: 'JPY', transactionCount: null, combine: 'salesOnly', period: { kind: 'year', startMonth: 1, measured: 'twoYearsPrior' }, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: false,
      text: 'More than JPY 10,000,000 of taxable sales in the base period (the year two years before) makes the seller liable for JCT for the year; the specified-period test and the capital test are not modelled; marketplace sales count (unverified).',
      source: 'http://www.mof.go.jp/english/tax_policy/tax_reform/fy2015/tax2015ct.htm — taxable sales in the base period, two years prior (src/tax/data/international.ts); https://www.avalara.com/vatlive/en/country-guides/asia/japan/japanese-consumption-tax-electronic-services.html' },
  ]),
  abroad('sg-gst', 'Singapore', 'SG', [
    { from: '2020-01-01', to: null, salesAmount: '100000', currency: 'SGD', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than SGD 100,000 of B2C remote services to Singapore in 12 months, AND more than SGD 1,000,000 of global turnover, which Levy cannot see, so only the local test is checked; marketplace sales count (unverified).',
      source: 'https://www.crowe.com/sg/insights/overseas-vendor-registration-regime---faqs — Overseas Vendor Registration: both tests over 12 months (shared/reference/tax/international.json); https://premiatnc.com/singapore/gst-f1-application-for-gst-registration/' },
  ]),
  abroad('za-vat', 'South Africa', 'ZA', [
    { from: '2014-06-01', to: '2019-04-01', salesAmount: '50000', currency: 'ZAR', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than ZAR 50,000 of electronic services to South African recipients in 12 months; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://taxnews.ey.com/news/2025-0709-south-africa-publishes-amendments-excluding-certain-business-to-business-transactions-from-scope-of-electronic-services-for-vat-purposes — threshold raised from ZAR 50,000 on 2019-04-01 (src/tax/data/international.ts); the electronic-services regime dates from 2014-06-01 (general knowledge)' },
    { from: '2019-04-01', to: null, salesAmount: '1000000', currency: 'ZAR', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than ZAR 1,000,000 of electronic services to South African recipients in 12 months (business and consumer supplies both count for a seller not selling solely to VAT vendors); marketplace sales count (unverified); start date not confirmed.',
      source: 'https://taxnews.ey.com/news/2025-0709-south-africa-publishes-amendments-excluding-certain-business-to-business-transactions-from-scope-of-electronic-services-for-vat-purposes — ZAR 1,000,000 per 12 months; from 2025-04-01 supplies solely to VAT vendors are out of scope (src/tax/data/international.ts)' },
  ]),
  abroad('ua-vat', 'Ukraine', 'UA', [
    { from: '2022-01-01', to: null, salesAmount: '1000000', currency: 'UAH', transactionCount: null, combine: 'salesOnly', period: PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'firstDayOfNextYear', verified: true,
      text: 'More than UAH 1,000,000 of electronic services to individuals in Ukraine in the previous calendar year requires registration (by March 31 of the next year, encoded from January 1); marketplace sales count (unverified).',
      source: 'https://oldvin.tax.gov.ua/en/events/30482.html — State Tax Service of Ukraine: previous calendar year over UAH 1 million, mandatory registration by 31 March (src/tax/data/international.ts)' },
  ]),
  abroad('my-sst', 'Malaysia', 'MY', [
    { from: '2020-01-01', to: null, salesAmount: '500000', currency: 'MYR', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than MYR 500,000 of digital services to consumers in Malaysia over 12 months requires service tax registration; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://rdslawpartners.com/post/guide-on-digital-services-provided-by-foreign-services-providers — RMCD guide (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('th-vat', 'Thailand', 'TH', [
    { from: '2021-09-01', to: null, salesAmount: '1800000', currency: 'THB', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than THB 1,800,000 a year of e-services income from non-VAT-registered customers in Thailand requires pay-only registration; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://www.lexology.com/library/detail.aspx?g=044724c1-ef88-4786-8303-01557827e958 — THB 1.8 million a year (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('id-vat', 'Indonesia', 'ID', [
    { from: '2020-07-01', to: null, salesAmount: '600000000', currency: 'IDR', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than IDR 600,000,000 a year of transactions with Indonesian buyers (the monthly IDR 50,000,000 test and the traffic tests are not modelled) leads to appointment as a VAT collector; marketplace sales count (unverified).',
      source: 'https://www.pajak.go.id/id/peraturan/batasan-kriteria-tertentu-pihak-lain-serta-penunjukan-pihak-lain-pemungutan-penyetoran — PER-12/PJ/2025 (src/tax/data/international.ts); https://muc.co.id/en/article/vat-on-digital-goods-and-services-regulation-revised-monthly-reporting-now-mandatory' },
  ]),
  abroad('ph-vat', 'Philippines', 'PH', [
    { from: '2025-06-02', to: null, salesAmount: '3000000', currency: 'PHP', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than PHP 3,000,000 of B2C digital services in 12 months makes a nonresident digital service provider charge VAT (every provider must still register under RMC 47-2025); marketplace sales count (unverified).',
      source: 'https://kpmg.com/ph/en/home/insights/2025/05/special-intax-may-2025-issue-1-volume-1.html — RMC 47-2025 (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('tw-vat', 'Taiwan', 'TW', [
    { from: '2017-05-01', to: null, salesAmount: '480000', currency: 'TWD', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than TWD 480,000 a year of electronic services to individuals in Taiwan requires tax registration; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://www.mof.gov.tw/Eng/singlehtml/f48d641f159a4866b1d31c0916fbcc71?cntId=edot85660 — Ministry of Finance: annual sales to domestic individuals over NT$480,000 (src/tax/data/international.ts)' },
  ]),
  abroad('ng-vat', 'Nigeria', 'NG', [
    { from: '2022-01-01', to: null, salesAmount: '25000', currency: 'USD', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'USD 25,000 or more of supplies to Nigeria (business and consumer) in any 12 consecutive months requires registration; marketplace sales count (unverified); start date not confirmed.',
      source: 'https://www.diacrongroup.com/en/tax-news/nigeria-revenue-service-issues-new-guidelines-on-simplified-compliance-regime-for-vat-for-non-resident-suppliers/ — FIRS Information Circular 2021/19 (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('eg-vat', 'Egypt', 'EG', [
    { from: '2023-06-22', to: null, salesAmount: '500000', currency: 'EGP', transactionCount: null, combine: 'salesOnly', period: ROLLING_12_MONTHS, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than EGP 500,000 of digital services in any 12 months requires registration (professional and consultancy services from the first sale, not modelled); marketplace sales count (unverified).',
      source: 'https://taxspoc.com/articles/egypt-enhanced-vat-compliance-measures-for-digital-services — EGP 500,000 (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('gh-vat', 'Ghana', 'GH', [
    { from: '2022-04-01', to: null, salesAmount: '200000', currency: 'GHS', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'taxable', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than GHS 200,000 a year of electronic services for use in Ghana requires registration on the non-resident portal (whether the VAT Act 2025 changed it is not confirmed); marketplace sales count (unverified).',
      source: 'https://www.deloitte.com/gh/en/services/tax/services/non-resident-e-service-suppliers-to-register-for-vat.html — GHS 200,000 annual sales (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('ug-vat', 'Uganda', 'UG', [
    { from: '2022-07-01', to: null, salesAmount: '150000000', currency: 'UGX', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than UGX 150,000,000 a year (the general threshold; the quarterly test is not modelled) requires VAT registration; marketplace sales count (unverified).',
      source: 'https://www.pwc.co.za/en/publications/vat-in-africa-ess/uganda-overview.html — registration subject to the general threshold (secondary; src/tax/data/international.ts)' },
  ]),
  abroad('bs-vat', 'Bahamas', 'BS', [
    { from: null, to: null, salesAmount: '100000', currency: 'BSD', transactionCount: null, combine: 'salesOnly', period: CURRENT_OR_PREVIOUS_YEAR, basis: 'gross', includesMarketplaceSales: true, obligationBegins: 'nextTransaction', verified: false,
      text: 'More than BSD 100,000 of annual turnover requires VAT registration (some advisers read the rules as from the first sale); marketplace sales count (unverified).',
      source: 'https://vatcalc.com/bahamas/bahamas-vat-on-foreign-digital-services — BSD 100,000 (secondary; src/tax/data/international.ts)' },
  ]),
];

export const THRESHOLD_JURISDICTIONS: ThresholdJurisdiction[] = [...US, ...CANADA, EU, ...OTHER_COUNTRIES];
