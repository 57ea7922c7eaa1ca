// Built-in local jurisdictions: cities, counties and special districts of well-known places, with
// their rates and dates (from the research fact sheet prepared for Levy, checked 2026-11-21; see
// docs/tax-data.md).
// Local taxes follow their state's treatment of a category unless they say otherwise (Denver taxes
// SaaS; Chicago's lease transaction tax applies to SaaS only). Imported ZIP rate tables take
// precedence over these where a seller has loaded one.
import type { JurisdictionData, JurisdictionLevel, TaxabilityPeriod } from './types.ts';
import type { UsPlace } from './us-cities/types.ts';

const EXEMPT = { taxable: false } as const;
const saas = (source: string, from: string | null = null): TaxabilityPeriod[] => [
  { from, to: null, category: 'saasBusiness', treatment: { taxable: true }, source },
  { from, to: null, category: 'saasConsumer', treatment: { taxable: true }, source },
];

export type Rate = [rate: string, from: string | null, to: string | null, source: string];

/**
 * A local sales tax of a US state (the state is in the id): it follows the state's base and is
 * collected through the state's registration, unless it is self-administered (its own
 * registration, replacing the imported component of that level).
 */
export function local(id: string, name: string, level: JurisdictionLevel, rates: Rate[], options: { selfAdministered?: JurisdictionLevel; taxability?: TaxabilityPeriod[] } = {}): JurisdictionData {
  const state = `us-${id.slice(3, 5)}`;
  return {
    id,
    name,
    level,
    country: 'US',
    registrationIds: [options.selfAdministered !== undefined ? id : state],
    ...(options.selfAdministered !== undefined ? { coversImportedLevel: options.selfAdministered } : {}),
    taxes: [{ name: 'Sales tax', rates: rates.map(([rate, from, to, source]) => ({ rate, from, to, source })) }],
    taxability: options.taxability ?? [],
    inheritsFrom: state,
    defaultTreatment: EXEMPT,
  };
}

const DENVER_SAAS = 'https://www.denvergov.org/Government/Agencies-Departments-Offices/Agencies-Departments-Offices-Directory/Department-of-Finance/Our-Divisions/Treasury/Business-Tax-Information/Sales-Use-Tax — Denver taxes SaaS (home rule) although Colorado does not';

const SLC_SOURCE = "https://news.bloombergtax.com/daily-tax-report-state/utah-tax-commission-issues-bulletin-regarding-changes-to-county-option-sales-use-tax-rate-effective-july-1 — Utah Tax Commission Tax Bulletin 08-25 (county option changes of 2025-07-01); the fact sheet's local share (2.90%, 3.40% from 2025-01-01, 3.60% from 2025-07-01) less the 1.25% of us-UT-statewide-local-sales-tax, which it included (secondary source: confirm against the Tax Commission's rate chart)";

const HI_SURCHARGE = "http://tax.hawaii.gov/geninfo/countysurcharge/ — Hawaii Department of Taxation, \"County Surcharge\": counties may add up to 0.5% to the 4% general excise tax, to 2030-12-31; the maximum rate visibly passed on is 4.7120% with a 0.5% surcharge (4.1666% without).";
const HI_COUNTY = "https://www.hawaiicounty.gov/departments/finance/budget/general-excise-tax-surcharge — County of Hawaii, \"General Excise Tax Surcharge\" (Department of Taxation Announcement 2019-04).";
const MAUI = "https://www.mauicounty.us/press-release/general-excise-tax-surcharge-in-effect-for-maui-county/ — Maui County Council, \"General excise tax surcharge in effect for Maui County\" (Ordinance 5511: 0.5% from 2024-01-01 to 2030-12-31; maximum pass-on 4.712%, https://mauinow.com/2024/01/19/maui-county-surcharge-and-get-is-now-4-5-as-of-jan-1-2024).";
const UT_STATEWIDE = "Utah State Tax Commission, \"Combined Sales and Use Tax Rates\" chart (Utah Code Title 59, Chapter 12; edition of 2019-04-01, read in the copy at https://info.5y1.org/amazon-seller-revenue-calculator_5_f9afe3.html): every location carries the 1.00% local sales and use tax (LS) and the 0.25% county option (CO) beside the 4.85% state rate; https://library.partnertax.ai/us-ut/stat/59-12-1802 — Utah Code § 59-12-1802: where a county does not levy the 0.25% county option, the state levies it there (since 2008-01-01). Statewide minimum 4.85 + 1.25 = 6.10%. No history before 2008 is carried.";
const VA_STATEWIDE = "https://www.tax.virginia.gov/retail-sales-and-use-tax — Virginia Tax, \"Retail Sales and Use Tax\": the rate for most locations is 5.3% (4.3% state + 1% local); regional taxes are added in Northern Virginia, Hampton Roads, Central Virginia (0.7%) and the Historic Triangle (1% more) (the page itself was not read in a stored copy; its wording is quoted by search extracts, and by https://www.williamsburgva.gov/254/Virginia-Sales-Tax — City of Williamsburg, \"Virginia Sales Tax\", and https://www.nbc12.com/2020/09/30/sales-tax-rate-changes-central-virginia-oct/ — 4.3% state + 1% local option).";
const JUNEAU_RATE = "https://arsstc.org/business-sellers/member-jurisdictions/ — Alaska Remote Seller Sales Tax Commission, \"Member Jurisdictions\": City and Borough of Juneau, general retail 5%, remote sellers collect from 2020-05-01; https://juneau.org/onepercent — CBJ, \"One Percent Sales Tax Information\": 5% (1% permanent, 1% temporary to 2028-09-30, 3% temporary to 2027-06-30, https://news.ballotpedia.org/2021/10/11/juneau-voters-approve-sales-tax-renewal-measure/); https://juneau.org/newsroom-item/2025-regular-municipal-election-final-results-certified — the 2025 seasonal-rate proposition failed, food and utilities exempted (no Levy category). Re-check after the October 2026 vote on the 3%.";
const JUNEAU_BASE = "https://arsstc.org/buyers/ — ARSSTC, \"For Buyers\": remote sales tax applies to goods and services delivered into a member jurisdiction, electronic services at the billing address; the ARSSTC Uniform Code, as members adopt it (e.g. https://saintpaul.municipal.codes/CCO/4.30.030), presumes all sales and services taxable and construes exemptions narrowly. Juneau's own exemption list (CBJ 69.05) was not checked item by item.";

