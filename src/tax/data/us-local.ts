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

type Rate = [rate: string, from: string | null, to: string | null, source: string];

/**
 * A local sales tax of a US state (the state is in the id): it follows the state's base and is
 * collected through the state's registration, unless it is self-administered (its own
 * registration, replacing the imported component of that level).
 */
function local(id: string, name: string, level: JurisdictionLevel, rates: Rate[], options: { selfAdministered?: JurisdictionLevel; taxability?: TaxabilityPeriod[] } = {}): JurisdictionData {
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
  local("us-UT-salt-lake-city-local", "Salt Lake City local (county, city and transit)", "district", [["2.90", null, "2025-01-01", "https://news.bloombergtax.com/daily-tax-report-state/utah-tax-commission-issues-bulletin-regarding-changes-to-county-option-sales-use-tax-rate-effective-july-1"], ["3.40", "2025-01-01", "2025-07-01", "https://news.bloombergtax.com/daily-tax-report-state/utah-tax-commission-issues-bulletin-regarding-changes-to-county-option-sales-use-tax-rate-effective-july-1"], ["3.60", "2025-07-01", null, "https://news.bloombergtax.com/daily-tax-report-state/utah-tax-commission-issues-bulletin-regarding-changes-to-county-option-sales-use-tax-rate-effective-july-1"]]),
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
  local("us-HI-city-county-of-honolulu-surcharge", "City & County of Honolulu surcharge", "county", [["0.5454", null, "2031-01-01", "http://tax.hawaii.gov/geninfo/countysurcharge/"]]),
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
 * Local taxes levied in every part of a state (Utah's statewide local option, Virginia's 1% local
 * tax): applied to every address of the state, before the place's own. Place entries below must
 * not repeat them.
 */
export const US_STATEWIDE_LOCALS: Record<string, string[]> = {};

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
  { state: "HI", names: ["Honolulu"], jurisdictions: ["us-HI-city-county-of-honolulu-surcharge"] },
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
