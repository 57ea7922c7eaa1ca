// WA: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Seattle, Tacoma and Spokane are in us-local.ts. Washington's local rates differ city by city and
// between the incorporated and unincorporated parts of a USPS city name (Vancouver, Kent, Renton,
// Olympia, Spokane Valley), so only places whose rate could be sourced are here; elsewhere the
// Washington DOR ZIP+4 import places addresses exactly. Each entry is one combined jurisdiction (the
// local share beside the state's 6.5%), as WA DOR's location codes give it; Levy has no Washington
// county file (us-counties/wa.ts is null), so nothing here repeats a county-level tax.
// SaaS and digital goods: a Washington city's sales and use tax is imposed "upon every taxable event,
// as defined in RCW 82.14.020" and collected from those from whom the state's sales or use tax is
// collected (chapters 82.08 and 82.12 RCW; e.g. Spokane Valley Municipal Code 3.05.010,
// https://codepublishing.com/WA/SpokaneValley/html/SpokaneValley03/SpokaneValley0305.html, and
// Olympia Municipal Code 3.50.010), so local taxes follow the state's base, digital automated
// services and digital goods included; no source found gives a city here a base of its own.
//
// Placing: USPS "Bellevue" ZIP codes (98004-98008) are all in King County; a few parcels of
// unincorporated King County inside them are answered with Bellevue's rate. USPS "Kent" 98042 also
// serves the City of Covington and unincorporated King County (and Kent's parts outside the Sound
// Transit district have a lower rate, 9.0% in 2026, not told apart here). The City of Spokane Valley
// has no USPS city name of its own for most of it: 99206, 99212 and 99216 are named "Spokane" and get
// the City of Spokane's entry from us-local.ts (0.1 point more than Spokane Valley in 2026; that entry
// is not this file's to change); "Veradale" (99037) and "Greenacres" (99016) lie mostly in Spokane
// Valley but also reach unincorporated Spokane County, and "Spokane Valley" itself is used where an
// address gives it with a ZIP code the table lacks (post office boxes) or none.
//
// Left out (checked 2026-11-25):
// - Vancouver: no source states its combined rate for any date since 2023. Known: Clark County's 0.1%
//   public safety tax from 2023-01-01 (https://content.govdelivery.com/accounts/WADOR/bulletins/33abe57
//   — WA DOR, "Quarter 1, 2023 Update -- Sales Tax Rate Tools"); Vancouver 8.4% on the Clark County
//   Auditor's undated vehicle page (http://www.co.clark.wa.us/auditor/auto/feesandtaxes.html). Whether
//   Vancouver or Clark County adopted the 0.1% of HB 2015 (2025) for 2026 was not found.
// - Everett: 9.8% from 2019-04-01 (https://q13fox.com/2019/04/01/local-sales-taxes-going-up-in-several-washington-cities-counties/
//   — Q13 Fox, citing WA DOR; 8.4% outside the Sound Transit district) and 9.9% in 2024
//   (https://zamp.com/resources/everett-washington-sales-tax/ — Zamp, secondary), nothing for 2025-2026;
//   the city council weighed a public safety sales tax at its 2026-01-31 retreat
//   (https://lfportal.everettwa.gov/WebLink/0/doc/2068400/Page2.aspx), outcome not found. Its ZIP
//   codes 98204 and 98208 also reach unincorporated Snohomish County.
// - Olympia (the capital): 9.5% before 2024 (https://news.yahoo.com/olympia-council-consider-increasing-sales-120000537.html
//   — The Olympian: a 0.1% rise "to 9.6%"), the city's 0.1% transportation tax collected from April
//   2024 (https://olympia.legistar.com/LegislationDetail.aspx?FullText=1&GUID=02939ED5-01B4-4E87-9AB3-01EFE8F1C3DF&ID=6891256),
//   Thurston County's 0.2% public safety tax approved 2023-11-07 (start date not found) and the
//   city's HB 2015 0.1% for 2026-04-01 if adopted after 2025-10-18
//   (https://olympia.legistar.com/LegislationDetail.aspx?FullText=1&GUID=2D32D7BA-D464-412B-9B39-EAC0DCF29E92&ID=7514756,
//   second reading 2025-11-18): likely 9.9% on 2026-11-01, but no source states Olympia's combined
//   rate after 2023, so it is not guessed.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const BELLEVUE =
  'https://kingcounty.gov/en/legacy/independent/forecasting/king-county-finance/king-county-sales-tax — King County, "King County Sales Tax": as of 2024-04-01 the retail sales tax in most cities of King County increased to 10.2% (6.5% state; the rest Sound Transit, Metro transit, criminal justice, mental health, housing and the cities), lower outside the RTA zone, higher in some cities; https://content.govdelivery.com/accounts/WADOR/bulletins/38e09b2 — WA DOR, "Quarter 2, 2024 Update -- Sales Tax Rate Tools": from 2024-04-01 the tax within King County increases by 0.1% for cultural access programs (0.2% in Issaquah and Renton), so 10.1% before; https://www.taxusign.com/single-post/washington-state-s-new-sales-tax-rates-what-businesses-need-to-know (secondary, citing WA DOR\'s local sales & use tax rate table for 2026 Q1) — Bellevue 10.3% (Bellevue non-RTA 8.9%) from 2026-01-01. Local share = combined - 6.5%. Authority: WA DOR, "Local sales & use tax rates" (https://dor.wa.gov/taxes-rates/sales-use-tax-rates/local-sales-use-tax); the flyers of 2026 Q2 to Q4 were not read.';