// Large cities added for issue 10 (checked 2026-11-21; every figure in force on 2026-11-01, changes
// since 2024-01-01 dated). The state's own rate is in us-state-facts.ts and is never repeated here.
const SAN_DIEGO = "https://www.kpbs.org/news/politics/2024/11/05/live-election-results-measure-e-city-of-san-diego-sales-tax — KPBS, \"Measure E: City of San Diego sales tax\": the rate in the city is 7.75% (7.25% statewide + the 0.5% countywide TransNet transportation tax, https://peer2peernews.com/feed/3664789 — San Diego Union-Tribune copy, \"County and city of San Diego sales tax measures falling short\"); Measure E (city 1%) and Measure G (county 0.5%) failed in November 2024 (https://953thebee.com/2024/11/08/san-diego-voters-appear-to-reject-sales-tax-hike-ballot-measure). A new city measure may be on the November 2026 ballot (https://www.kpbs.org/news/politics/2025/11/18/why-it-matters-3-possible-tax-measures-to-look-out-for-on-next-years-ballot): it could not take effect before 2027-04-01. Authority: CDTFA, \"California City & County Sales & Use Tax Rates\", https://www.cdtfa.ca.gov/taxes-and-fees/rates.aspx (not read in a stored copy).";
const SAN_FRANCISCO = "https://legalclarity.org/what-is-the-sales-tax-in-san-francisco-8-625 — \"What Is the Sales Tax in San Francisco? 8.625%\" (citing CDTFA, \"California City and County Sales and Use Tax Rates\"): 8.625% as of 2026-01-01, the 7.25% statewide rate + 1.375% of voter-approved district taxes (BART 0.5%, San Francisco County Transportation Authority 0.5%, San Francisco Public Financing Authority 0.25%, Caltrain's Measure RR 0.125%, https://earlyvoting.com/measures/proposition-rr-924ca86c-b063-440c-9703-76af56ffe970). The regional transit measure SB 63 (Ch. 740, Laws 2025; 1% in San Francisco) goes to the voters on 2026-11-03 and is not in force on 2026-11-01 (https://www.safeharborcpa.com/news/san-francisco-tax-preparation-cpa-ca-public-transit-revenue-measure-district-authorized-to-impose-tax). Secondary source: confirm against CDTFA's rate table.";
const SANTA_CLARA = "https://lwvcs.clubexpress.com/handlers/celinks.ashx?id=103827 — League of Women Voters, \"Temporary Santa Clara County Sales Tax Increase\": countywide 9.125% = 7.25% state + 1.75% for Caltrain and the Valley Transportation Authority + 0.125% Santa Clara County (the rate since Caltrain's 0.125% of 2021).";
const SANTA_CLARA_MEASURE_A = "https://www.ktvu.com/news/santa-clara-countys-measure-sales-tax-passes — KTVU, \"Santa Clara County's Measure A sales-tax passes\": a 0.625% general sales tax from 2026-04-01, expiring after five years (April 2031); https://ballotpedia.org/Santa_Clara_County,_California,_Measure_A,_Sales_Tax_Increase_Measure_(November_2025) — countywide 9.125% → 9.75%. Authority: CDTFA's April 2026 rate change notice (not read).";
const SAN_JOSE = "http://bayareane.ws/2dxDrTL — Mercury News, San Jose's quarter-cent sales tax (June 2016 Measure B) in effect from 2016-10-01 for 15 years; https://rishikumar.com/measurea — San José at 9.375% (county 9.125% + city 0.25%) before Measure A; with Measure A 10.0% from 2026-04-01. Authority: CDTFA, https://www.cdtfa.ca.gov/taxes-and-fees/rates.aspx (not read in a stored copy).";
const SACRAMENTO = "https://www.cityofsacramento.gov/finance/budget/sales-tax-rate — City of Sacramento, \"Sales Tax Rate\": 7.25% statewide base + 0.50% Measure A (Sacramento County transportation) + 1.00% Measure U (city) = 8.75% in the City of Sacramento (Measure U at 1% since 2019-04-01, https://www.cityofsacramento.gov/city-manager/projects-and-programs/measureu.html).";
const TX_LOCAL = "https://comptroller.texas.gov/taxes/sales/quarterly-updates/ — Texas Comptroller, \"Local Sales and Use Tax Quarterly Updates to Rates and City Annexed Areas\" (local taxes are capped at 2% beyond the 6.25% state rate).";
const SAN_ANTONIO = `https://legalclarity.org/what-is-the-sales-tax-rate-in-san-antonio-texas — \"What Is the Sales Tax Rate in San Antonio, Texas?\": 8.25% = 6.25% state + City of San Antonio 1.25% + VIA Metropolitan Transit Authority 0.5% + Advanced Transportation District 0.25%. From 2026-01-01 the city's 1/8 cent (Ready to Work, to 2025-12-31) passes to the ATD (ATD Proposition A of 2020, https://www.viainfo.net/2020/11/03/sa-voters-say-yes-to-advance-transit-district-prop-a/): city 1.125% (https://www.tpr.org/news/2026-03-12/january-spending-in-san-antonio-appears-flat-compared-to-a-year-ago — the Comptroller reports the city rate at 1.250% in January 2025 and 1.125% from 2026-01-01), ATD 0.375% (https://taxcloud.com/?p=24800). Combined 8.25% throughout. ${TX_LOCAL}`;
const FORT_WORTH = `https://www.fortworthtexas.gov/departments/finance — City of Fort Worth, Financial Management, \"Current City of Fort Worth Tax Rates\": sales tax 8.25% = 1% city + 0.5% The T (Trinity Metro, Fort Worth Transportation Authority) + 0.5% Crime Control and Prevention District + 6.25% state; Tarrant County levies none. ${TX_LOCAL}`;
const CLARK_COUNTY = "https://tax.nv.gov/Publications/Sales_and_Use_Tax_Publications/ — Nevada Department of Taxation, \"Sales and Use Tax Publications\" (tax rate sheets by county); https://legalclarity.org/what-is-the-sales-tax-in-clark-county-nevada — Clark County 8.375% since 2020-01-01. Nevada's 6.85% statewide minimum (2% state sales tax, 2.6% Local School Support Tax, 2.25% city-county relief tax) is us-NV's rate in us-state-facts.ts: only the county's option taxes above it, 8.375 - 6.85 = 1.525%, are here (also https://www.easysalestaxcalculator.com/nevada-sales-tax-calculator: Clark County local 1.525%). The 2026 rate sheet was not read.";
const HENNEPIN = "https://www.hennepin.us/your-government/ordinances/local-sales-use-tax — Hennepin County, \"Local sales and use tax\" (read in the copy at https://dev.hennepin.us/your-government/ordinances/local-sales-use-tax): beside the 6.875% state tax, 0.15% Hennepin County (ballpark), 0.50% Hennepin County Transit, 0.75% Metro Area Transportation Tax and 0.25% Metro Area Tax for Housing, both effective 2023-10-01; administered by the Minnesota Department of Revenue.";
const MINNEAPOLIS = "http://web1-elkr.ci.elk-river.mn.us/WebLink/1/doc/225779/Page7.aspx — Minnesota Revenue, \"Local Sales and Use Taxes\" (fact sheet 164, copy): Minneapolis sales and use tax 0.50% since 1987-02-01; https://legalclarity.org/what-is-the-sales-tax-in-minneapolis — with the Hennepin and metro taxes, 9.025% in Minneapolis. (The metro-area taxes of 2023-10-01 are 0.75% transportation + 0.25% housing, not a 1% transportation tax.)";
const TACOMA = "https://tacoma.gov/news/city-council-approves-0-1-criminal-justice-sales-use-tax-to-enhance-community-safety-and-support-vital-services — City of Tacoma, \"City Council approves 0.1% Criminal Justice Sales & Use Tax\": from 2026-04-01 Tacoma's rate moves from 10.3% to 10.4% (Ordinance 29087, https://www.tacomadailyindex.com/blog/city-of-tacoma-ord29087/2477139/). 10.3% = 6.5% state + 3.8% local (Pierce County, City of Tacoma, Pierce Transit, Sound Transit and the county's dedicated taxes; WA DOR, \"Local sales & use tax rates\", https://dor.wa.gov/taxes-rates/sales-use-tax-rates/local-sales-use-tax).";
const PIERCE_PUBLIC_SAFETY = "https://www.thenewstribune.com/news/local/article315028048.html — The News Tribune, \"Could voters roll back Pierce County's public safety sales tax?\": the Pierce County Council narrowly passed a 0.1% public safety sales tax (Proposed Ordinance O2026-501, HB 2015 of 2025) in March 2026; it applies county-wide, Tacoma included (10.5% there). Effective date NOT confirmed: RCW 82.14.055 (local changes only on January 1, April 1 or July 1, at least 75 days after the Department of Revenue is notified, https://instalawyer.io/laws/revised-code-of-washington/8214055-tax-changes) makes 2026-07-01 the first possible date, used here; confirm against WA DOR's rate change notices for 2026-Q3.";
const SPOKANE = "https://spokanecounty.org/5432/Measure-1 — Spokane County, \"Measure 1\": a new 0.2% county-wide sales tax from 2024-04-01 to 2054-12-31; https://my.spokanecity.org/communitysafety — City of Spokane, \"Community Safety Sales Tax\": 0.1% collected from 2025-04-01 (through 2035). The city's combined rate was 9% in 2024 (https://newsbreak.com/news/3609287976598-the-local-taxes-on-your-spokane-ballot-this-november — RANGE Media), so 8.8% before 2024-04-01 and 9.1% from 2025-04-01; the 2026 WA DOR rate flyers were not read.";
const BOULDER_CITY = "https://bouldercolorado.gov/special-event-vendor-tax-guide — City of Boulder, \"Special Event Vendor Tax Guide\": sales tax 3.860% city + 2.900% state + 1.185% county + 1.100% RTD & Cultural (SCFD) = 9.045%; the city is home rule and self-collected (https://bouldercolorado.gov/finance/tax-rates-3 — City of Boulder, \"Tax Rates\"); the 0.3% Community, Culture, Resilience and Safety tax within the 3.86% was made permanent in November 2025 (Ballot Issue 2A, https://www.ballotready.org/measures/city-of-boulder-ballot-issue-2a), no rate change.";
const BOULDER_SAAS = "https://bouldercolorado.gov/tax-license/computer-software — City of Boulder, \"Tr 11: Computer Software\": taxable computer software includes digital products and software as a service (B.R.C. 3-1-1), although Colorado does not tax SaaS";
const BOULDER_COUNTY = "https://bouldercounty.gov/government/budget-and-finance/sales-and-use-tax/ — Boulder County, \"Sales and Use Tax\" (2024 brochure): 1.185% county rate; https://tax.colorado.gov/sales-tax-rate-changes — Colorado Department of Revenue, \"Sales Tax Rate Changes\": Boulder County 1.185% in the January 2025 list, 1.335% from 2026-01-01 (\"Sales and Use Tax Increase\").";
const COLORADO_SPRINGS = "https://coloradosprings.gov/sales-tax/page/sales-tax-information — City of Colorado Springs, \"Sales Tax Information\": 3.07% city (self-collected: 2.00% general fund, 0.10% TOPS, 0.40% public safety, 0.57% 2C road tax) since 2021-01-01, with 2.90% state, 1.23% El Paso County and 1.00% PPRTA = 8.20%; the 2C tax was extended to 2035-12-31 in November 2024 (https://cpr.org/2024/11/06/results-for-2c-extends-taxes-for-colorado-springs-road-improvements).";
const COLORADO_SPRINGS_SAAS = "City of Colorado Springs sales tax guide on software (City Code 2.7.104, 2.7.201, 2.7.312, 2.7.438), read only in the copy at https://bayfury.com/service-contract-custom-software-8689: software \"downloaded, accessed, licensed, or consumed by other means, including Software as a Service (SaaS) through online subscriptions, are taxable\" (secondary copy: confirm against the city's own tax guide)";
const EL_PASO_COUNTY = "https://admin.elpasoco.com/financial-services/sales-tax-information — El Paso County, \"Sales Tax\": El Paso County 1.23% (1% general fund + 0.23% public safety), Pikes Peak Rural Transit Authority (PPRTA) 1.00%, both collected by the Colorado Department of Revenue.";
const KANSAS_CITY = "https://www.kansascity.com/2013/10/13/4551949/sales-taxes-in-kc-are-high-but.html and https://legalclarity.org/what-is-the-sales-tax-in-kansas-city-missouri — Kansas City, Missouri, in Jackson County: 8.85% = 4.225% state + 1.375% Jackson County + 3.25% Kansas City (city taxes incl. KCATA transit; county taxes incl. the KC Zoo district). Secondary sources only, and they disagree on the split: confirm against the Missouri Department of Revenue's sales/use tax rate table (jurisdiction KANSAS CITY JACKSON COUNTY) before relying on it. The Kansas City Zoological District's 0.125% (Jackson and Clay counties, voted 2011-11-08, https://kcur.org/post/zoo-tax-wins) comes on top, as the City of Lee's Summit's own rate table shows for Jackson County (https://cityofls.net/finance-budget-taxes/taxes/sales-tax): 8.975% in all, as https://namegenerator.biz/kansas-city-sales-tax-rate-what-most-people-get-wrong-obh (secondary) gives it. Kansas City's parts in Clay, Platte and Cass counties have other county rates.";
const ST_LOUIS = "https://www.salestaxhandbook.com/puerto-rico/rates/saint-louis — Sales Tax Handbook, St. Louis (city) 9.679% (January 2025); https://zamp.com/resources/st-louis-missouri-sales-tax/ — 4.225% state + 5.454% City of St. Louis (an independent city: no county tax). Secondary sources only: confirm against the Missouri Department of Revenue's sales/use tax rate table; special districts (CID, TDD) add more in places.";
const OKLAHOMA_CITY = "https://okc.gov/government/maps-3/faqs — City of Oklahoma City, MAPS FAQs: in most of Oklahoma City the rate is 8.625%, 4.5% to the state and 4.125% to the city (2.25% general fund, 0.75% public safety, 0.125% zoo and a temporary 1%, MAPS 4 since 2020-04-01); Oklahoma County has no county sales tax (the parts in Cleveland, Canadian and Pottawatomie counties add theirs).";
const TULSA = "https://cityoftulsa.org/government/departments/finance/sales-tax-in-tulsa — City of Tulsa, \"Sales Tax in Tulsa\": 8.517% inside the city limits = State of Oklahoma 4.5% + Tulsa County 0.367% + City 3.65% (effective 2021-07-01: general fund 2.0%, Improve Our Tulsa II 0.45%, Vision 0.805%, streets & transit 0.085%, public safety 0.26%, rainy day fund 0.05%).";
const OMAHA = "https://www.omaha.com/news/metro/lincoln-may-raise-sales-tax-to-fix-streets-would-that/article_e8b9745b-d7f9-507b-8793-510d1a7554f8.html — Omaha World-Herald: Omaha's local sales tax is held at 1.5% by state law (2013), on top of the state's 5.5%; http://kios.org/post/omaha-mayor-says-sales-tax-increase-wont-be-november-ballot — Omaha 7%, 1.5% of it local. Authority: Nebraska Department of Revenue, local sales and use tax rates (not read).";

