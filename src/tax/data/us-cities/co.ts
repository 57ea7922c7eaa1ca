// CO: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Colorado's home-rule cities collect their own sales tax under their own codes (selfAdministered:
// 'city', like Denver, Boulder and Colorado Springs in us-local.ts); counties and districts are
// collected by the Department of Revenue.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const LARIMER_COUNTY = "https://larimer.gov/finance/sales-tax/rates — Larimer County, \"Sales Tax Rates\": the county's sales and use tax is dedicated to Open Space 0.25%, Jail Operations 0.15%, Fairgrounds (The Ranch) 0.15% and Behavioral Health 0.25% (0.80% in all), state-collected; https://www.larimer.org/finance/sales-tax/new-tax — \"County and Municipality Sales Tax Table\" effective 2019-01-01: Larimer County 0.8% (Fort Collins 2.9 + 0.8 + 3.85 = 7.55% then).";
const FORT_COLLINS = "https://records.fcgov.com/OrdRes/DocView.aspx?dbid=0&id=18675860&repo=FortCollins — City of Fort Collins, Ordinance No. 168, 2023: the voters approved on 2023-11-07 an additional 0.50% sales and use tax from 2024-01-01 to 2050-12-31, on top of the 3.85% (https://www.larimer.org/finance/sales-tax/new-tax — Fort Collins 3.85%, collected by the City of Fort Collins, a home-rule city); https://zamp.com/resources/fort-collins-colorado-sales-tax — Fort Collins 8.05% in 2025 = 2.90 state + 0.80 Larimer County + 4.35 city (secondary). Ordinance No. 137, 2025 (https://records.fcgov.com/OrdRes/DocView.aspx?dbid=0&id=22419659&repo=FortCollins) extends the 0.25% street maintenance tax to 2045 without changing the rate. Fort Collins' treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";
const ARAPAHOE_COUNTY = "https://arapahoegov.com/477/Funding — Arapahoe County, \"Arapahoe County Sales and Use Tax\": a 0.25% Open Space Sales and Use Tax on retail sales of tangible personal property and certain services, approved in 2003, renewed in 2011 and reauthorized permanently in 2021 (Ballot Issue 1A), collected by the Colorado Department of Revenue.";
const AURORA = "https://www.auroragov.org/DoingBusiness/TaxesandFees/Taxes/SalesTax/index.htm — City of Aurora, \"Sales Tax\" (reviewed 2016-01-01): City of Aurora 3.75%, State 2.90%, RTD 1.00%, Cultural (SCFD) 0.10%, county 0.25% in Arapahoe County (total 8.00%), 0.75% in Adams County and 1.00% in Douglas County; Aurora is a home-rule city collecting its own tax (Tax and Licensing Division, https://auroragov.org/cms/One.aspx?portalId=16242704&pageId=16401521). Current figures (secondary): https://taxhero.net/sales-tax/city/co-aurora/ — Colorado 2.90%, Arapahoe County 0.25%, Aurora 3.75%, district 1.10%, combined 8.00%. Only the Arapahoe County part is placed here. Aurora's treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";

export const CO_CITIES: UsCityData = {
  state: 'CO',
  jurisdictions: [
    local('us-CO-arapahoe-county', 'Arapahoe County', 'county', [['0.25', null, null, ARAPAHOE_COUNTY]]),
    local('us-CO-city-of-aurora', 'City of Aurora', 'city', [['3.75', null, null, AURORA]], { selfAdministered: 'city' }),
    local('us-CO-larimer-county', 'Larimer County', 'county', [['0.80', null, null, LARIMER_COUNTY]]),
    local('us-CO-city-of-fort-collins', 'City of Fort Collins', 'city', [['3.85', null, '2024-01-01', FORT_COLLINS], ['4.35', '2024-01-01', null, FORT_COLLINS]], { selfAdministered: 'city' }),
  ],
  places: [
    // Aurora's parts in Adams and Douglas counties carry other county rates: not placed.
    { state: 'CO', names: ['Aurora'], jurisdictions: ['us-CO-regional-transportation-district', 'us-CO-scientific-cultural-facilities-district', 'us-CO-arapahoe-county', 'us-CO-city-of-aurora'], counties: ['08005'] },
    { state: 'CO', names: ['Fort Collins'], jurisdictions: ['us-CO-larimer-county', 'us-CO-city-of-fort-collins'], counties: ['08069'] },
  ],
};