const KENT =
  'https://www.kentreporter.com/news/kent-city-council-eyes-option-to-raise-sales-tax-to-pay-for-more-police/ — Kent Reporter, "Kent City Council eyes option to raise sales tax to pay for more police" (December 2023): a 0.3% rise "would bump Kent\'s tax rate to 10.4% from 10.1%" (it did not pass the Legislature), so 10.1% before 2024-04-01; https://content.govdelivery.com/accounts/WADOR/bulletins/38e09b2 — WA DOR, "Quarter 2, 2024 Update -- Sales Tax Rate Tools": from 2024-04-01 the tax within King County increases by 0.1% for cultural access programs (0.2% only in Issaquah and Renton), so 10.2%; https://dor.wa.gov/taxes-rates/sales-use-tax-rates/local-sales-use-tax/local-sales-use-tax-rate-table?page=4 — WA DOR, "Local sales & use tax rate table", Quarter 4 2025: no rate changes that quarter; from 2026-01-01 two 0.1% criminal justice taxes under Laws of 2025 ch. 350 § 201 (HB 2015): King County\'s "Safe and Stable Communities" tax (https://mkcclegisearch.kingcounty.gov/LegislationDetail.aspx?FullText=1&GUID=3F6DEAFB-3C24-472A-B456-0CA8C97157C9&ID=7427467 — King County, Ordinance 2025-0169; adopted 8-1 on 2025-07-22, collected from 2026-01-01, https://citizenportal.ai/articles/6150670/King-County/Washington/King-County-Council-approves-01-sales-tax-for-criminal-justice-and-public-safety-services) and the City of Kent\'s (https://citizenportal.ai/articles/5981527/Kent/King-County/Washington/Kent-Council-unanimously-adopts-01-sales-tax-to-fund-additional-police-and-criminaljustice-positions — Kent City Council, Ordinance No. 4522, adopted 7-0 on 2025-09-16 to take effect 2026-01-01; https://www.kentreporter.com/news/kent-city-council-considers-sales-tax-hike-to-hire-more-police/ — Kent Reporter: 2026-01-01 the earliest start under DOR\'s rules); https://www.taxusign.com/single-post/washington-state-s-new-sales-tax-rates-what-businesses-need-to-know (secondary, citing WA DOR\'s local sales & use tax rate table for 2026 Q1) — Kent 10.4% (Kent non-RTA 9.0%) from 2026-01-01. Local share = combined - 6.5%. Authority: WA DOR, "Local sales & use tax rates" (https://dor.wa.gov/taxes-rates/sales-use-tax-rates/local-sales-use-tax); the flyers of 2026 Q2 to Q4 were not read.';
