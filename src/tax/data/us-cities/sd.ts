// SD: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Sioux Falls is in us-local.ts. South Dakota has no county sales taxes: only municipalities levy.
//
// Pierre's ZIP code 57501 reaches into Sully County (45% of its people by the ZIP table), outside the
// city: an address placed by that ZIP code keeps a "split ZIP code" doubt.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const PIERRE =
  'http://dor.sd.gov/Taxes/Business_Taxes/Newsroom/Tax_Rates/Pierre.aspx — South Dakota Department of Revenue, "Tax Rates: Pierre": general municipal sales and use tax 2% effective 2006-07-01 (1.8% before), plus a 1% municipal gross receipts tax on lodging, alcohol, eating establishments and admissions (not modelled: no Levy category); South Dakota municipalities may change rates only on January 1 or July 1 (https://www.yankton.net/community/article_11cfe962-36b4-11eb-afa8-67d724ca50f6.html — SD DOR notice). The current municipal tax chart (https://dor.sd.gov/businesses/taxes/municipal-tax/) was not read.';

export const SD_CITIES: UsCityData = {
  state: 'SD',
  jurisdictions: [local('us-SD-city-of-pierre', 'City of Pierre', 'city', [['2.00', '2006-07-01', null, PIERRE]])],
  places: [{ state: 'SD', names: ['Pierre'], counties: ['46065'], jurisdictions: ['us-SD-city-of-pierre'] }],
};
