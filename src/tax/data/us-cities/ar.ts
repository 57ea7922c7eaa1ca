// AR: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Arkansas's county and city sales taxes are collected by the Department of Finance and
// Administration with the state's 6.5%. Entries hold for the city's main county only. The reduced
// state and local rates on food and food ingredients and the local tax cap on a single transaction
// above $2,500 are not modelled.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const LITTLE_ROCK =
  'https://www.arkansasonline.com/news/2021/jul/11/as-tax-rates-go-arkansas-at-top/ — Arkansas Democrat-Gazette: Pulaski County levies a 1% sales tax, Little Rock\'s municipal rate is 1.5% (2021); https://www.nwaonline.com/news/2021/sep/05/early-voting-begins-in-referendum-on-little-rock/ — the city\'s 3/8% (0.375%) capital improvement tax of 2011 expired at the end of 2021 (also https://blackconsumernews.com/little-rock-voters-reject-mayor-scotts-sales-tax-fueled-rebuild-the-rock-agenda-in-low-turnout/ — permanent 5/8 cent operations tax + 10-year 3/8 cent capital tax from January 2012); https://naturalstatenews.com/stories/608433713-arkansans-want-to-keep-their-hard-earned-money-little-rock-residents-vote-no-to-tax-increase — the 1% "Rebuild the Rock" increase failed on 2021-09-14 and the rate in Little Rock drops to 8.625% (6.5% state + 1% county + 1.125% city) from 2022-01-01; the later "Results for the Rock" proposal (0.375% permanent + 0.625% temporary) was also rejected (http://trendtidenews.com/news/5188146770734095431, copy of an Arkansas Democrat-Gazette report); https://trykintsugi.com/sales-tax-guide/little-rock-arkansas-sales-tax-guide — Kintsugi, "Little Rock Sales Tax Guide 2025": state 6.50% + county 1.00% + city 1.13% = 8.63%. Secondary sources: confirm against the DFA\'s local sales and use tax rate table';
const FAYETTEVILLE =
  'https://www.fayetteville-ar.gov/509/Sales-Tax-Rates — City of Fayetteville, "Sales Tax Rates": collected by the State of Arkansas; City of Fayetteville 2.00% + Washington County 1.25% + State of Arkansas 6.50% = 9.75% (the city\'s 2% Hotel/Motel/Restaurant tax on lodging and prepared food, paid directly to the city, is not held: no Levy category)';

export const AR_CITIES: UsCityData = {
  state: 'AR',
  jurisdictions: [
    local('us-AR-pulaski-county', 'Pulaski County', 'county', [['1.00', null, null, LITTLE_ROCK]]),
    local('us-AR-city-of-little-rock', 'City of Little Rock', 'city', [['1.125', null, null, LITTLE_ROCK]]),
    local('us-AR-washington-county', 'Washington County', 'county', [['1.25', null, null, FAYETTEVILLE]]),
    local('us-AR-city-of-fayetteville', 'City of Fayetteville', 'city', [['2.00', null, null, FAYETTEVILLE]]),
  ],
  places: [
    { state: 'AR', names: ['Little Rock'], counties: ['05119'], jurisdictions: ['us-AR-pulaski-county', 'us-AR-city-of-little-rock'] },
    { state: 'AR', names: ['Fayetteville'], counties: ['05143'], jurisdictions: ['us-AR-washington-county', 'us-AR-city-of-fayetteville'] },
  ],
};
