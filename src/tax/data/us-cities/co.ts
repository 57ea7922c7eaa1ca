// CO: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Colorado's home-rule cities collect their own sales tax under their own codes (selfAdministered:
// 'city', like Denver, Boulder and Colorado Springs in us-local.ts); counties and districts are
// collected by the Department of Revenue.
// SaaS: Colorado does not tax it; a home-rule city may. Arvada taxes it (its own guide, ARVADA_SAAS);
// for Aurora, Thornton, Westminster, Greeley, Pueblo, Fort Collins and Lakewood no source stating
// either way was found (checked 2026-11-23), so Levy applies Colorado's treatment there (not taxed),
// which may understate their city tax on SaaS.
import type { TaxabilityPeriod } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

/** A home-rule city that taxes SaaS although Colorado does not (like Denver, Boulder, Colorado Springs). */
const saas = (source: string): TaxabilityPeriod[] => [
  { from: null, to: null, category: 'saasBusiness', treatment: { taxable: true }, source },
  { from: null, to: null, category: 'saasConsumer', treatment: { taxable: true }, source },
];

const LARIMER_COUNTY = "https://larimer.gov/finance/sales-tax/rates — Larimer County, \"Sales Tax Rates\": the county's sales and use tax is dedicated to Open Space 0.25%, Jail Operations 0.15%, Fairgrounds (The Ranch) 0.15% and Behavioral Health 0.25% (0.80% in all), state-collected; https://www.larimer.org/finance/sales-tax/new-tax — \"County and Municipality Sales Tax Table\" effective 2019-01-01: Larimer County 0.8% (Fort Collins 2.9 + 0.8 + 3.85 = 7.55% then).";
const FORT_COLLINS = "https://records.fcgov.com/OrdRes/DocView.aspx?dbid=0&id=18675860&repo=FortCollins — City of Fort Collins, Ordinance No. 168, 2023: the voters approved on 2023-11-07 an additional 0.50% sales and use tax from 2024-01-01 to 2050-12-31, on top of the 3.85% (https://www.larimer.org/finance/sales-tax/new-tax — Fort Collins 3.85%, collected by the City of Fort Collins, a home-rule city); https://zamp.com/resources/fort-collins-colorado-sales-tax — Fort Collins 8.05% in 2025 = 2.90 state + 0.80 Larimer County + 4.35 city (secondary). Ordinance No. 137, 2025 (https://records.fcgov.com/OrdRes/DocView.aspx?dbid=0&id=22419659&repo=FortCollins) extends the 0.25% street maintenance tax to 2045 without changing the rate. Fort Collins' treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const ARAPAHOE_COUNTY = "https://arapahoegov.com/477/Funding — Arapahoe County, \"Arapahoe County Sales and Use Tax\": a 0.25% Open Space Sales and Use Tax on retail sales of tangible personal property and certain services, approved in 2003, renewed in 2011 and reauthorized permanently in 2021 (Ballot Issue 1A), collected by the Colorado Department of Revenue.";
const AURORA = "https://www.auroragov.org/DoingBusiness/TaxesandFees/Taxes/SalesTax/index.htm — City of Aurora, \"Sales Tax\" (reviewed 2016-01-01): City of Aurora 3.75%, State 2.90%, RTD 1.00%, Cultural (SCFD) 0.10%, county 0.25% in Arapahoe County (total 8.00%), 0.75% in Adams County and 1.00% in Douglas County; Aurora is a home-rule city collecting its own tax (Tax and Licensing Division, https://auroragov.org/cms/One.aspx?portalId=16242704&pageId=16401521). Current figures (secondary): https://taxhero.net/sales-tax/city/co-aurora/ — Colorado 2.90%, Arapahoe County 0.25%, Aurora 3.75%, district 1.10%, combined 8.00%. Only the Arapahoe County part is placed here. Aurora's treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const ADAMS_COUNTY = "https://adcogov.org/sales-tax-rates — Adams County, \"Sales Tax Rates\": 0.75% since 2007-01-01 (0.25% open space to 2026-12-31 and 0.5% to 2028-12-31, 0.30% capital projects + 0.20% transportation); its table \"Current Adams County Sales Tax Rates\": Thornton 2.90 state + 3.75 city + 0.75 county + 1.00 RTD + 0.10 Cultural Facilities = 8.50%, Westminster 3.85% city = 8.60%, Arvada 3.46% city = 8.21%.";
const THORNTON = "https://thorntonco.qscend.com/311/knowledgebase/article/408 — City of Thornton, \"Where can I find general sales and use tax rates?\" (updated 2024-08-23): 8.5% = State 2.9% + City of Thornton 3.75% + RTD 1% + Adams County 0.75% + Cultural Facilities District 0.1%; Thornton is a home-rule city and collects its 3.75% itself; https://businessinthornton.com/site-selection/data/taxation/ — the same figures. Thornton's part in Weld County is not placed. Thornton's treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const WESTMINSTER = "https://adcogov.org/sales-tax-rates — Adams County's table of current rates: Westminster 3.85% (2.90 + 3.85 + 0.75 + 1.00 + 0.10 = 8.60%); https://gstlookup.com/tools/sales-tax-calculator-colorado/adams-county — Westminster 8.60% (city 3.85%) in October 2025 (secondary); https://www.ci.wheatridge.co.us/290/Tax-Information-and-Resources — City of Wheat Ridge's table: Westminster city tax 3.85. Westminster is a home-rule, self-collecting city; its part in Jefferson County is not placed. Its treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const JEFFERSON_COUNTY = "https://lakewood.org/Government/Departments/Finance/Business-Licensing-Tax/Sales-Use-Tax — City of Lakewood, \"Sales & Use Tax\": taxes remitted to the State of Colorado include State (2.9%), Jefferson County (0.5%), RTD (1.0%), Cultural (0.1%); https://www.ci.wheatridge.co.us/290/Tax-Information-and-Resources — City of Wheat Ridge: Jefferson County 0.5 in every Jefferson County city and in the unincorporated county.";
const ARVADA = "https://www.ci.wheatridge.co.us/290/Tax-Information-and-Resources — City of Wheat Ridge, \"Tax Information and Resources\": Arvada 2.9 state + 3.46 city + 0.5 Jefferson County + 1.1 RTD/Cultural (undated; the table's total, 8.05%, does not match its parts, 7.96%); https://adcogov.org/sales-tax-rates — Adams County: Arvada city 3.46% (in Adams County 8.21%). Arvada is a home-rule, self-collecting city. Both tables are undated: confirm against the City of Arvada's rate page. Arvada's part in Adams County is not placed. SaaS: see ARVADA_SAAS.";
const ARVADA_SAAS = "https://arvada.org/city-services/sales-tax/software-programs-and-hardware-devices — City of Arvada, \"Software Programs and Hardware Devices\": the Arvada Tax Code taxes pre-written software programs; charges for software as a service for pre-written software programs that is rented, leased or subscribed to from a provider are taxable, and pre-written software accessed via the Internet is taxable where the provider sells a right to use (purchase, lease, rental or license); custom software is a non-taxable service. Colorado does not tax SaaS (us-state-facts.ts).";
const LAKEWOOD = "https://lakewood.org/Government/Departments/Finance/Business-Licensing-Tax/Sales-Use-Tax — City of Lakewood, \"Sales & Use Tax\": Lakewood is a home-rule city (taxable transactions may differ from the State of Colorado's); the tax rate for most of Lakewood is 7.5%, the City portion (3%) remitted directly to the City of Lakewood, the rest (State 2.9%, Jefferson County 0.5%, RTD 1.0%, Cultural 0.1%) to the State; Belmar (city 1.0%, 5.5% in all) and the Marston Park and Belleview Shores centers (+0.43% Southeast Jefferson County Road Improvement District, 7.93%) differ, sales shipped into Belmar bear the standard 3% (not modelled: Levy applies 3% throughout); https://lakewood.org/City_Clerk/Codes_and_Laws/Municipal_Code/Title_3_-_Revenue_and_Finance/Chapter_3_01_-_Sales_and_Use_Tax/2147487506/ — Lakewood Municipal Code 3.01.210: use tax of three per cent (Ord. O-2005-26); http://taxhero.net/sales-tax/city/co-lakewood — Lakewood 7.50% in 2025 (2.90 + 0.50 + 3.00 + 1.10; secondary). Lakewood's treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const GREELEY = "https://stg.greeleygov.com/business/sales-and-use-tax — City of Greeley, \"Sales Tax\", Local Tax Rates: Greeley city 4.11%, county 0% (Weld County levies no sales tax), state 2.9%, total 7.01% (the same table gives Fort Collins 4.35%, so it is of 2024 or later); https://greeleygov.com./government/finance/sales-tax/faqs — \"What is the City of Greeley's Sales and Use Tax Rate? ... When I buy something in Greeley I pay more than 4.11% ...\". Greeley is a home-rule, self-collecting city; its treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const PUEBLO_CITY = "https://www.pueblo.us/180/Sales-Tax-Division — City of Pueblo, \"Sales Tax\": City of Pueblo sales and use tax rate is 3.7%, returns filed with the city (self-collected); https://www.sales-taxes.com/co/pueblo — 7.6% = 2.9% Colorado + 1% Pueblo County + 3.7% Pueblo (updated March 2024 from the Colorado Department of Revenue, secondary); https://www.salestaxhandbook.com/colorado/rates/pueblo-county — Pueblo 7.6% (January 2025, secondary). Pueblo's treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const PUEBLO_COUNTY = "https://www.gstlookup.com/tools/sales-tax-calculator-colorado/pueblo-county — Pueblo County 1.00% (October 2025; secondary), https://www.sales-taxes.com/co/pueblo — Pueblo County 1% (March 2024, from the Colorado Department of Revenue; secondary): confirm against the Department's DR 1002.";

