// MO: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Kansas City and St. Louis are in us-local.ts. Missouri local taxes are county, city and district
// taxes; CIDs and TDDs (a few blocks each) are not held: a seller in one must import its own rate.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const SPRINGFIELD_MO =
  'https://www.springfieldregion.com/?p=91 — Springfield Regional Economic Partnership, "Taxes" (source: Missouri Department of Revenue, 2022): Springfield 8.100% = state 4.225% + county 1.750% + city 2.125%; the Missouri DOR rate table lists SPRINGFIELD GREENE COUNTY 70000-077-000 at 8.1000% (copy at https://dokumen.tips/documents/missouri-department-of-department-of-revenue-taxation-division-sales-and-use-change.html); https://www.springfieldmo.gov/387/Sales-Tax-Benchmarks — City of Springfield: 8.10%. The city\'s 3/4 cent police-fire pension tax (within the 2.125%) ended on 2025-03-31 and was replaced on 2025-04-01 by a new 3/4 cent tax at the same rate, approved on 2024-11-05 (https://www.sbj.net/stories/newly-approved-springfield-tax-will-fund-public-safety-community-initiatives,97443 — Springfield Business Journal), so 2.125% throughout. The 2026 DOR table was not read';
const COLUMBIA =
  'https://taxwire.com/guides/us/missouri/columbia — Taxwire, "Columbia, Missouri": jurisdiction COLUMBIA, BOONE County 7.975% (CIDs 8.475%); 7.975% = 4.225% state + 1.75% Boone County + 2.00% City of Columbia (http://breter-show.ru/missouri/rates/columbia — Sales Tax Handbook copy); the Missouri DOR table lists BOONE COUNTY at 5.9750% (https://fdocuments.in/document/missouri-department-of-revenue-dormogov-4001-adair-county-adair-county.html). Secondary sources: confirm against the DOR rate table';
const JEFFERSON_CITY =
  'https://salestaxhandbook.com/missouri/rates/cole-county — Sales Tax Handbook, "Cole County" (April 2025): Cole County 1.375% countywide, Jefferson City 7.85% (4.225% state + 1.375% county + 2.25% city); the county\'s law enforcement tax fell from 1/2 to 3/8 cent on 2023-01-01 (https://abc17news.com/news/top-stories/2023/01/04/cole-county-sales-tax-reduced/ — ABC 17), so 1.50% before; http://www.salestaxstates.com/sales-tax-calculator-missouri-jefferson_city — city rate 2.25% (January 2024). Secondary sources: confirm against the Missouri DOR rate table';

const LEES_SUMMIT =
  'https://cityofls.net/finance-budget-taxes/taxes/sales-tax — City of Lee\'s Summit, "Sales Tax" (rates effective 2023-04-01): in the Jackson County part 8.475% = state 4.225% + Jackson County 1.375% (general 0.5%, capital improvements 0.375%, drug enforcement 0.25%, children\'s services 0.25%) + City 2.750% (general 1%, parks 0.25%, capital projects 0.5%, transportation 0.5%, public safety 0.5% since 2022-10-01, https://cityofls.net/news-media/press-releases/pgrid/1830/pageid/36/artmid/1782/articleid/6001) + Kansas City Zoological District 0.125%; the Cass County part has other county and district taxes (8.725%) and is not held. TDDs and CIDs add more in places';

export const MO_CITIES: UsCityData = {
  state: 'MO',
  jurisdictions: [
    local('us-MO-jackson-county', 'Jackson County', 'county', [['1.375', null, null, LEES_SUMMIT]]),
    local('us-MO-kansas-city-zoological-district', 'Kansas City Zoological District (Jackson County part)', 'district', [['0.125', null, null, LEES_SUMMIT]]),
    local('us-MO-city-of-lees-summit', "City of Lee's Summit", 'city', [['2.75', null, null, LEES_SUMMIT]]),
    local('us-MO-greene-county', 'Greene County', 'county', [['1.75', null, null, SPRINGFIELD_MO]]),
    local('us-MO-city-of-springfield', 'City of Springfield', 'city', [['2.125', null, null, SPRINGFIELD_MO]]),
    local('us-MO-boone-county', 'Boone County', 'county', [['1.75', null, null, COLUMBIA]]),
    local('us-MO-city-of-columbia', 'City of Columbia', 'city', [['2.00', null, null, COLUMBIA]]),
    local('us-MO-cole-county', 'Cole County', 'county', [['1.50', null, '2023-01-01', JEFFERSON_CITY], ['1.375', '2023-01-01', null, JEFFERSON_CITY]]),
    local('us-MO-city-of-jefferson-city', 'City of Jefferson City', 'city', [['2.25', null, null, JEFFERSON_CITY]]),
  ],
  places: [
    { state: 'MO', names: ['Lees Summit', "Lee's Summit"], counties: ['29095'], jurisdictions: ['us-MO-jackson-county', 'us-MO-kansas-city-zoological-district', 'us-MO-city-of-lees-summit'] },
    { state: 'MO', names: ['Springfield'], counties: ['29077'], jurisdictions: ['us-MO-greene-county', 'us-MO-city-of-springfield'] },
    { state: 'MO', names: ['Columbia'], counties: ['29019'], jurisdictions: ['us-MO-boone-county', 'us-MO-city-of-columbia'] },
    { state: 'MO', names: ['Jefferson City'], counties: ['29051'], jurisdictions: ['us-MO-cole-county', 'us-MO-city-of-jefferson-city'] },
  ],
};
