// CO: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Colorado's home-rule cities collect their own sales tax under their own codes (selfAdministered:
// 'city', like Denver, Boulder and Colorado Springs in us-local.ts); counties and districts are
// collected by the Department of Revenue.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const LARIMER_COUNTY = "https://larimer.gov/finance/sales-tax/rates — Larimer County, \"Sales Tax Rates\": the county's sales and use tax is dedicated to Open Space 0.25%, Jail Operations 0.15%, Fairgrounds (The Ranch) 0.15% and Behavioral Health 0.25% (0.80% in all), state-collected; https://www.larimer.org/finance/sales-tax/new-tax — \"County and Municipality Sales Tax Table\" effective 2019-01-01: Larimer County 0.8% (Fort Collins 2.9 + 0.8 + 3.85 = 7.55% then).";
const FORT_COLLINS = "https://records.fcgov.com/OrdRes/DocView.aspx?dbid=0&id=18675860&repo=FortCollins — City of Fort Collins, Ordinance No. 168, 2023: the voters approved on 2023-11-07 an additional 0.50% sales and use tax from 2024-01-01 to 2050-12-31, on top of the 3.85% (https://www.larimer.org/finance/sales-tax/new-tax — Fort Collins 3.85%, collected by the City of Fort Collins, a home-rule city); https://zamp.com/resources/fort-collins-colorado-sales-tax — Fort Collins 8.05% in 2025 = 2.90 state + 0.80 Larimer County + 4.35 city (secondary). Ordinance No. 137, 2025 (https://records.fcgov.com/OrdRes/DocView.aspx?dbid=0&id=22419659&repo=FortCollins) extends the 0.25% street maintenance tax to 2045 without changing the rate. Fort Collins' treatment of SaaS and digital goods was not checked: Levy applies Colorado's.";

export const CO_CITIES: UsCityData = {
  state: 'CO',
  jurisdictions: [
    local('us-CO-larimer-county', 'Larimer County', 'county', [['0.80', null, null, LARIMER_COUNTY]]),
    local('us-CO-city-of-fort-collins', 'City of Fort Collins', 'city', [['3.85', null, '2024-01-01', FORT_COLLINS], ['4.35', '2024-01-01', null, FORT_COLLINS]], { selfAdministered: 'city' }),
  ],
  places: [
    { state: 'CO', names: ['Fort Collins'], jurisdictions: ['us-CO-larimer-county', 'us-CO-city-of-fort-collins'], counties: ['08069'] },
  ],
};
