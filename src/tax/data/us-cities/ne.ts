// NE: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Omaha is in us-local.ts.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const LINCOLN =
  'https://www.nebraskaretail.com/2015/09/25/lincoln-sales-tax-rate-to-increase-october-1/ — Nebraska Retail Federation, "Lincoln sales tax rate to increase October 1" (City of Lincoln notice): Lincoln\'s local rate 1.5% + 0.25% = 1.75%, 7.25% with the 5.5% state rate; the quarter cent is now the Lincoln on the Move street tax (https://www.lincoln.ne.gov/City/Departments/LTU/LTU-Projects/LOTM — City of Lincoln: approved in 2019 to 2025-09-30), continued from 2025-10-01 to 2033-09-30 by the voters on 2025-04-08 (https://ballotpedia.org/Lincoln,_Nebraska,_Sales_Tax_Renewal_for_Infrastructure_Improvements_Measure_(April_2025) — approved 68%), so 1.75% throughout. Authority: Nebraska Department of Revenue, local sales and use tax rates (not read)';

export const NE_CITIES: UsCityData = {
  state: 'NE',
  jurisdictions: [local('us-NE-city-of-lincoln', 'City of Lincoln', 'city', [['1.75', null, null, LINCOLN]])],
  places: [{ state: 'NE', names: ['Lincoln'], counties: ['31109'], jurisdictions: ['us-NE-city-of-lincoln'] }],
};
