// WI: built-in city taxes (issue 10). Sources beside each figure.
// Wisconsin's only general city sales tax is the City of Milwaukee's 2% since 2024-01-01 (2023 Wis.
// Act 12; premier resort area taxes reach only tourism retailers, see us-counties/wi.ts), collected by
// the Department of Revenue with the 5% state tax and the county tax on the same sales, so the city
// follows the state (the default of `local`). Milwaukee County's 0.9% is
// in us-counties/wi.ts, which leaves Milwaukee County incomplete (`incompleteCounties`) because the
// postal name "Milwaukee" also covers suburbs without the city tax; the place below completes it.
//
// Which "Milwaukee" ZIP codes reach beyond the city: the US Census Bureau's 2020 ZCTA to county
// subdivision relationship file (in Wisconsin the county subdivisions are the cities, villages and
// towns themselves; read in the copy at https://github.com/bdurand/us_geo, data/2020_dist/
// zcta_county_subdivisions.csv, generated from https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.2020.html),
// land area in square miles. Wholly within the City of Milwaukee (county subdivision 5507953000):
// 53202 (2.11), 53203 (0.44), 53204 (3.23), 53205 (1.45), 53206 (2.65), 53216 (4.61), 53218 (5.87),
// 53224 (10.14), 53233 (1.75) and 53295 (0.24, the Zablocki VA Medical Center): answered with the
// city's tax and no uncertainty. Every other "Milwaukee" ZIP code shares land with a suburb, however
// little, and is answered with the city's tax but reported uncertain (partlyOutside):
//   53207 Cudahy (0.01 of 9.95); 53208 Wauwatosa (0.02 of 4.23); 53209 Glendale, Brown Deer, River
//   Hills; 53210 Wauwatosa (0.04 of 2.56); 53211 Shorewood, Whitefish Bay; 53212 Glendale (0.44 of
//   4.07); 53213 Wauwatosa (3.34 of 3.92); 53214 West Allis, West Milwaukee; 53215 West Milwaukee
//   (0.38 of 5.52); 53217 Bayside (in both counties), Fox Point, Glendale, River Hills, Whitefish Bay,
//   Brown Deer (the city only 0.01 of 14.09); 53219 West Allis, Greenfield, West Milwaukee; 53220
//   Greenfield, Greendale; 53221 Greenfield, Franklin; 53222 Wauwatosa (2.29 of 5.40); 53223 Brown
//   Deer (3.51 of 9.86); 53225 Wauwatosa, Menomonee Falls and the city's own sliver in Waukesha
//   County; 53226 Wauwatosa, West Allis (the city 0.66 of 6.85); 53227 West Allis, Greenfield, New
//   Berlin; 53228 Greenfield, West Allis, Hales Corners.
// The Department of Revenue says the same of five-digit ZIP codes in general (53209 covers Glendale,
// Brown Deer and Milwaukee) and offers a rate lookup by street address or ZIP+4 and a list of ZIP+4
// codes in the city (https://revenue.wi.gov/Pages/FAQS/ise-mkesalestax.aspx); an imported Wisconsin
// boundary file places those addresses exactly. Postal boundaries drift from the 2020 ZCTAs: re-check
// the sure list against the DOR's ZIP+4 list when it can be read.
import type { JurisdictionData } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCityData, UsPlace } from './types.ts';

const MILWAUKEE =
  'https://revenue.wi.gov/Pages/FAQS/ise-mkesalestax.aspx — Wisconsin Department of Revenue, "City of Milwaukee Sales and Use Taxes" (Guidance Document 100315, 2024-01-22): a transaction subject to sales and use tax in the city of Milwaukee on or after January 1, 2024 is taxed at 7.9% = Wisconsin 5.0% + Milwaukee County 0.9% + City of Milwaukee 2.0%; https://www.wisbusiness.com/2023/dept-of-revenue-new-sales-and-use-taxes-in-the-city-of-milwaukee-and-milwaukee-county-begin-on-january-1-2024/ — Wisconsin Department of Revenue, "New sales and use taxes in the city of Milwaukee and Milwaukee County begin on January 1, 2024" (2023 Wis. Act 12; the Common Council approved the city tax on 2023-07-11; DOR Fact Sheet 2414). No change to the 2% found since.';

export const WI_JURISDICTIONS: JurisdictionData[] = [
  local('us-WI-city-of-milwaukee', 'City of Milwaukee', 'city', [['2.00', '2024-01-01', null, MILWAUKEE]]),
];

export const WI_PLACES: UsPlace[] = [
  {
    state: 'WI',
    names: ['Milwaukee'],
    counties: ['55079'],
    jurisdictions: ['us-WI-city-of-milwaukee'],
    partlyOutside: ['53207', '53208', '53209', '53210', '53211', '53212', '53213', '53214', '53215', '53217', '53219', '53220', '53221', '53222', '53223', '53225', '53226', '53227', '53228'],
  },
];

export const WI_CITIES: UsCityData = { state: 'WI', jurisdictions: WI_JURISDICTIONS, places: WI_PLACES };
