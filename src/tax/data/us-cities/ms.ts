// MS: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Mississippi has no general county sales taxes; a few cities levy special taxes by local and
// private law (tourism taxes on restaurants and hotels, not held: no Levy category).
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const JACKSON =
  'https://www.dor.ms.gov/node/5750 — Mississippi Department of Revenue, "Jackson Special Infrastructure Tax" (SB 3268 of 2009, SB 2839 of 2011, HB 787 of 2014): 1% on sales of tangible personal property or services within the municipality taxed at 7% or more under the Sales Tax Law, in addition to all other taxes, effective 2014-03-01, repeal date 2035-07-01; it has numerous exemptions (groceries, prescription drugs, restaurant food and beverages, hotel rooms, subscription TV and internet, automobiles: https://twt-assets.washtimes.com/news/2014/jan/13/jackson-residents-to-vote-on-local-sales-tax — AP), not modelled (no Levy category for most)';

export const MS_CITIES: UsCityData = {
  state: 'MS',
  jurisdictions: [
    local('us-MS-jackson-special-infrastructure', 'City of Jackson special infrastructure tax', 'city', [['1.00', null, '2035-07-01', JACKSON]]),
  ],
  places: [
    // Jackson lies mostly in Hinds County; the "Jackson" USPS name reaches Madison and Rankin counties outside the city.
    { state: 'MS', names: ['Jackson'], counties: ['28049'], jurisdictions: ['us-MS-jackson-special-infrastructure'] },
  ],
};