export const CO_CITIES: UsCityData = {
  state: 'CO',
  jurisdictions: [
    local('us-CO-arapahoe-county', 'Arapahoe County', 'county', [['0.25', null, null, ARAPAHOE_COUNTY]]),
    local('us-CO-city-of-aurora', 'City of Aurora', 'city', [['3.75', null, null, AURORA]], { selfAdministered: 'city' }),
    local('us-CO-adams-county', 'Adams County', 'county', [['0.75', null, null, ADAMS_COUNTY]]),
    local('us-CO-jefferson-county', 'Jefferson County', 'county', [['0.50', null, null, JEFFERSON_COUNTY]]),
    local('us-CO-city-of-thornton', 'City of Thornton', 'city', [['3.75', null, null, THORNTON]], { selfAdministered: 'city' }),
    local('us-CO-city-of-westminster', 'City of Westminster', 'city', [['3.85', null, null, WESTMINSTER]], { selfAdministered: 'city' }),
    local('us-CO-city-of-arvada', 'City of Arvada', 'city', [['3.46', null, null, ARVADA]], { selfAdministered: 'city', taxability: saas(ARVADA_SAAS) }),
    local('us-CO-city-of-lakewood', 'City of Lakewood', 'city', [['3.00', null, null, LAKEWOOD]], { selfAdministered: 'city' }),
    local('us-CO-city-of-greeley', 'City of Greeley', 'city', [['4.11', null, null, GREELEY]], { selfAdministered: 'city' }),
    local('us-CO-pueblo-county', 'Pueblo County', 'county', [['1.00', null, null, PUEBLO_COUNTY]]),
    local('us-CO-city-of-pueblo', 'City of Pueblo', 'city', [['3.70', null, null, PUEBLO_CITY]], { selfAdministered: 'city' }),
    local('us-CO-larimer-county', 'Larimer County', 'county', [['0.80', null, null, LARIMER_COUNTY]]),
    local('us-CO-city-of-fort-collins', 'City of Fort Collins', 'city', [['3.85', null, '2024-01-01', FORT_COLLINS], ['4.35', '2024-01-01', null, FORT_COLLINS]], { selfAdministered: 'city' }),
  ],
  places: [
    // Aurora's parts in Adams and Douglas counties carry other county rates: not placed.
    // "Aurora" 80015 and 80016 also reach the City of Centennial (2.5%, no USPS name of its own) and
    // unincorporated Arapahoe County (Foxfield, ...): answered with Aurora's taxes, reported uncertain.
    { state: 'CO', names: ['Aurora'], jurisdictions: ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district', 'us-CO-arapahoe-county', 'us-CO-city-of-aurora'], counties: ['08005'], partlyOutside: ['80015', '80016'] },
    // Weld County levies no sales tax and Greeley lies outside RTD.
    { state: 'CO', names: ['Greeley'], jurisdictions: ['us-CO-city-of-greeley'], counties: ['08123'] },
    // "Pueblo" also names unincorporated Pueblo County (Pueblo West in 81007; the areas east and
    // south of the city in 81005, 81006 and 81008), without the city's tax: reported uncertain there.
    { state: 'CO', names: ['Pueblo'], jurisdictions: ['us-CO-pueblo-county', 'us-CO-city-of-pueblo'], counties: ['08101'], partlyOutside: ['81005', '81006', '81007', '81008'] },
    { state: 'CO', names: ['Thornton'], jurisdictions: ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district', 'us-CO-adams-county', 'us-CO-city-of-thornton'], counties: ['08001'] },
    { state: 'CO', names: ['Westminster'], jurisdictions: ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district', 'us-CO-adams-county', 'us-CO-city-of-westminster'], counties: ['08001'] },
    { state: 'CO', names: ['Arvada'], jurisdictions: ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district', 'us-CO-jefferson-county', 'us-CO-city-of-arvada'], counties: ['08059'] },
    // Lakewood has no USPS city name of its own: its ZIP codes are named "Denver" and lie in Jefferson
    // County (us-local.ts's Denver entry is limited to the City and County of Denver, 08031). 80226
    // (City Hall, Belmar) is Lakewood; 80214 (with Edgewater, Wheat Ridge and unincorporated land),
    // 80215 (Wheat Ridge, unincorporated Applewood), 80227 and 80235 (partly Denver and unincorporated
    // Jefferson County), 80228 and 80232 (unincorporated Jefferson County) are answered with Lakewood's
    // taxes but reported uncertain.
    { state: 'CO', names: ['Denver', 'Lakewood'], jurisdictions: ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district', 'us-CO-jefferson-county', 'us-CO-city-of-lakewood'], counties: ['08059'], partlyOutside: ['80214', '80215', '80227', '80228', '80232', '80235'] },
    { state: 'CO', names: ['Fort Collins'], jurisdictions: ['us-CO-larimer-county', 'us-CO-city-of-fort-collins'], counties: ['08069'] },
  ],
};