export const US_LOCAL_JURISDICTIONS: JurisdictionData[] = [
  local("us-NY-new-york-city", "New York City", "city", [["4.500", null, null, "https://www.easysalestaxcalculator.com/new-york-city-sales-tax-calculator"]]),
  local("us-NY-metropolitan-commuter-transportation-district", "Metropolitan Commuter Transportation District (MCTD)", "district", [["0.375", null, null, "https://www.easysalestaxcalculator.com/new-york-city-sales-tax-calculator"]]),
  local("us-IL-cook-county", "Cook County home rule", "county", [["1.75", null, null, "https://www.chicago.gov/content/city/en/depts/fin/supp_info/revenue/tax_list/personal_propertyleasetransactiontax.html"]]),
  local("us-IL-city-of-chicago", "City of Chicago home rule", "city", [["1.25", null, null, "https://www.chicago.gov/content/city/en/depts/fin/supp_info/revenue/tax_list/personal_propertyleasetransactiontax.html"]]),
  local("us-IL-regional-transportation-authority", "Regional Transportation Authority (RTA)", "district", [["1.00", null, null, "https://www.chicago.gov/content/city/en/depts/fin/supp_info/revenue/tax_list/personal_propertyleasetransactiontax.html"]]),
  local("us-WA-seattle-local", "Seattle local (King County, City of Seattle, Sound Transit and other districts)", "district", [["3.75", null, "2024-04-01", "https://kingcounty.gov/en/legacy/independent/forecasting/king-county-finance/king-county-sales-tax"], ["3.85", "2024-04-01", "2026-01-01", "https://kingcounty.gov/en/legacy/independent/forecasting/king-county-finance/king-county-sales-tax"], ["4.05", "2026-01-01", null, "https://kingcounty.gov/en/legacy/independent/forecasting/king-county-finance/king-county-sales-tax"]]),
  local("us-CA-la-county-district-taxes", "LA County district taxes", "district", [["2.25", null, "2025-04-01", "https://laist.com/news/housing-homelessness/homeless-sales-tax-collection-measure-a-county-funding"], ["2.50", "2025-04-01", null, "https://laist.com/news/housing-homelessness/homeless-sales-tax-collection-measure-a-county-funding"]]),
  local("us-CA-city-of-lancaster-district-tax", "City of Lancaster district tax", "city", [["0.75", null, "2025-04-01", "https://www.nbclosangeles.com/news/local/la-county-increases-sales-tax-to-9-75-percent-starting-april-1/3666347/"], ["1.50", "2025-04-01", null, "https://www.nbclosangeles.com/news/local/la-county-increases-sales-tax-to-9-75-percent-starting-april-1/3666347/"]]),
  local("us-CA-culver-city-district-taxes", "Culver City district taxes", "city", [["0.75", null, "2026-01-01", "https://culver-city.legistar.com/LegislationDetail.aspx?FullText=1&GUID=C6541539-80DE-4EC1-972F-48DB9286BAF0&ID=7870025"], ["1.00", "2026-01-01", null, "https://culver-city.legistar.com/LegislationDetail.aspx?FullText=1&GUID=C6541539-80DE-4EC1-972F-48DB9286BAF0&ID=7870025"]]),
  local("us-CO-regional-transportation-district", "Regional Transportation District (RTD)", "district", [["1.00", null, null, "https://denvergov.org/Government/Elections/Denver-Decides/Local-Ballot-Measures/Ballot-Issue-2Q"]]),
  local("us-CO-scientific-cultural-facilities-district", "Scientific & Cultural Facilities District (SCFD)", "district", [["0.10", null, null, "https://denvergov.org/Government/Elections/Denver-Decides/Local-Ballot-Measures/Ballot-Issue-2Q"]]),
  local("us-CO-city-and-county-of-denver", "City and County of Denver", "city", [["4.81", null, "2025-01-01", "https://denvergov.org/Government/Elections/Denver-Decides/Local-Ballot-Measures/Ballot-Issue-2Q"], ["5.15", "2025-01-01", null, "https://denvergov.org/Government/Elections/Denver-Decides/Local-Ballot-Measures/Ballot-Issue-2Q"]], { selfAdministered: "city", taxability: saas(DENVER_SAAS) }),
  local("us-AZ-maricopa-county-excise", "Maricopa County excise", "county", [["0.70", null, null, "http://phoenix.gov/PLT/ctr1207.html"]]),
  local("us-AZ-city-of-phoenix-tpt", "City of Phoenix TPT", "city", [["2.30", null, "2025-07-01", "http://phoenix.gov/PLT/ctr1207.html"], ["2.80", "2025-07-01", null, "http://phoenix.gov/PLT/ctr1207.html"]]),
  local("us-TX-city-of-austin", "City of Austin", "city", [["1.00", null, null, "https://comptroller.texas.gov/taxes/sales/single-local-tax-rates.php"]]),
  local("us-TX-capital-metro-transit-authority", "Capital Metro transit authority", "district", [["1.00", null, null, "https://comptroller.texas.gov/taxes/sales/single-local-tax-rates.php"]]),
  local("us-TX-city-of-houston", "City of Houston", "city", [["1.00", null, null, "https://legalclarity.org/how-much-is-sales-tax-in-houston-texas"]]),
  local("us-TX-metro-transit-authority", "METRO transit authority", "district", [["1.00", null, null, "https://legalclarity.org/how-much-is-sales-tax-in-houston-texas"]]),
  local("us-TX-city-of-dallas", "City of Dallas", "city", [["1.00", null, null, "https://legalclarity.org/what-is-the-sales-tax-rate-in-dallas-texas"]]),
  local("us-TX-dallas-area-rapid-transit", "Dallas Area Rapid Transit (DART)", "district", [["1.00", null, null, "https://legalclarity.org/what-is-the-sales-tax-rate-in-dallas-texas"]]),
  local("us-PA-philadelphia-local-sales-tax", "Philadelphia local sales tax", "city", [["2.00", null, null, "https://www.easysalestaxcalculator.com/pennsylvania-sales-tax-calculator"]]),
  local("us-PA-allegheny-county", "Allegheny County", "county", [["1.00", null, null, "https://www.easysalestaxcalculator.com/pennsylvania-sales-tax-calculator"]]),
  // Salt Lake City's combined rate was 7.75% (4.85% state + 2.90%), then 8.25% and 8.45%: the
  // fact sheet's "local" figures held every non-state part, the 1.25% levied everywhere in Utah
  // included. That 1.25% is now us-UT-statewide-local-sales-tax (applied to every Utah address), so
  // these figures are the fact sheet's less 1.25 points; the combined rate is unchanged.
  local("us-UT-salt-lake-city-local", "Salt Lake City local (county, city and transit, beyond the statewide 1.25%)", "district", [["1.65", null, "2025-01-01", SLC_SOURCE], ["2.15", "2025-01-01", "2025-07-01", SLC_SOURCE], ["2.35", "2025-07-01", null, SLC_SOURCE]]),
  local("us-TN-metro-nashville-davidson-county", "Metro Nashville-Davidson County local option", "county", [["2.25", null, null, "https://nashville.legistar.com/LegislationDetail.aspx?FullText=1&GUID=5A550F45-1C2B-491C-9C14-8A80BF1915ED&ID=6723273"]]),
  local("us-TN-nashville-transit-surcharge", "Nashville transit surcharge", "district", [["0.50", "2025-02-01", null, "https://nashville.legistar.com/LegislationDetail.aspx?FullText=1&GUID=5A550F45-1C2B-491C-9C14-8A80BF1915ED&ID=6723273"]]),
  local("us-TN-shelby-county", "Shelby County local option", "county", [["2.25", null, null, "https://www.easysalestaxcalculator.com/tennessee-sales-tax-calculator"]]),
  local("us-TN-city-of-memphis-additional", "City of Memphis additional local option", "city", [["0.50", null, null, "https://www.easysalestaxcalculator.com/tennessee-sales-tax-calculator"]]),
  local("us-LA-city-of-baton-rouge", "City of Baton Rouge", "city", [["2.00", null, null, "https://www.brla.gov/742/Sales-Use-Tax-Guidelines"]]),
  local("us-LA-east-baton-rouge-parish-street-sewer", "East Baton Rouge Parish street (1.0) + sewer (0.5)", "county", [["1.50", null, null, "https://www.brla.gov/742/Sales-Use-Tax-Guidelines"]]),
  local("us-LA-ebr-parish-school-board", "EBR Parish School Board", "district", [["1.00", null, null, "https://www.brla.gov/742/Sales-Use-Tax-Guidelines"]]),
  local("us-LA-school-board-educational-facilities-improvement-district", "School Board Educational Facilities Improvement District (EFID)", "district", [["1.00", null, null, "https://www.brla.gov/742/Sales-Use-Tax-Guidelines"]]),
  local("us-LA-orleans-parish-city-of-new-orleans-local", "Orleans Parish / City of New Orleans combined local", "county", [["5.00", null, null, "https://legalclarity.org/what-is-the-sales-tax-in-new-orleans"]]),
  // Hawaii's county surcharges before every county levied one (2024-01-01: us-HI-county-surcharge,
  // applied statewide); these place entries end that day so that no date counts a surcharge twice.
  local("us-HI-city-county-of-honolulu-surcharge", "City & County of Honolulu surcharge", "county", [["0.5454", "2007-01-01", "2024-01-01", `${HI_SURCHARGE} Honolulu: 0.5% from 2007-01-01 (0.5454% of the price at the maximum pass-on rate); from 2024-01-01 it is charged as us-HI-county-surcharge.`]]),
  local("us-HI-county-of-kauai-surcharge", "County of Kauai surcharge", "county", [["0.5454", "2019-01-01", "2024-01-01", `${HI_SURCHARGE} Kauai: 0.5% from 2019-01-01 (0.5454% of the price at the maximum pass-on rate); from 2024-01-01 it is charged as us-HI-county-surcharge.`]]),
  local("us-HI-county-of-hawaii-surcharge", "County of Hawaii surcharge", "county", [
    ["0.2720", "2019-01-01", "2020-01-01", `${HI_SURCHARGE} ${HI_COUNTY} County of Hawaii: 0.25% in 2019, maximum pass-on 4.4386% (4.4386 - 4.1666 = 0.2720% of the price).`],
    ["0.5454", "2020-01-01", "2024-01-01", `${HI_SURCHARGE} ${HI_COUNTY} County of Hawaii: 0.5% from 2020-01-01 (Ordinance 19-29; 0.5454% of the price at the maximum pass-on rate); from 2024-01-01 it is charged as us-HI-county-surcharge.`],
  ]),
  local("us-HI-county-surcharge", "County surcharge on the general excise tax (every county)", "county", [["0.5454", "2024-01-01", "2031-01-01", `${HI_SURCHARGE} ${MAUI} With Maui's, every county levies 0.5% from 2024-01-01 to 2030-12-31: charged at its share of the maximum pass-on rate, 4.7120 - 4.1666 = 0.5454% of the price (not in Kalawao County, which levies none).`]]),
  local("us-UT-statewide-local-sales-tax", "Utah statewide local sales tax (1% local option + 0.25% county option)", "county", [["1.25", null, null, UT_STATEWIDE]]),
  local("us-VA-statewide-local-sales-tax", "Virginia 1% local sales tax (every city and county)", "county", [["1.00", null, null, VA_STATEWIDE]]),
  // Juneau is collected through ARSSTC, which the us-AK registration stands for (see us-state-facts.ts AK).
  local("us-AK-city-and-borough-of-juneau", "City and Borough of Juneau", "city", [["5.00", null, null, JUNEAU_RATE]], { taxability: [...saas(JUNEAU_BASE), { from: null, to: null, category: "digitalGoods", treatment: { taxable: true }, source: JUNEAU_BASE }] }),
  local("us-NM-bernalillo-county-city-of-albuquerque", "Bernalillo County + City of Albuquerque combined", "district", [["2.750", null, null, "https://www.cabq.gov/mra/tax-increment-financing/tax-reporting-change-location-code-02-701"]]),
  local("us-SD-city-of-sioux-falls", "City of Sioux Falls", "city", [["2.00", null, null, "https://www.easysalestaxcalculator.com/south-dakota-sales-tax-calculator"]]),
  local("us-AL-jefferson-county-city-of-birmingham", "Jefferson County + City of Birmingham combined", "district", [["6.00", null, null, "https://www.salestaxhandbook.com/alabama/rates/birmingham"]]),
  // Issue 10: large cities (sources above).
  local("us-CA-san-diego-county-transnet", "San Diego County TransNet (San Diego County Regional Transportation Commission)", "district", [["0.50", null, null, SAN_DIEGO]]),
  local("us-CA-san-francisco-district-taxes", "San Francisco district taxes (BART, SFCTA, Public Financing Authority, Caltrain)", "district", [["1.375", null, null, SAN_FRANCISCO]]),
  local("us-CA-santa-clara-county-district-taxes", "Santa Clara County district taxes (VTA, Caltrain, county)", "district", [["1.875", null, null, SANTA_CLARA]]),
  local("us-CA-santa-clara-county-measure-a-2025", "Santa Clara County Measure A (2025) general sales tax", "county", [["0.625", "2026-04-01", "2031-04-01", SANTA_CLARA_MEASURE_A]]),
  local("us-CA-city-of-san-jose", "City of San José transactions and use tax", "city", [["0.25", null, null, SAN_JOSE]]),
  local("us-CA-sacramento-county-measure-a", "Sacramento County Measure A (transportation)", "district", [["0.50", null, null, SACRAMENTO]]),
  local("us-CA-city-of-sacramento-measure-u", "City of Sacramento Measure U", "city", [["1.00", null, null, SACRAMENTO]]),
  local("us-TX-city-of-san-antonio", "City of San Antonio", "city", [["1.25", null, "2026-01-01", SAN_ANTONIO], ["1.125", "2026-01-01", null, SAN_ANTONIO]]),
  local("us-TX-san-antonio-metropolitan-transit-authority", "San Antonio MTA (VIA Metropolitan Transit)", "district", [["0.50", null, null, SAN_ANTONIO]]),
  local("us-TX-san-antonio-advanced-transportation-district", "San Antonio Advanced Transportation District (ATD)", "district", [["0.25", null, "2026-01-01", SAN_ANTONIO], ["0.375", "2026-01-01", null, SAN_ANTONIO]]),
  local("us-TX-city-of-fort-worth", "City of Fort Worth", "city", [["1.00", null, null, FORT_WORTH]]),
  local("us-TX-fort-worth-crime-control-and-prevention-district", "Fort Worth Crime Control and Prevention District", "district", [["0.50", null, null, FORT_WORTH]]),
  local("us-TX-fort-worth-transportation-authority", "Fort Worth Transportation Authority (Trinity Metro)", "district", [["0.50", null, null, FORT_WORTH]]),
  local("us-NV-clark-county", "Clark County (local option taxes above Nevada's 6.85% minimum)", "county", [["1.525", null, null, CLARK_COUNTY]]),
  local("us-MN-hennepin-county", "Hennepin County (ballpark)", "county", [["0.15", null, null, HENNEPIN]]),
  local("us-MN-hennepin-county-transit", "Hennepin County Transit", "county", [["0.50", null, null, HENNEPIN]]),
  local("us-MN-metro-area-transportation", "Metro Area Transportation Sales Tax (seven-county metro area)", "district", [["0.75", "2023-10-01", null, HENNEPIN]]),
  local("us-MN-metro-area-housing", "Metro Area Sales Tax for Housing (seven-county metro area)", "district", [["0.25", "2023-10-01", null, HENNEPIN]]),
  local("us-MN-city-of-minneapolis", "City of Minneapolis", "city", [["0.50", null, null, MINNEAPOLIS]]),
  local("us-WA-tacoma-local", "Tacoma local (Pierce County, City of Tacoma, Pierce Transit, Sound Transit and other districts)", "district", [["3.80", null, "2026-04-01", TACOMA], ["3.90", "2026-04-01", null, TACOMA]]),
  local("us-WA-pierce-county-public-safety", "Pierce County public safety sales tax (HB 2015)", "county", [["0.10", "2026-07-01", null, PIERCE_PUBLIC_SAFETY]]),
  local("us-WA-spokane-local", "Spokane local (Spokane County, City of Spokane, Spokane Transit and other districts)", "district", [["2.30", null, "2024-04-01", SPOKANE], ["2.50", "2024-04-01", "2025-04-01", SPOKANE], ["2.60", "2025-04-01", null, SPOKANE]]),
  local("us-CO-boulder-county", "Boulder County", "county", [["1.185", null, "2026-01-01", BOULDER_COUNTY], ["1.335", "2026-01-01", null, BOULDER_COUNTY]]),
  local("us-CO-city-of-boulder", "City of Boulder", "city", [["3.86", null, null, BOULDER_CITY]], { selfAdministered: "city", taxability: saas(BOULDER_SAAS) }),
  local("us-CO-el-paso-county", "El Paso County", "county", [["1.23", null, null, EL_PASO_COUNTY]]),
  local("us-CO-pikes-peak-rural-transportation-authority", "Pikes Peak Rural Transportation Authority (PPRTA)", "district", [["1.00", null, null, EL_PASO_COUNTY]]),
  local("us-CO-city-of-colorado-springs", "City of Colorado Springs", "city", [["3.07", null, null, COLORADO_SPRINGS]], { selfAdministered: "city", taxability: saas(COLORADO_SPRINGS_SAAS) }),
  local("us-MO-kansas-city-jackson-county-local", "Kansas City (Jackson County part): Jackson County and City of Kansas City combined", "district", [["4.625", null, null, KANSAS_CITY]]),
  local("us-MO-city-of-st-louis", "City of St. Louis (independent city)", "city", [["5.454", null, null, ST_LOUIS]]),
  local("us-OK-city-of-oklahoma-city", "City of Oklahoma City", "city", [["4.125", null, null, OKLAHOMA_CITY]]),
  local("us-OK-tulsa-county", "Tulsa County", "county", [["0.367", null, null, TULSA]]),
  local("us-OK-city-of-tulsa", "City of Tulsa", "city", [["3.65", null, null, TULSA]]),
  local("us-NE-city-of-omaha", "City of Omaha", "city", [["1.50", null, null, OMAHA]]),
  {
    id: 'us-IL-chicago-lease',
    name: 'Chicago (personal property lease transaction tax)',
    level: 'city',
    country: 'US',
    // A city tax filed with Chicago's Department of Finance, not through Illinois: its own registration.
    registrationIds: ['us-IL-chicago-lease'],
    taxes: [{ name: 'Lease transaction tax', rates: [
      { rate: '9', from: '2021-01-01', to: '2025-01-01', source: "https://www.chicago.gov/city/en/depts/fin/supp_info/revenue/tax_list/personal_property_leasetransactiontax.html — 9% on nonpossessory computer leases 2021-2024" },
      { rate: '11', from: '2025-01-01', to: '2026-01-01', source: "https://www.chicago.gov/city/en/depts/fin/supp_info/revenue/tax_list/personal_property_leasetransactiontax.html — 11% in 2025" },
      { rate: '15', from: '2026-01-01', to: null, source: "https://www.chicago.gov/city/en/depts/fin/supp_info/revenue/tax_list/personal_property_leasetransactiontax.html — 15% from 2026-01-01; no further increase before 2028" },
    ] }],
    taxability: saas("https://www.chicago.gov/city/en/depts/fin/supp_info/revenue/tax_list/personal_property_leasetransactiontax.html — nonpossessory computer leases (SaaS, cloud software)"),
    defaultTreatment: EXEMPT,
  },
];

