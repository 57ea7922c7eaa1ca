// IL: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Illinois's 6.25% (us-state-facts.ts) already holds the 1% municipal and 0.25% county shares of
// the state tax; only the home-rule, non-home-rule, county and district taxes on top are here.
// Chicago (Cook County, City of Chicago, RTA at 1%) is in us-local.ts. Business-district taxes
// (Peoria's Hospitality Improvement Zone, Springfield's Legacy Pointe, Aurora's Pacifica Square ...)
// cover a few blocks each and are not held: a seller there must import its own rate.
//
// Rockford (Winnebago County) is left out for want of a figure in force on 2026-11-01: until 2026 it
// was 8.75% = 6.25% + Winnebago County 1.5% (1% public safety since 2002, 0.5% mental health since
// 2020) + the city's 1% road and infrastructure tax (https://www.salestaxstates.com/sales-tax-calculator-illinois-rockford
// — Sales Tax States, 2025, secondary source; https://brightgram.com/rockford-il/3985012/in-search-of-revenue-sales-tax-becoming-increasingly-attractive-option-in-rockford-area
// — Rockford Register Star copy: county 1% public safety approved 2002, 0.5% mental health March 2020),
// but three things due in 2026 could not be settled from any source read: (1) the countywide 1%
// County School Facilities Sales Tax was on the 2026-03-17 primary ballot, in force 2026-07-01 if
// approved (https://roe4.org/winnebago-county-school-facilities-sales-tax — Regional Office of
// Education 4; https://roscoenews.com/local-school-districts-considering-a-county-wide-1-sales-tax);
// the result was not found; (2) the 0.5% mental health tax sunsets 2026-06-30 unless the extension
// put to the voters on 2024-11-05 passed (https://www.rockrivercurrent.com/2024/08/winnebago-county-board-debates-mental-health-tax-spending-before-sending-extension-question-to-voters/
// — Rock River Current); the result was not found; (3) the city's 1% carries a five-year sunset,
// last renewed on 2021-02-23 (https://www.rrstar.com/story/news/2021/02/23/rockford-road-referendum-cruises-victory/4554964001/
// — Rockford Register Star), so it was due for renewal by 2026; no renewal vote was found. Rockford
// addresses stay uncertain until the IDOR Tax Rate Database (https://tax.illinois.gov) is read for
// the 2026 rates.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const RTA_COLLAR =
  'https://www.rtams.org/dataset/resource/506119ec-d615-4aa5-9c66-661e92ac5fa5 — Regional Transportation Authority (RTAMS), "RTA Sales Tax" data set notes (source: Illinois Department of Revenue and the RTA): the RTA sales tax is 1.25% in Chicago and suburban Cook County and 0.75% in the five collar counties of DuPage, Kane, Lake, McHenry and Will since 2008-04-01; confirmed as 0.750% in village rate tables copied from the IDOR Tax Rate Database (https://www.elburn.il.us/sales-tax-rates-in-elburn/ — Village of Elburn, Kane County: state 6.25% + non-home rule 1% + RTA 0.750% = 8.000%; https://glenellyn.org/565/Taxes-and-Fees — Village of Glen Ellyn, DuPage County: RTA 0.75%)';
const NAPERVILLE =
  'https://www.naperville.il.us/government/city-finances/taxes-and-financial-forms/retail-sales-tax/ — City of Naperville, "Retail and Home Rule Sales Taxes": general merchandise 7.75% = State of Illinois 7.00% (6.25% + the 0.75% RTA share) + Naperville home rule sales tax 0.75% (0.50% from 2016-01-01, 0.75% since 2018-07-01), charged on general merchandise sold within the City (the DuPage Water Commission tax of the older tables is gone)';
const JOLIET =
  'https://joliet.gov/government/departments/city-clerk-s-office/business-services/joliet-sales-tax-rates — City of Joliet, "Joliet Sales Tax Rates": home rule sales tax on general merchandise 1.75% since 2012-01-01 (Ordinance 16780), collected by the Illinois Department of Revenue; the rate differs in Joliet\'s Kendall County part (a Kendall County public safety tax, https://tax.thomsonreuters.com/blog/onesource/sales-and-use-tax/joliet-il-approves-0-5-sales-tax-increase/). In the Will County part: 6.25% + RTA 0.75% + 1.75% = 8.75%';
const AURORA =
  'https://www.salestaxstates.com/sales-tax-calculator-illinois-aurora — Sales Tax States, "Sales Tax Calculator of Aurora for 2025": city rate 1.25%, 8.25% in most of Aurora (6.25% + RTA 0.75% + 1.25%); Kane County levies no county sales tax of its own (the IDOR table for Elburn, Kane County: state, municipal and RTA only, https://www.elburn.il.us/sales-tax-rates-in-elburn/). Secondary source for the home rule rate: confirm against the IDOR Tax Rate Database (location code of Aurora, Kane County)';
