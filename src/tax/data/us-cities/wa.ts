// WA: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Seattle, Tacoma and Spokane are in us-local.ts. Washington's local rates differ city by city and
// between the incorporated and unincorporated parts of a USPS city name (Vancouver, Kent, Renton,
// Olympia, Spokane Valley), so only places whose rate could be sourced are here; elsewhere the
// Washington DOR ZIP+4 import places addresses exactly.
//
// Placing: USPS "Bellevue" ZIP codes (98004-98008) are all in King County; a few parcels of
// unincorporated King County inside them are answered with Bellevue's rate.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const BELLEVUE =
  'https://kingcounty.gov/en/legacy/independent/forecasting/king-county-finance/king-county-sales-tax — King County, "King County Sales Tax": as of 2024-04-01 the retail sales tax in most cities of King County increased to 10.2% (6.5% state; the rest Sound Transit, Metro transit, criminal justice, mental health, housing and the cities), lower outside the RTA zone, higher in some cities; https://content.govdelivery.com/accounts/WADOR/bulletins/38e09b2 — WA DOR, "Quarter 2, 2024 Update -- Sales Tax Rate Tools": from 2024-04-01 the tax within King County increases by 0.1% for cultural access programs (0.2% in Issaquah and Renton), so 10.1% before; https://www.taxusign.com/single-post/washington-state-s-new-sales-tax-rates-what-businesses-need-to-know (secondary, citing WA DOR\'s local sales & use tax rate table for 2026 Q1) — Bellevue 10.3% (Bellevue non-RTA 8.9%) from 2026-01-01. Local share = combined - 6.5%. Authority: WA DOR, "Local sales & use tax rates" (https://dor.wa.gov/taxes-rates/sales-use-tax-rates/local-sales-use-tax); the flyers of 2026 Q2 to Q4 were not read.';

export const WA_CITIES: UsCityData = {
  state: 'WA',
  jurisdictions: [
    local('us-WA-bellevue-local', 'Bellevue local (King County, City of Bellevue, King County Metro, Sound Transit and other districts)', 'district', [
      ['3.60', null, '2024-04-01', BELLEVUE],
      ['3.70', '2024-04-01', '2026-01-01', BELLEVUE],
      ['3.80', '2026-01-01', null, BELLEVUE],
    ]),
  ],
  places: [{ state: 'WA', names: ['Bellevue'], counties: ['53033'], jurisdictions: ['us-WA-bellevue-local'] }],
};
