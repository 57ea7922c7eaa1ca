// Built-in local jurisdictions: cities, counties and special districts of well-known places, with
// their rates and dates (from the research fact sheet prepared for Levy, checked 2026-11-21; see
// docs/tax-data.md).
// Local taxes follow their state's treatment of a category unless they say otherwise (Denver taxes
// SaaS; Chicago's lease transaction tax applies to SaaS only). Imported ZIP rate tables take
// precedence over these where a seller has loaded one.
import type { JurisdictionData, JurisdictionLevel, TaxabilityPeriod } from './types.ts';

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
  local("us-OH-franklin-county", "Franklin County", "county", [["1.25", null, null, "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3"]]),
  local("us-OH-central-ohio-transit-authority", "Central Ohio Transit Authority (COTA)", "district", [["0.50", null, "2025-04-01", "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3"], ["1.00", "2025-04-01", null, "https://content.govdelivery.com/accounts/OHTAX/bulletins/3c678f3"]]),
  local("us-OH-cuyahoga-county", "Cuyahoga County (incl. Greater Cleveland RTA share)", "county", [["2.25", null, null, "https://www.salestaxhandbook.com/ohio/rates/cleveland"]]),
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
  local("us-GA-fulton-county-marta-and-city-of-atlanta-most", "Fulton County, MARTA and City of Atlanta MOST combined", "district", [["4.90", null, null, "https://www.sales-taxes.com/ga/atlanta"]]),
  local("us-FL-miami-dade-discretionary-surtax", "Miami-Dade discretionary surtax", "county", [["1.00", null, null, "https://pixelation.org/miami-dade-sales-tax-why-your-receipt-is-more-expensive-than-you-think-32r"]]),
  local("us-SD-city-of-sioux-falls", "City of Sioux Falls", "city", [["2.00", null, null, "https://www.easysalestaxcalculator.com/south-dakota-sales-tax-calculator"]]),
  local("us-AL-jefferson-county-city-of-birmingham", "Jefferson County + City of Birmingham combined", "district", [["6.00", null, null, "https://www.salestaxhandbook.com/alabama/rates/birmingham"]]),
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
export const US_PLACES: { state: string; names: string[]; jurisdictions: string[] }[] = [
  { state: "NY", names: ["New York", "New York City", "NYC", "Manhattan", "Brooklyn", "Bronx", "The Bronx", "Queens", "Staten Island"], jurisdictions: ["us-NY-new-york-city", "us-NY-metropolitan-commuter-transportation-district"] },
  { state: "IL", names: ["Chicago"], jurisdictions: ["us-IL-cook-county", "us-IL-city-of-chicago", "us-IL-regional-transportation-authority", "us-IL-chicago-lease"] },
  { state: "WA", names: ["Seattle"], jurisdictions: ["us-WA-seattle-local"] },
  { state: "CA", names: ["Los Angeles"], jurisdictions: ["us-CA-la-county-district-taxes"] },
  { state: "CA", names: ["Lancaster"], jurisdictions: ["us-CA-la-county-district-taxes", "us-CA-city-of-lancaster-district-tax"] },
  { state: "CA", names: ["Culver City"], jurisdictions: ["us-CA-la-county-district-taxes", "us-CA-culver-city-district-taxes"] },
  { state: "CO", names: ["Denver"], jurisdictions: ["us-CO-regional-transportation-district", "us-CO-scientific-cultural-facilities-district", "us-CO-city-and-county-of-denver"] },
  { state: "AZ", names: ["Phoenix"], jurisdictions: ["us-AZ-maricopa-county-excise", "us-AZ-city-of-phoenix-tpt"] },
  { state: "TX", names: ["Austin"], jurisdictions: ["us-TX-city-of-austin", "us-TX-capital-metro-transit-authority"] },
  { state: "TX", names: ["Houston"], jurisdictions: ["us-TX-city-of-houston", "us-TX-metro-transit-authority"] },
  { state: "TX", names: ["Dallas"], jurisdictions: ["us-TX-city-of-dallas", "us-TX-dallas-area-rapid-transit"] },
  { state: "MA", names: ["Boston"], jurisdictions: [] },
  { state: "PA", names: ["Philadelphia"], jurisdictions: ["us-PA-philadelphia-local-sales-tax"] },
  { state: "PA", names: ["Pittsburgh"], jurisdictions: ["us-PA-allegheny-county"] },
  { state: "UT", names: ["Salt Lake City"], jurisdictions: ["us-UT-salt-lake-city-local"] },
  { state: "TN", names: ["Nashville", "Nashville-Davidson"], jurisdictions: ["us-TN-metro-nashville-davidson-county", "us-TN-nashville-transit-surcharge"] },
  { state: "TN", names: ["Memphis"], jurisdictions: ["us-TN-shelby-county", "us-TN-city-of-memphis-additional"] },
  { state: "OH", names: ["Columbus"], jurisdictions: ["us-OH-franklin-county", "us-OH-central-ohio-transit-authority"] },
  { state: "OH", names: ["Cleveland"], jurisdictions: ["us-OH-cuyahoga-county"] },
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
  { state: "AK", names: ["Fairbanks", "North Pole"], jurisdictions: [] },
  { state: "NM", names: ["Albuquerque"], jurisdictions: ["us-NM-bernalillo-county-city-of-albuquerque"] },
  { state: "GA", names: ["Atlanta"], jurisdictions: ["us-GA-fulton-county-marta-and-city-of-atlanta-most"] },
  { state: "FL", names: ["Miami"], jurisdictions: ["us-FL-miami-dade-discretionary-surtax"] },
  { state: "SD", names: ["Sioux Falls"], jurisdictions: ["us-SD-city-of-sioux-falls"] },
  { state: "RI", names: ["Providence"], jurisdictions: [] },
  { state: "CT", names: ["Hartford"], jurisdictions: [] },
  { state: "MD", names: ["Baltimore"], jurisdictions: [] },
  { state: "AL", names: ["Birmingham"], jurisdictions: ["us-AL-jefferson-county-city-of-birmingham"] },
  { state: "OR", names: ["Portland"], jurisdictions: [] },
];
