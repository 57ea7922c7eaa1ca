// ND: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Bismarck (the capital) is not here: the Burleigh County tax after its 0.5% jail tax ended
// (2024-12-31; a 1% tax was approved in June 2024) and the city's November 2024 half-cent measure
// could not be confirmed from a source.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const CASS =
  'https://www.casscountynd.gov/Announcements/Pages/Cass-County-Sales-Tax.aspx — Cass County, "Cass County Sales Tax": a one-half percent county sales, use and gross receipts tax for flood control, 20 years from 2011-04-01 to 2031-03-31, administered by the North Dakota Office of State Tax Commissioner; https://www.inforum.com/news/fargo/fargo-west-fargo-moorhead-and-dilworth-all-have-local-sales-taxes-but-where-do-they-go — Inforum: Fargo 7.5% = 5% state + 0.5% Cass County + 2% city.';
const FARGO =
  'https://fargond.gov/city-government/departments/finance/city-sales-tax — City of Fargo, "City of Fargo Sales Tax": a two percent local sales tax (1% infrastructure from 2009-01-01 to 2028-12-31, 0.5% flood control from 2010, extended in 2016, 0.5% of 2013 redirected to flood protection), administered by the North Dakota State Tax Commissioner; https://www.inforum.com/news/fargo/fargo-west-fargo-moorhead-and-dilworth-all-have-local-sales-taxes-but-where-do-they-go — Inforum: Fargo\'s 2% local tax (1.25% diversion and flood control, 0.75% water, sewer and streets), 7.5% combined. Authority: North Dakota Office of State Tax Commissioner, local tax rates (https://www.tax.nd.gov/business/sales-and-use-tax/local-taxes-city-and-county-taxes, not read).';

export const ND_CITIES: UsCityData = {
  state: 'ND',
  jurisdictions: [
    local('us-ND-cass-county', 'Cass County (flood control)', 'county', [['0.50', '2011-04-01', '2031-04-01', CASS]]),
    local('us-ND-city-of-fargo', 'City of Fargo', 'city', [['2.00', null, null, FARGO]]),
  ],
  places: [{ state: 'ND', names: ['Fargo'], counties: ['38017'], jurisdictions: ['us-ND-cass-county', 'us-ND-city-of-fargo'] }],
};
