// WV: built-in city and special-district taxes (issue 10). Sources beside each figure.
// West Virginia's local sales taxes are municipal (1% in a listed set of cities and towns, collected
// by the State Tax Division with the state's 6%); no county levies one, so there is no county file.
// A USPS city name reaches beyond the municipal limits (unincorporated Kanawha County around
// Charleston): such addresses get the city's rate here.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const WV_MUNICIPAL =
  'https://tax.wv.gov/Business/SalesAndUseTax/MunicipalSalesAndUseTax/Pages/MunicipalSalesAndUseTax.aspx — West Virginia Tax Division, "Municipal Sales and Use Tax"';

const CHARLESTON = `${WV_MUNICIPAL}: Charleston, effective July 1, 2015, municipal rate 1%, combined rate 7%; the tax applies to the same items as the state sales and use tax, within the municipality's boundaries. Before: 0.5% from 2013-10-01 (http://www.wva.state.wv.us/wvtax/Public%20Information/Pages/LocalSalesAndUseTax.aspx — West Virginia State Tax Department, "Local Sales and Use Tax": Charleston and Wheeling increase from 0.5% to 1% on July 1, 2015); history before 2024 not carried.`;

export const WV_CITIES: UsCityData = {
  state: 'WV',
  jurisdictions: [local('us-WV-city-of-charleston', 'City of Charleston', 'city', [['1.00', null, null, CHARLESTON]])],
  places: [{ state: 'WV', names: ['Charleston'], counties: ['54039'], jurisdictions: ['us-WV-city-of-charleston'] }],
};
