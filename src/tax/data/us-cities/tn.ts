// TN: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Nashville and Memphis are in us-local.ts. Tennessee's local option sales tax is levied by counties
// and cities (at most 2.75%, on the first $1,600 of a single article, T.C.A. 67-6-702); where a city
// levies no more than its county, the county rate is the whole local rate. Each entry below is the
// local rate in force in the city (county and city levy together), for its main county only.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const TN_LOCAL =
  'https://www.tn.gov/revenue/taxes/sales-and-use-tax/local-sales-tax.html — Tennessee Department of Revenue, "Local Sales Tax" (read in the copy at https://www.firesafekids.state.tn.us/revenue/taxes/sales-and-use-tax/local-sales-tax.html): any county or incorporated city may levy a local sales and use tax of at most 2.75%, a multiple of 0.25%; all local jurisdictions in Tennessee have one; the Department\'s local tax rate map lists each jurisdiction';
const KNOXVILLE = `https://www.knoxvilletn.gov/cms/One.aspx?pageId=20816569&portalId=109562 — City of Knoxville, "Who Pays?" (Local Option Sales Tax): current sales tax in Knoxville is 9.25% total (7% state + 2.25% local option); https://www.wuot.org/news/2025-11-05/knoxville-voters-say-no-to-sales-tax-raise-elect-five-new-city-council-members — WUOT, "Knoxville voters say no to sales tax raise": the half-cent increase (2.25% to 2.75%, from 2026-03-01 had it passed) failed on 2025-11-04 and the rate in the city limits remains 9.25% (also https://tennesseeconservativenews.com/sales-tax-hike-fails-knoxville-city-council-election-sales-tax-increase-voting-results/); https://blackchronicle.com/southeast/tennessee/knoxville-voters-reject-local-option-sales-tax — The Center Square: Knoxville's local rate 2.25% since 1989 per the Department of Revenue's local sales tax map. Knox County levies 2.25% county-wide (https://www.salestaxhandbook.com/tennessee/rates/knox-county). ${TN_LOCAL}`;
const CHATTANOOGA = `https://taxhero.net/sales-tax/city/tn-chattanooga — TaxHero, "Chattanooga, Tennessee Sales Tax Rate 2025": 9.25% = 7% state + Hamilton County 2.25% + Chattanooga 0.00% (the city levies no more than the county); https://gstlookup.com/tools/sales-tax-calculator-tennessee/hamilton-county — Hamilton County 2.25% (April 2024), Chattanooga 9.25%. Secondary sources only (one of them, https://sales-taxes.com/tn/hamilton-county, heads its page with a 2.75% county rate while listing Chattanooga at 9.25%): confirm against the Department of Revenue's local tax rate map. ${TN_LOCAL}`;
const CLARKSVILLE = `https://mcgtn.org/account-budget/tax-rates — Montgomery County Government (Tennessee), Accounts and Budgets, "Tax Rates": local option sales tax 2.5%, 7% state on tangible personal property, total rate 9.5%, collected on the first $1,600 of a single article; https://www.clarksvilletned.com/taxes-and-impact-fees — Clarksville-Montgomery County Economic Development Council: county sales tax rate 2.5%. ${TN_LOCAL}`;
const MURFREESBORO = `https://salestaxhandbook.com/tennessee/rates/rutherford-county — Sales Tax Handbook, "Rutherford County" (April 2025): a county-wide rate of 2.75% on top of the 7% state rate, none of the cities adds more; Murfreesboro 9.75%. Secondary source: confirm against the Department of Revenue's local tax rate map. ${TN_LOCAL}`;

export const TN_CITIES: UsCityData = {
  state: 'TN',
  jurisdictions: [
    local('us-TN-knox-county-city-of-knoxville', 'Knox County / City of Knoxville local option', 'county', [['2.25', null, null, KNOXVILLE]]),
    local('us-TN-hamilton-county-city-of-chattanooga', 'Hamilton County / City of Chattanooga local option', 'county', [['2.25', null, null, CHATTANOOGA]]),
    local('us-TN-montgomery-county-city-of-clarksville', 'Montgomery County / City of Clarksville local option', 'county', [['2.50', null, null, CLARKSVILLE]]),
    local('us-TN-rutherford-county-city-of-murfreesboro', 'Rutherford County / City of Murfreesboro local option', 'county', [['2.75', null, null, MURFREESBORO]]),
  ],
  places: [
    { state: 'TN', names: ['Knoxville'], counties: ['47093'], jurisdictions: ['us-TN-knox-county-city-of-knoxville'] },
    { state: 'TN', names: ['Chattanooga'], counties: ['47065'], jurisdictions: ['us-TN-hamilton-county-city-of-chattanooga'] },
    { state: 'TN', names: ['Clarksville'], counties: ['47125'], jurisdictions: ['us-TN-montgomery-county-city-of-clarksville'] },
    { state: 'TN', names: ['Murfreesboro'], counties: ['47149'], jurisdictions: ['us-TN-rutherford-county-city-of-murfreesboro'] },
  ],
};
