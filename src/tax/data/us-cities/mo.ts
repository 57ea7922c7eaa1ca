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

const INDEPENDENCE =
  'https://www.independencemo.gov/proposition-pd — City of Independence, "City Initiatives on the August 6th Ballot" (2024): Proposition PD, a city sales tax of 1/4% for the Police Department with no sunset (Ordinance 19555); it passed with 60.97% on 2024-08-06 (https://kshb.com/news/local-news/independence-voters-ok-1-4-cent-sales-tax-for-police-wages — KSHB 41, "Independence voters OK 1/4-cent sales tax for police wages") and is taken here from 2025-01-01, the first day of the second calendar quarter after the Department of Revenue is notified (RSMo 32.087.2, https://statutes.laws.com/missouri/t04/c032/32_087; the date is inferred from the statute, not read in a DOR table). Before it: 2.25% (http://www.ci.independence.mo.us/Finance/UseTax — City of Independence, "What is a Use Tax?": the local use tax at the rate of "the City\'s sales tax, currently 2.25%"), and 2.625% from 2022-04-01, when a permanent 1/2% fire sales tax replaced the 1/8% one (https://kshb.com/news/local-news/independence-voters-approve-tax-issues-mixed-results-elsewhere — KSHB 41, November 2021: "goes into effect April 1, 2022"); https://www.salestaxhandbook.com/puerto-rico/rates/independence — Sales Tax Handbook, "Independence" (September 2024, the page mislabelled Puerto Rico; secondary source): Independence city 2.625%, Jackson County 1.375%, Kansas City 8.975% in ZIP code 64053. With state 4.225% + Jackson County 1.375% + Kansas City Zoological District 0.125% (LEES_SUMMIT): 8.350%, then 8.600% from 2025-01-01. The police capital improvements 1/8% (within the city rate) runs to 2028-12-31. CIDs and TDDs (Independence Events Center, 23rd Street) add more in places. The 2026 DOR rate table was not read: confirm against it';

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
    local('us-MO-city-of-independence', 'City of Independence', 'city', [['2.25', null, '2022-04-01', INDEPENDENCE], ['2.625', '2022-04-01', '2025-01-01', INDEPENDENCE], ['2.875', '2025-01-01', null, INDEPENDENCE]]),
  ],
  places: [
    { state: 'MO', names: ['Lees Summit', "Lee's Summit"], counties: ['29095'], jurisdictions: ['us-MO-jackson-county', 'us-MO-kansas-city-zoological-district', 'us-MO-city-of-lees-summit'] },
    { state: 'MO', names: ['Springfield'], counties: ['29077'], jurisdictions: ['us-MO-greene-county', 'us-MO-city-of-springfield'] },
    { state: 'MO', names: ['Columbia'], counties: ['29019'], jurisdictions: ['us-MO-boone-county', 'us-MO-city-of-columbia'] },
    { state: 'MO', names: ['Jefferson City'], counties: ['29051'], jurisdictions: ['us-MO-cole-county', 'us-MO-city-of-jefferson-city'] },
    // "Independence" ZIP codes also cover Sugar Creek (64054, its ZIP code) and a part of Kansas City
    // (64053, where Sales Tax Handbook gives Kansas City's rate): the city's taxes, reported uncertain.
    // Unincorporated Jackson County along the city's north-east and east edges may be in others; no
    // source names them.
    { state: 'MO', names: ['Independence'], counties: ['29095'], jurisdictions: ['us-MO-jackson-county', 'us-MO-kansas-city-zoological-district', 'us-MO-city-of-independence'], partlyOutside: ['64053', '64054'] },
  ],
};
