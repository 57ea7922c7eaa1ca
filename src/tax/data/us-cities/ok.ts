// OK: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Oklahoma City and Tulsa are in us-local.ts. Oklahoma's county and city sales taxes are collected
// by the Oklahoma Tax Commission with the state's 4.5%. Entries hold for the city's main county only.
// Left out: Broken Arrow (city 3.55% + Tulsa County 0.367% = 8.417% in its Tulsa County part in June
// 2025, https://pubt.io/view/F7C6CF6B3EE36FD0C46B48A34C7CE6FAFBB89AC7 — City of Broken Arrow press
// release, 2025-06-05; but a further temporary 0.5% from 2026-07-01 to 2031-06-30, Ordinance 3904,
// went to the voters on 2026-04-07 as Proposition 8, and the outcome was not found).
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const NORMAN =
  'http://normanok.gov/businesses/sales-tax — City of Norman, "Sales Tax": the sales tax rate in Norman is 8.75%: 4.5% State of Oklahoma, 0.125% Cleveland County Jail, and 4.125% City of Norman (2.3% general fund, 0.7% capital improvements, 0.5% public safety, 0.5% Norman Forward, 0.125% public transit); the county\'s eighth-cent jail tax replaced a quarter-cent tax in 2020 (http://oklahoman.com/article/5646976 — The Oklahoman, 2019-11-13)';

export const OK_CITIES: UsCityData = {
  state: 'OK',
  jurisdictions: [
    local('us-OK-city-of-norman', 'City of Norman', 'city', [['4.125', null, null, NORMAN]]),
    local('us-OK-cleveland-county', 'Cleveland County (jail and public safety)', 'county', [['0.125', null, null, NORMAN]]),
  ],
  places: [
    { state: 'OK', names: ['Norman'], counties: ['40027'], jurisdictions: ['us-OK-city-of-norman', 'us-OK-cleveland-county'] },
  ],
};
