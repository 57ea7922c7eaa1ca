// OK: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Oklahoma City and Tulsa are in us-local.ts. Oklahoma's county and city sales taxes are collected
// by the Oklahoma Tax Commission with the state's 4.5%. Entries hold for the city's main county only.
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
