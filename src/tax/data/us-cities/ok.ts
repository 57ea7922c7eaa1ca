// OK: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Oklahoma City and Tulsa are in us-local.ts. Oklahoma's county and city sales taxes are collected
// by the Oklahoma Tax Commission with the state's 4.5%. Entries hold for the city's main county only.
// Left out: Broken Arrow, for want of the rate in force on 2026-11-01 (checked 2026-11-25). City 3.55%
// + Tulsa County 0.367% = 8.417% in its Tulsa County part in June 2025
// (https://pubt.io/view/F7C6CF6B3EE36FD0C46B48A34C7CE6FAFBB89AC7 — City of Broken Arrow press release,
// 2025-06-05). A further temporary 0.5% from 2026-07-01 to 2031-06-30 (Ordinance 3904,
// https://brokenarrow.legistar.com/LegislationDetail.aspx?FullText=1&GUID=D3485D77-3186-4274-B302-B3C4841B309C&ID=7792454
// — Broken Arrow City Council, 2026-01-06) went to the voters on 2026-04-07 as Proposition 8; no report
// of the result was found, and the Oklahoma Tax Commission's monthly list of new local rates
// (https://oklahoma.gov/tax/newsroom/2021/current-sales-use.html) was read only up to its March 2026
// edition, which lists changes through June 2026. Absent other changes, the rate is 8.417% if it was
// rejected, 8.917% from 2026-07-01 if approved. Even then, no "Broken Arrow" ZIP code of Tulsa County lies wholly
// in the city (US Census Bureau 2020 ZCTA to place file, copy at https://github.com/bdurand/us_geo:
// 74011 17.4 of 23.8 square miles, the rest Bixby and unincorporated; 74012 23.9 of 24.8, the rest
// Tulsa and unincorporated), and 74014 lies in Wagoner County (9.6% there since July 2025).
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
