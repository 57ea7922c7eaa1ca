// VT: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Vermont's only local sales tax is the 1% local option sales tax of a listed set of towns and
// cities (collected by the Department of Taxes with the state's 6%); it covers the whole
// municipality. Only mailing names whose ZIP codes lie in towns that all levy it are listed here
// (Burlington's ZIP codes reach into South Burlington, Winooski and Colchester, all 1%). Montpelier
// (the capital) has no local option sales tax, but its ZIP code 05602 also serves Berlin, which
// levies one since 2025-01-01: it is left out (uncertain).
import { local, type Rate } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const VT_LOT =
  'https://tax.vermont.gov/business/lot — Vermont Department of Taxes, "Local Option Tax": Local Option Sales Tax 6% sales tax + 1% = 7% total tax; "Municipalities that have a 1% Local Option Sales Tax" (with effective dates)';

const lot = (town: string, since: string): Rate[] => [['1.00', null, null, `${VT_LOT}: ${town}, ${since}.`]];

export const VT_CITIES: UsCityData = {
  state: 'VT',
  jurisdictions: [
    local('us-VT-burlington-local-option', 'City of Burlington local option sales tax', 'city', lot('Burlington', 'July 2006')),
    local('us-VT-south-burlington-local-option', 'City of South Burlington local option sales tax', 'city', lot('South Burlington', 'October 2007')),
    local('us-VT-winooski-local-option', 'City of Winooski local option sales tax', 'city', lot('Winooski', 'July 2019')),
    local('us-VT-williston-local-option', 'Town of Williston local option sales tax', 'city', lot('Williston', 'July 2003')),
    local('us-VT-colchester-local-option', 'Town of Colchester local option sales tax', 'city', lot('Colchester', 'October 2015')),
  ],
  places: [
    { state: 'VT', names: ['Burlington'], counties: ['50007'], jurisdictions: ['us-VT-burlington-local-option'] },
    { state: 'VT', names: ['South Burlington', 'S Burlington'], counties: ['50007'], jurisdictions: ['us-VT-south-burlington-local-option'] },
    { state: 'VT', names: ['Winooski'], counties: ['50007'], jurisdictions: ['us-VT-winooski-local-option'] },
    { state: 'VT', names: ['Williston'], counties: ['50007'], jurisdictions: ['us-VT-williston-local-option'] },
    { state: 'VT', names: ['Colchester'], counties: ['50007'], jurisdictions: ['us-VT-colchester-local-option'] },
  ],
};
