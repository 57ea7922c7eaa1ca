// KS: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Kansas local taxes are county and city taxes (plus CID/TDD districts of a few blocks, not held
// here: a seller in one must import its own rate). Authority for every figure: Kansas Department of
// Revenue, Pub. KS-1700 "Sales & Use Tax Jurisdiction Code Booklet" (the current edition was not read).
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const WICHITA =
  'https://handsoffsalestax.com/sales-tax-wichita — Hands Off Sales Tax, "Sales Tax Wichita, KS": 7.5% = 6.5% state + 1% Sedgwick County (since 1985); the City of Wichita levies no city sales tax; same figures at https://www.easysalestaxcalculator.com/kansas-sales-tax-calculator (Sedgwick County local 1.000%, Wichita 7.500%). Secondary sources';
const OVERLAND_PARK =
  'https://opkansas.org/city-government/budget-taxes/sales-property-taxes — City of Overland Park, "Sales + Property Taxes": 9.35% since 2024-04-01, when the OP Moves 3/8 cent street tax replaced the 1/8 cent one (9.1% before); the city levies a one-cent general tax and the 3/8 cent street tax (1.125% before 2024-04-01, 1.375% since)';
const JOHNSON_COUNTY =
  'http://www.opkansas.org/city-government/sales-and-property-taxes/ — City of Overland Park (2015 edition): county taxes 1.225% as of 2015-07-01; https://www.jocogov.org/department/board-county-commissioners/public-safety-sales-tax-renewal — Johnson County: the quarter-cent Public Safety (courthouse) sales tax in force since 2017-04-01, to March 2027 (renewal voted November 2025); together 1.475%, which is also Overland Park\'s 9.35% less 6.5% state and 1.375% city';
const TOPEKA =
  'https://ustoday.buzz/with-kansas-food-sales-tax-eliminated-what-is-the-tax-on-groceries-in-topeka — Topeka Capital-Journal (copy), "With Kansas food sales tax eliminated, what is the tax on groceries in Topeka?" (2025, citing the Kansas Department of Revenue\'s local sales tax publication): Shawnee County 1.35% countywide, City of Topeka 1.5% citywide; with the 6.5% state rate 9.35% (special districts add 1% or 2% in places)';

const KANSAS_CITY_KS =
  'https://wyandotteonline.com/ug-commission-puts-renewal-of-sales-tax-on-august-ballot — Wyandotte Daily, "UG Commission puts renewal of sales tax on August ballot" (2018, quoting Unified Government Administrator Doug Bach): the sales tax in Kansas City, Kansas is 9.125%: one cent to the county, one cent to the city, one-fourth cent for EMS and three-eighths cent for public safety and neighborhood infrastructure (the rest to the state); the 3/8 cent, which applies only in the city, was renewed for 2020-2030 on 2018-08-07 (https://www.kansascity.com/news/politics-government/election/article216261670.html — Kansas City Star). Still 9.125% in current tables (https://www.easysalestaxcalculator.com/kansas-sales-tax-calculator, which also gives Overland Park\'s 2024 rate). Secondary sources for the current rate: confirm against the KDOR booklet';

const OLATHE =
  'https://www.olatheks.gov/Home/Components/News/News/3726/57 — City of Olathe, "City of Olathe Budget Information and FAQs" (2025, on the 2026 budget): anything purchased in the City of Olathe is subject to 1.5% (city) sales tax; with the 6.5% state rate and Johnson County\'s 1.475% (us-KS-johnson-county), 9.475%, as https://www.easysalestaxcalculator.com/kansas-sales-tax-calculator (Olathe, Johnson County, standard rate 9.475%) and https://www.checksalestax.com/states/17-kansas (Olathe 9.475%) give it (secondary sources). No change of the city rate since 2024 was found. TDDs and CIDs (Ridgeview Falls TDD, ...) add more in places';

export const KS_CITIES: UsCityData = {
  state: 'KS',
  jurisdictions: [
    local('us-KS-sedgwick-county', 'Sedgwick County', 'county', [['1.00', null, null, WICHITA]]),
    local('us-KS-johnson-county', 'Johnson County (county and public safety taxes combined)', 'county', [['1.475', null, null, JOHNSON_COUNTY]]),
    local('us-KS-city-of-overland-park', 'City of Overland Park', 'city', [['1.125', null, '2024-04-01', OVERLAND_PARK], ['1.375', '2024-04-01', null, OVERLAND_PARK]]),
    local('us-KS-wyandotte-county', 'Wyandotte County', 'county', [['1.00', null, null, KANSAS_CITY_KS]]),
    local('us-KS-unified-government-kansas-city', 'Unified Government of Wyandotte County/Kansas City, Kansas (city 1%, EMS 0.25%, public safety and infrastructure 0.375%)', 'city', [['1.625', null, null, KANSAS_CITY_KS]]),
    local('us-KS-shawnee-county', 'Shawnee County', 'county', [['1.35', null, null, TOPEKA]]),
    local('us-KS-city-of-topeka', 'City of Topeka', 'city', [['1.50', null, null, TOPEKA]]),
    local('us-KS-city-of-olathe', 'City of Olathe', 'city', [['1.50', null, null, OLATHE]]),
  ],
  places: [
    { state: 'KS', names: ['Wichita'], counties: ['20173'], jurisdictions: ['us-KS-sedgwick-county'] },
    { state: 'KS', names: ['Overland Park'], counties: ['20091'], jurisdictions: ['us-KS-johnson-county', 'us-KS-city-of-overland-park'] },
    // "Kansas City" in Kansas: Wyandotte County only (Missouri's Kansas City is a Missouri place).
    { state: 'KS', names: ['Kansas City'], counties: ['20209'], jurisdictions: ['us-KS-wyandotte-county', 'us-KS-unified-government-kansas-city'] },
    { state: 'KS', names: ['Topeka'], counties: ['20177'], jurisdictions: ['us-KS-shawnee-county', 'us-KS-city-of-topeka'] },
    { state: 'KS', names: ['Olathe'], counties: ['20091'], jurisdictions: ['us-KS-johnson-county', 'us-KS-city-of-olathe'] },
  ],
};