const SPOKANE_VALLEY =
  'https://www.spokanevalleywa.gov/191/Spokane-Valley-Tax-Rates — City of Spokane Valley, "Spokane Valley Tax Rates": the retail sales tax within the city is 8.9% effective 2019-04-01 (state 6.5%; City of Spokane Valley 0.85%, Spokane County 0.15%, criminal justice, Spokane Public Facilities District, juvenile jail, mental health, law enforcement communications and public safety 0.10% each, Spokane Transit Authority 0.80%), location code 3213, local rate 2.4%; https://www.spokanevalleywa.gov/CivicAlerts.asp?AID=527&ARC=1289 — City of Spokane Valley, "Where Does the City\'s General Fund Come From?" (2025 budget): still 8.9% (Spokane County\'s 0.2% Measure 1 of 2023 failed, https://www.spokesman.com/stories/2023/nov/07/spokane-county-voters-overwhelmingly-reject-sales-/ — The Spokesman-Review, 2023-11-07; its 0.1% juvenile detention tax was renewed from 2026-01-01 without change, https://ballotpedia.org/Spokane_County,_Washington,_Measure_1,_Sales_Tax_Measure_(November_2024)); https://www.spokanevalleywa.gov/769/2025-Public-Safety-Sales-Tax-Ballot-Meas — City of Spokane Valley, "2025 Public Safety Sales Tax Ballot Measure": the voters approved a 0.1% public safety sales tax on 2025-08-05 (RCW 82.14.450, Ordinance 25-004), bringing the total to 9% (https://www.spokesman.com/stories/2025/aug/05/sales-tax-increase-for-policing-passes-in-spokane- — The Spokesman-Review, 2025-08-05) from 2026-01-01 (https://www.headline.club/spokane-wa/article/83017/proposed-spokane-valley-sales-tax-to-boost-police-moves-a-step-closer-to-voters — "raise the total sales tax to 9% by January 1, 2026"; https://www.citizenportal.ai/articles/2502114/Spokane-Valley/Spokane-County/Washington/Spokane-Valley-Council-considers-public-safety-sales-tax-for-August-or-November-ballot — revenues from January if approved in August). History before 2019-04-01 is not carried. Local share = combined - 6.5%. Authority: WA DOR, "Local sales & use tax rates" (https://dor.wa.gov/taxes-rates/sales-use-tax-rates/local-sales-use-tax); the flyers of 2026 Q2 to Q4 were not read.';

export const WA_CITIES: UsCityData = {
  state: 'WA',
  jurisdictions: [
    local('us-WA-bellevue-local', 'Bellevue local (King County, City of Bellevue, King County Metro, Sound Transit and other districts)', 'district', [
      ['3.60', null, '2024-04-01', BELLEVUE],
      ['3.70', '2024-04-01', '2026-01-01', BELLEVUE],
      ['3.80', '2026-01-01', null, BELLEVUE],
    ]),
    local('us-WA-kent-local', 'Kent local (King County, City of Kent, King County Metro, Sound Transit and other districts)', 'district', [
      ['3.60', null, '2024-04-01', KENT],
      ['3.70', '2024-04-01', '2026-01-01', KENT],
      ['3.90', '2026-01-01', null, KENT],
    ]),
    local('us-WA-spokane-valley-local', 'Spokane Valley local (Spokane County, City of Spokane Valley, Spokane Transit Authority and other districts)', 'district', [
      ['2.40', null, '2026-01-01', SPOKANE_VALLEY],
      ['2.50', '2026-01-01', null, SPOKANE_VALLEY],
    ]),
  ],
  places: [
    { state: 'WA', names: ['Bellevue'], counties: ['53033'], jurisdictions: ['us-WA-bellevue-local'] },
    { state: 'WA', names: ['Kent'], counties: ['53033'], jurisdictions: ['us-WA-kent-local'], partlyOutside: ['98042'] },
    { state: 'WA', names: ['Spokane Valley', 'Veradale', 'Greenacres'], counties: ['53063'], jurisdictions: ['us-WA-spokane-valley-local'], partlyOutside: ['99016', '99037'] },
  ],
};