/**
 * Local taxes levied in every part of a state (Utah's 1% local and 0.25% county option, Virginia's
 * 1% local tax, Hawaii's county surcharge since 2024-01-01): applied to every address of the state,
 * before the place's own. Place entries below must not repeat them on any date.
 */
export const US_STATEWIDE_LOCALS: Record<string, string[]> = {
  UT: ["us-UT-statewide-local-sales-tax"],
  VA: ["us-VA-statewide-local-sales-tax"],
  HI: ["us-HI-county-surcharge"],
};

/** Places Levy knows the local jurisdictions of, by state and city name. */
export const US_PLACES: UsPlace[] = [
  { state: "NY", names: ["New York", "New York City", "NYC", "Manhattan", "Brooklyn", "Bronx", "The Bronx", "Queens", "Staten Island"], jurisdictions: ["us-NY-new-york-city", "us-NY-metropolitan-commuter-transportation-district"] },
  { state: "IL", names: ["Chicago"], jurisdictions: ["us-IL-cook-county", "us-IL-city-of-chicago", "us-IL-regional-transportation-authority", "us-IL-chicago-lease"] },
  { state: "WA", names: ["Seattle"], jurisdictions: ["us-WA-seattle-local"] },
  { state: "CA", names: ["Los Angeles"], jurisdictions: ["us-CA-la-county-district-taxes"] },
  { state: "CA", names: ["Lancaster"], jurisdictions: ["us-CA-la-county-district-taxes", "us-CA-city-of-lancaster-district-tax"] },
  { state: "CA", names: ["Culver City"], jurisdictions: ["us-CA-la-county-district-taxes", "us-CA-culver-city-district-taxes"] },
  // The City and County of Denver only: "Denver" ZIP codes of Jefferson (Lakewood) and Adams
  // (Northglenn, Thornton) counties are other cities with other taxes.
  { state: "CO", names: ["Denver"], counties: ["08031"], jurisdictions: ["us-CO-regional-transportation-district", "us-CO-scientific-cultural-facilities-district", "us-CO-city-and-county-of-denver"] },
  // "Phoenix" ZIP codes known to reach Paradise Valley and Scottsdale (85018, 85028, 85050, 85054),
  // Tolleson and unincorporated land (85037, 85043) and the unincorporated north (Anthem, New River:
  // 85083, 85085, 85086): the city's taxes, reported uncertain.
  { state: "AZ", names: ["Phoenix"], counties: ["04013"], jurisdictions: ["us-AZ-maricopa-county-excise", "us-AZ-city-of-phoenix-tpt"], partlyOutside: ["85018", "85028", "85037", "85043", "85050", "85054", "85083", "85085", "85086"] },
  { state: "TX", names: ["Austin"], jurisdictions: ["us-TX-city-of-austin", "us-TX-capital-metro-transit-authority"] },
  { state: "TX", names: ["Houston"], jurisdictions: ["us-TX-city-of-houston", "us-TX-metro-transit-authority"] },
  { state: "TX", names: ["Dallas"], jurisdictions: ["us-TX-city-of-dallas", "us-TX-dallas-area-rapid-transit"] },
  { state: "MA", names: ["Boston"], jurisdictions: [] },
  { state: "PA", names: ["Philadelphia"], jurisdictions: ["us-PA-philadelphia-local-sales-tax"] },
  { state: "PA", names: ["Pittsburgh"], jurisdictions: ["us-PA-allegheny-county"] },
  { state: "UT", names: ["Salt Lake City"], jurisdictions: ["us-UT-salt-lake-city-local"] },
  { state: "TN", names: ["Nashville", "Nashville-Davidson"], jurisdictions: ["us-TN-metro-nashville-davidson-county", "us-TN-nashville-transit-surcharge"] },
  { state: "TN", names: ["Memphis"], jurisdictions: ["us-TN-shelby-county", "us-TN-city-of-memphis-additional"] },
  { state: "LA", names: ["Baton Rouge"], jurisdictions: ["us-LA-city-of-baton-rouge", "us-LA-east-baton-rouge-parish-street-sewer", "us-LA-ebr-parish-school-board", "us-LA-school-board-educational-facilities-improvement-district"] },
  { state: "LA", names: ["New Orleans"], jurisdictions: ["us-LA-orleans-parish-city-of-new-orleans-local"] },
  { state: "DC", names: ["Washington"], jurisdictions: [] },
  // Hawaii by county (the surcharge before 2024; from 2024-01-01 us-HI-county-surcharge covers every county).
  { state: "HI", names: ["Honolulu", "Pearl City", "Kaneohe", "Kailua", "Waipahu", "Kapolei", "Aiea", "Mililani", "Ewa Beach", "Waianae", "Wahiawa"], jurisdictions: ["us-HI-city-county-of-honolulu-surcharge"] },
  { state: "HI", names: ["Hilo", "Kailua-Kona", "Pahoa", "Waikoloa", "Captain Cook"], jurisdictions: ["us-HI-county-of-hawaii-surcharge"] },
  { state: "HI", names: ["Lihue", "Kapaa", "Koloa", "Princeville"], jurisdictions: ["us-HI-county-of-kauai-surcharge"] },
  { state: "HI", names: ["Kahului", "Wailuku", "Lahaina", "Kihei", "Makawao", "Paia", "Lanai City", "Kaunakakai"], jurisdictions: [] },
  { state: "AK", names: ["Juneau", "Douglas", "Auke Bay"], jurisdictions: ["us-AK-city-and-borough-of-juneau"] },
  // No general sales tax in the Municipality of Anchorage or the Fairbanks North Star Borough (and
  // its cities): Alaska Department of Commerce, Community, and Economic Development, "Alaska
  // Taxable" (annual municipal tax report), https://www.commerce.alaska.gov/web/dcra/OfficeoftheStateAssessor/AlaskaTaxable
  { state: "AK", names: ["Anchorage", "Eagle River", "Chugiak", "Girdwood"], jurisdictions: [] },
  // Not North Pole: the city has levied 5.5% since 2021-04-01 (ARSSTC member table), and its ZIP
  // code also covers the untaxed borough, so North Pole addresses are answered as uncertain.
  { state: "AK", names: ["Fairbanks"], jurisdictions: [] },
  { state: "NM", names: ["Albuquerque"], jurisdictions: ["us-NM-bernalillo-county-city-of-albuquerque"] },
  { state: "SD", names: ["Sioux Falls"], jurisdictions: ["us-SD-city-of-sioux-falls"] },
  { state: "RI", names: ["Providence"], jurisdictions: [] },
  { state: "CT", names: ["Hartford"], jurisdictions: [] },
  { state: "MD", names: ["Baltimore"], jurisdictions: [] },
  { state: "AL", names: ["Birmingham"], jurisdictions: ["us-AL-jefferson-county-city-of-birmingham"] },
  { state: "OR", names: ["Portland"], jurisdictions: [] },
  // Issue 10. The ZIP code's USPS city decides (resolve.ts usPlace); several of these mailing names
  // reach beyond the city's limits into areas with other local taxes (see the report on issue 10).
  { state: "CA", names: ["San Diego"], jurisdictions: ["us-CA-san-diego-county-transnet"] },
  { state: "CA", names: ["San Francisco"], counties: ["06075"], jurisdictions: ["us-CA-san-francisco-district-taxes"] },
  { state: "CA", names: ["San Jose"], jurisdictions: ["us-CA-santa-clara-county-district-taxes", "us-CA-santa-clara-county-measure-a-2025", "us-CA-city-of-san-jose"] },
  { state: "CA", names: ["Sacramento"], jurisdictions: ["us-CA-sacramento-county-measure-a", "us-CA-city-of-sacramento-measure-u"] },
  { state: "TX", names: ["San Antonio"], jurisdictions: ["us-TX-city-of-san-antonio", "us-TX-san-antonio-metropolitan-transit-authority", "us-TX-san-antonio-advanced-transportation-district"] },
  { state: "TX", names: ["Fort Worth"], jurisdictions: ["us-TX-city-of-fort-worth", "us-TX-fort-worth-crime-control-and-prevention-district", "us-TX-fort-worth-transportation-authority"] },
  // Nevada's local rates are county-wide: the same 8.375% in all of Clark County.
  { state: "NV", names: ["Las Vegas", "North Las Vegas", "Henderson"], jurisdictions: ["us-NV-clark-county"] },
  // Hennepin ZIP codes named "Minneapolis" that reach the suburbs (St. Louis Park and Golden Valley
  // 55416, St. Anthony 55418, Bloomington, Richfield, Edina, Golden Valley, Crystal, New Hope,
  // Robbinsdale, Brooklyn Center and Park, Plymouth 55420-55447) and the airport (55450): the city's
  // taxes, reported uncertain.
  { state: "MN", names: ["Minneapolis"], counties: ["27053"], jurisdictions: ["us-MN-hennepin-county", "us-MN-hennepin-county-transit", "us-MN-metro-area-transportation", "us-MN-metro-area-housing", "us-MN-city-of-minneapolis"], partlyOutside: ["55416", "55418", "55420", "55422", "55423", "55424", "55425", "55426", "55427", "55428", "55429", "55430", "55431", "55435", "55436", "55437", "55438", "55439", "55441", "55442", "55443", "55444", "55445", "55446", "55447", "55450"] },
  { state: "WA", names: ["Tacoma"], jurisdictions: ["us-WA-tacoma-local", "us-WA-pierce-county-public-safety"] },
  // 99206, 99212 and 99216 are named Spokane but lie mostly in the City of Spokane Valley (9.0%, us-cities/wa.ts).
  // The 2024 step of this entry rests on Spokane County's Measure 1, which the voters rejected on 2023-11-07
  // (https://www.spokesman.com/stories/2023/nov/07/spokane-county-voters-overwhelmingly-reject-sales-/ — The
  // Spokesman-Review): the figures before 2025-04-01 need checking against DOR's tables; 9.1% from then stands.
  { state: "WA", names: ["Spokane"], jurisdictions: ["us-WA-spokane-local"], partlyOutside: ["99206", "99212", "99216"] },
  { state: "CO", names: ["Boulder"], jurisdictions: ["us-CO-regional-transportation-district", "us-CO-scientific-cultural-facilities-district", "us-CO-boulder-county", "us-CO-city-of-boulder"] },
  { state: "CO", names: ["Colorado Springs"], jurisdictions: ["us-CO-el-paso-county", "us-CO-pikes-peak-rural-transportation-authority", "us-CO-city-of-colorado-springs"] },
  // With the Kansas City Zoological District's 0.125% (Jackson County, since 2012; src/tax/data/us-cities/mo.ts).
  { state: "MO", names: ["Kansas City"], counties: ["29095"], jurisdictions: ["us-MO-kansas-city-jackson-county-local", "us-MO-kansas-city-zoological-district"] },
  { state: "MO", names: ["St. Louis", "Saint Louis", "St Louis"], counties: ["29510"], jurisdictions: ["us-MO-city-of-st-louis"] },
  { state: "OK", names: ["Oklahoma City"], counties: ["40109"], jurisdictions: ["us-OK-city-of-oklahoma-city"] },
  { state: "OK", names: ["Tulsa"], counties: ["40143"], jurisdictions: ["us-OK-tulsa-county", "us-OK-city-of-tulsa"] },
  { state: "NE", names: ["Omaha"], counties: ["31055"], jurisdictions: ["us-NE-city-of-omaha"] },
];
