// AK: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Alaska has no state sales tax; cities and boroughs levy their own, and the remote-seller sales
// tax of the members of the Alaska Remote Seller Sales Tax Commission (ARSSTC) is collected through
// the Commission (the us-AK registration, as for Juneau in us-local.ts). Only cities in the
// unorganized borough (no borough sales tax on top) whose ZIP code is the city's own are listed;
// cities in boroughs that tax too (Kenai Peninsula, Ketchikan Gateway) and mailing names that reach
// well beyond the city (Kodiak, Wasilla, Palmer) are left out. Seasonal rates are not needed here.
import type { TaxabilityPeriod } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const ARSSTC =
  'https://arsstc.org/business-sellers/member-jurisdictions/ — Alaska Remote Seller Sales Tax Commission, "Member Jurisdictions" (communities that adopted the remote sales tax rules, date collection began, tax rate; the stored copy lists members up to 2023)';

const ARSSTC_BASE =
  'https://arsstc.org/buyers/ — ARSSTC, "For Buyers": remote sales tax applies to goods and services delivered into a member jurisdiction, electronic services at the billing address; the ARSSTC Uniform Code presumes all sales and services taxable (as for Juneau in us-local.ts). The member\'s own exemption list was not checked item by item';

const ELECTRONIC: TaxabilityPeriod[] = [
  { from: null, to: null, category: 'saasBusiness', treatment: { taxable: true }, source: ARSSTC_BASE },
  { from: null, to: null, category: 'saasConsumer', treatment: { taxable: true }, source: ARSSTC_BASE },
  { from: null, to: null, category: 'digitalGoods', treatment: { taxable: true }, source: ARSSTC_BASE },
];

const city = (slug: string, name: string, rate: string, listing: string) =>
  local(`us-AK-city-of-${slug}`, `City of ${name}`, 'city', [[rate, null, null, `${ARSSTC}: ${listing}. Unorganized borough: no borough sales tax.`]], { taxability: ELECTRONIC });

export const AK_CITIES: UsCityData = {
  state: 'AK',
  jurisdictions: [
    city('bethel', 'Bethel', '6.00', 'Bethel, City of — General Retail, collection from 2020/10/01, 6% (alcoholic beverages 15%, not modelled)'),
    city('nome', 'Nome', '5.00', 'Nome, City of — General Retail, collection from 2020/05/01, 5%'),
    city('dillingham', 'Dillingham', '6.00', 'Dillingham, City of — General Retail, collection from 2020/07/01, 6% (alcoholic beverages 10%, not modelled)'),
    city('cordova', 'Cordova', '7.00', 'Cordova, City of — General Retail, collection from 2020/06/01, 7%'),
  ],
  places: [
    { state: 'AK', names: ['Bethel'], counties: ['02050'], jurisdictions: ['us-AK-city-of-bethel'] },
    { state: 'AK', names: ['Nome'], counties: ['02180'], jurisdictions: ['us-AK-city-of-nome'] },
    { state: 'AK', names: ['Dillingham'], counties: ['02070'], jurisdictions: ['us-AK-city-of-dillingham'] },
    { state: 'AK', names: ['Cordova'], counties: ['02063'], jurisdictions: ['us-AK-city-of-cordova'] },
  ],
};