const PEORIA =
  'https://peoriagov.org/276/City-Tax-Information — City of Peoria, "City Tax Information", Tax Rates Outside the Hospitality Zone: general merchandise 9.00% = State of Illinois 6.25% + City of Peoria 1.75% + County of Peoria 1%; inside the Hospitality Improvement Zone (a business district downtown and on the riverfront) 1% more, not held here';
const SPRINGFIELD_IL =
  'https://www.sales-taxes.com/il/springfield — Sales-Taxes.com, "Springfield, Illinois Sales Tax Rate" (updated March 2024 from the Illinois Department of Revenue): 9.75% = 6.25% state + 1% Sangamon County + 2.5% Springfield; the city\'s part rose from 2.25% to 2.5% on 2018-07-01 (https://www.sj-r.com/story/news/2018/02/21/springfield-city-council-reverses-course/14217137007/ — State Journal-Register: city rate 8.5% to 8.75%); the county 1% is the Sangamon County School Facility Sales Tax approved 2018-11-06 (https://sangamonsun.com/stories/671119363-prairie-state-sales-taxes-sangamon-county-residents-paid-11th-largest-sum-in-february — IDOR receipts by tax). Secondary source for the total: confirm against the IDOR Tax Rate Database';

const ELGIN =
  'https://www.dailyherald.com/news/20171220/elgin-approves-2018-budget-with-higher-sales-hotel-taxes — Daily Herald, "Elgin approves 2018 budget with higher sales, hotel taxes" (2017-12-20): a 0.25-point increase of the local sales tax effective 2018-07-01, after which the total is 8.5% in Elgin\'s Kane County portion and 10.5% in its Cook County portion; https://lf-portal.cityofelgin.net/WebLink/DocView.aspx?dbid=0&id=77116&repo=Elgin-Public — City of Elgin Ordinance G54-17 (Elgin Municipal Code 4.10.010): home rule retailers\' occupation tax at 1.50%. No later change was found, but no source later than 2018 was read: confirm against the IDOR Tax Rate Database';

export const IL_CITIES: UsCityData = {
  state: 'IL',
  jurisdictions: [
    local('us-IL-rta-collar-counties', 'Regional Transportation Authority (collar counties: DuPage, Kane, Lake, McHenry, Will)', 'district', [['0.75', null, null, RTA_COLLAR]]),
    local('us-IL-city-of-naperville', 'City of Naperville home rule', 'city', [['0.75', null, null, NAPERVILLE]]),
    local('us-IL-city-of-joliet', 'City of Joliet home rule', 'city', [['1.75', null, null, JOLIET]]),
    local('us-IL-city-of-aurora', 'City of Aurora home rule', 'city', [['1.25', null, null, AURORA]]),
    local('us-IL-city-of-elgin', 'City of Elgin home rule', 'city', [['1.50', null, null, ELGIN]]),
    local('us-IL-peoria-county', 'Peoria County (school facility and county taxes)', 'county', [['1.00', null, null, PEORIA]]),
    local('us-IL-city-of-peoria', 'City of Peoria home rule', 'city', [['1.75', null, null, PEORIA]]),
    local('us-IL-sangamon-county-school-facility', 'Sangamon County School Facility Sales Tax', 'county', [['1.00', null, null, SPRINGFIELD_IL]]),
    local('us-IL-city-of-springfield', 'City of Springfield home rule', 'city', [['2.50', null, null, SPRINGFIELD_IL]]),
  ],
  places: [
    // Naperville lies in DuPage and Will, both collar counties; the city's own page gives one rate.
    { state: 'IL', names: ['Naperville'], counties: ['17043', '17197'], jurisdictions: ['us-IL-rta-collar-counties', 'us-IL-city-of-naperville'] },
    { state: 'IL', names: ['Joliet'], counties: ['17197'], jurisdictions: ['us-IL-rta-collar-counties', 'us-IL-city-of-joliet'] },
    { state: 'IL', names: ['Aurora'], counties: ['17089'], jurisdictions: ['us-IL-rta-collar-counties', 'us-IL-city-of-aurora'] },
    // Elgin lies in Kane and Cook: two entries told apart by county (Cook County and the RTA's Cook
    // rate are the us-local.ts jurisdictions Chicago uses).
    { state: 'IL', names: ['Elgin'], counties: ['17089'], jurisdictions: ['us-IL-rta-collar-counties', 'us-IL-city-of-elgin'] },
    { state: 'IL', names: ['Elgin'], counties: ['17031'], jurisdictions: ['us-IL-cook-county', 'us-IL-regional-transportation-authority', 'us-IL-city-of-elgin'] },
    { state: 'IL', names: ['Peoria'], counties: ['17143'], jurisdictions: ['us-IL-peoria-county', 'us-IL-city-of-peoria'] },
    { state: 'IL', names: ['Springfield'], counties: ['17167'], jurisdictions: ['us-IL-sangamon-county-school-facility', 'us-IL-city-of-springfield'] },
  ],
};
