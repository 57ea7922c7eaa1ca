// VT: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Vermont's only local sales tax is the 1% local option sales tax of a listed set of towns and
// cities (collected by the Department of Taxes with the state's 6%); it covers the whole
// municipality. Only mailing names whose ZIP codes lie in towns that all levy it are listed here
// (Burlington's ZIP codes reach into South Burlington, Winooski and Colchester, all 1%). Montpelier
// (the capital) adopted the 1% local option sales tax at Town Meeting on 2025-03-04 (MONTPELIER);
// its only ZIP code, 05602, also serves Berlin (1% since 2025-01-01) and other neighbouring towns,
// so Montpelier addresses are answered with the city's tax but reported uncertain.
import { local, type Rate } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const VT_LOT =
  'https://tax.vermont.gov/business/lot — Vermont Department of Taxes, "Local Option Tax": Local Option Sales Tax 6% sales tax + 1% = 7% total tax; "Municipalities that have a 1% Local Option Sales Tax" (with effective dates)';

const lot = (town: string, since: string): Rate[] => [['1.00', null, null, `${VT_LOT}: ${town}, ${since}.`]];

const MONTPELIER = 'https://vermontpost.com/local-options-tax-passes-in-montpelier-election-results — "Local Options Tax Passes in Montpelier": on Town Meeting Day (2025-03-04, https://news.ballotpedia.org/2025/02/14/voters-to-decide-15-ballot-measures-on-march-4-town-meeting-day-in-montpelier-vermont — Article 5, a 1% city sales tax) Montpelier voters approved a 1% local option tax, 1,705 to 588; https://montpelierbridge.org/2025/01/city-council-adds-1-local-options-tax-to-ballot-finalizes-budget/ (quoted at https://r.sugem.io/r/vermont/search?q=flair_name%3A%22Washington+County%22) — levied only on items subject to the Vermont sales tax, in effect "no sooner than July, according to the Vermont Department of Taxes"; https://www.citizenportal.ai/articles/6220321/Montpelier-City/Washington-County/Vermont/Montpelier-council-sets-cautious-plan-for-1-local-option-sales-tax-receipts — on 2025-05-21 the council planned for the first quarter\'s receipts, remitted by the state in November. The start date 2025-07-01 is inferred from these (the first quarter that allows, and the one remitted in November); the stored copy of the Department\'s list (VT_LOT) predates it: confirm against the current list. Berlin, in the same ZIP code: ' + VT_LOT + ': Berlin, January 2025.';

export const VT_CITIES: UsCityData = {
  state: 'VT',
  jurisdictions: [
    local('us-VT-burlington-local-option', 'City of Burlington local option sales tax', 'city', lot('Burlington', 'July 2006')),
    local('us-VT-south-burlington-local-option', 'City of South Burlington local option sales tax', 'city', lot('South Burlington', 'October 2007')),
    local('us-VT-winooski-local-option', 'City of Winooski local option sales tax', 'city', lot('Winooski', 'July 2019')),
    local('us-VT-williston-local-option', 'Town of Williston local option sales tax', 'city', lot('Williston', 'July 2003')),
    local('us-VT-colchester-local-option', 'Town of Colchester local option sales tax', 'city', lot('Colchester', 'October 2015')),
    local('us-VT-montpelier-local-option', 'City of Montpelier local option sales tax', 'city', [['1.00', '2025-07-01', null, MONTPELIER]]),
  ],
  places: [
    { state: 'VT', names: ['Burlington'], counties: ['50007'], jurisdictions: ['us-VT-burlington-local-option'] },
    { state: 'VT', names: ['South Burlington', 'S Burlington'], counties: ['50007'], jurisdictions: ['us-VT-south-burlington-local-option'] },
    { state: 'VT', names: ['Winooski'], counties: ['50007'], jurisdictions: ['us-VT-winooski-local-option'] },
    { state: 'VT', names: ['Williston'], counties: ['50007'], jurisdictions: ['us-VT-williston-local-option'] },
    { state: 'VT', names: ['Colchester'], counties: ['50007'], jurisdictions: ['us-VT-colchester-local-option'] },
    { state: 'VT', names: ['Montpelier'], counties: ['50023'], jurisdictions: ['us-VT-montpelier-local-option'], partlyOutside: ['05602'] },
  ],
};
