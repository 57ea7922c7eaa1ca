// AZ: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Arizona's transaction privilege tax (TPT): state 5.6% (us-state-facts.ts), a county excise tax and
// the city's own TPT under the Model City Tax Code, all reported to the Arizona Department of Revenue.
// Cities may tax what the state does not (for example the rental of tangible personal property, which
// many cities apply to software and SaaS): not encoded here (see the report of issue 10).
// SaaS and downloaded software: the cities of this file and Phoenix do not differ from the state in
// Levy, since us-AZ already treats both as taxable (us-state-facts.ts) and the city TPTs inherit it.
// The cities tax them too: the Model City Tax Code deems prewritten software tangible personal
// property whatever the method of transfer (Tucson City Code Sec. 19-115, https://codelibrary.amlegal.com/codes/tucson/latest/tucson_az/0-0-0-12795),
// and the Court of Appeals upheld state and City of Phoenix TPT on hosted software licensed by
// subscription as a rental of tangible personal property (https://kpmg.com/us/en/podcasts/2023/twist-020623.html;
// https://swlaw.com/publication/saas-remains-subject-to-tpt-in-arizona). Where a city's rental rate
// differs from its retail rate, Levy applies the retail rate.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const TUCSON = "https://www.library.pima.gov/content/sales-tax-rates-in-tucson-and-pima-county/ — Pima County Public Library, \"Sales Tax Rates in Tucson and Pima County\": Tucson 8.7% = state 5.6 + Pima County 0.5 + City of Tucson 2.6 (2.5% plus the 0.1% Reid Park Zoo tax, Ordinance 11518, effective 2018-02-01 and expiring 2028-01-31; citing the City of Tucson's notice to taxpayers); https://pixelation.org/what-is-sales-tax-in-tucson-az-the-locals-breakdown-for-2026-nas — combined 8.7% in the city limits as of early 2026 (5.6 + 0.5 + 2.6) (secondary). Authority: ADOR, TPT rate tables (not read in a stored copy).";
const MESA = "http://mesaaz.gov/salestax — City of Mesa, \"Sales Tax\": current combined Transaction Privilege Tax 8.3% = Mesa 2% (code ME) + Maricopa County 0.7% + Arizona 5.6%; all reported to the Arizona Department of Revenue.";
const CHANDLER = "https://www.chandleraz.gov/business/tax-and-license/tax — City of Chandler, \"General Tax Information\": the City of Chandler imposes a general transaction privilege tax rate of 1.5% (restaurants and bars 1.8%, utilities and telecommunications 2.75%, transient lodging 2.9%); https://handsoffsalestax.com/chandler-sales-tax-for-businesses — Chandler 7.8% = 5.6 + Maricopa County 0.7 + city 1.5 (secondary, 2026).";
const GILBERT = "https://azdor.gov/model-city-tax-code/city-profile/gilbert — Arizona Department of Revenue, \"Gilbert Transaction Privilege Tax Rates\": retail sales 1.50% (effective 2000-07-01); amendment 13: Ordinance 2918 of 2024-10-22 raises the general transaction tax rate from 1.5% to 2.0% effective 2025-01-01.";
const GLENDALE = "https://azdor.gov/Glendale — Arizona Department of Revenue, \"Glendale Transaction Privilege Tax & Use Tax Rates\": retail sales 2.90% (effective 2012-08-01); a single item over $5,000 is taxed at 2.20% (business code 717, not modelled here: Levy applies 2.9% to every line); food for home consumption 2.50%. Also https://modelcitytaxcode.az.gov/City_profiles/glendale.htm (sales tax 2.9% eff. 8/1/2012).";
const SCOTTSDALE = "https://scottsdalelibrary.scottsdaleaz.gov/taxes — City of Scottsdale, \"Tax Rates\": the city imposes a 1.75% privilege (sales) tax, combined 8.05% with 5.6% state and 0.7% county (1/5 of it for the McDowell Sonoran Preserve); from 2025-07-01 1.70% (the 0.20% preserve tax expired and Proposition 490 of November 2024 replaced it with 0.15%): https://legalclarity.org/what-is-the-sales-tax-in-scottsdale-az — \"The City of Scottsdale imposes its own Transaction Privilege Tax rate of 1.70%, effective July 1, 2025\", combined 8.00%; https://pixelation.org/scottsdale-az-sales-tax-explained-why-your-receipt-looks-different-this-year-idy — 8.0% as of early 2026 (secondary sources for the 2025 change: confirm against ADOR's Scottsdale city profile).";
const TEMPE = "https://www.tempe.gov/government/internal-services/finance/sales-tax-regulatory-licenses/privilege-sales-tax/general-information — City of Tempe, \"General Information\": the City of Tempe tax rate is 1.8% effective 2014-07-01; https://tempe.gov/government/financial-services/sales-tax-regulatory-licenses/transaction-privilege-tax-tpt/taxable-activities — \"Taxable Business Activities In Tempe\" (2025): current rate 1.80% (long-term residential rentals untaxed from 2025-01-01).";
const PEORIA = "https://azdor.gov/model-city-tax-code/city-profile/peoria — Arizona Department of Revenue, \"Peoria Transaction Privilege Tax & Use Tax Rates\": retail sales 1.80% (restaurants and bars 2.80%, food for home consumption 1.60%); https://legalclarity.org/city-of-peoria-az-sales-tax-rates-and-requirements — general retail 8.1% = 5.6 + Maricopa County 0.7 + Peoria 1.8 (secondary). Peoria's part in Yavapai County has another county rate and is not placed.";
const GOODYEAR = "https://goodyearaz.gov/government/departments/finance/city-taxes — City of Goodyear, \"City Taxes\": the City of Goodyear tax rate is 2.5%; most retail sales are taxed at 8.8% (6.3% state and county + 2.5% city); a single item over $5,000 is taxed at 1.2% by the city (not modelled here: Levy applies 2.5% to every line); https://azdor.gov/model-city-tax-code/city-profile/goodyear — ADOR, Goodyear: retail sales 2.50% (effective 2009-09-01).";
const BUCKEYE = "https://buckeyeaz.gov/business/business-licenses/transaction-privilege-tax/sales-tax-rate — City of Buckeye, \"Sales Tax Rate\": retail sales 3.0% (business code 017); a single item of $5,000 and up 1.1% (code 307, since 2023-04-01; not modelled here: Levy applies 3% to every line); https://azdor.gov/model-city-tax-code/city-profile/buckeye — ADOR, Buckeye: retail sales 3.00% (3% since 2010-10-01); https://pixelation.org/buckeye-az-sales-tax-what-youre-actually-paying-at-the-register-hkq — 9.3% as of early 2026 (5.6 + 0.7 + 3.0, secondary).";
const SURPRISE = "https://azdor.gov/model-city-tax-code/city-profile/surprise — Arizona Department of Revenue, \"Surprise Transaction Privilege Tax & Use Tax Rates\" (city code SP): retail sales 2.80% (business code 017), rental, leasing and licensing for use of tangible personal property 2.80% (214, the same as retail), use tax 2.80%; amendment 6: on 2024-06-04 the City of Surprise passed Ordinance 2024-09, raising the rate from 2.2% to 2.8% on the specified classifications (and to zero on residential rentals). Before: 2.2% since 2004-04-01, 2% until then (Ordinance 03-34, ADOR \"Transaction Privilege Tax Changes and News\", February 2004, https://formsbank.com/template/175827/transaction-privilege-tax-changes-and-news-subscription-form-arizona.html?page=3). The 2.8% is dated from 2024-07-01, the date the Arizona Republic gave when the council took up the proposal (https://www.yahoo.com/news/shoppers-surprise-could-soon-pay-130012648.html, \"Shoppers in Surprise could soon pay a higher tax rate at the register\"; https://loulabelle.net/article/taxes-to-go-up-in-surprise-but-not-on-houses-14-3m-revenue-shortfall-to-blame/4072 — Arizona Republic copy, June 2024: retail 2.8%, up from 2.2%): the effective date in ADOR's profile was not read; confirm it. Combined 9.1% = 5.6 + Maricopa County 0.7 + city 2.8.";

export const AZ_CITIES: UsCityData = {
  state: 'AZ',
  jurisdictions: [
    local('us-AZ-pima-county-excise', 'Pima County excise', 'county', [['0.50', null, null, TUCSON]]),
    local('us-AZ-city-of-tucson-tpt', 'City of Tucson TPT', 'city', [['2.60', null, null, TUCSON]]),
    local('us-AZ-city-of-mesa-tpt', 'City of Mesa TPT', 'city', [['2.00', null, null, MESA]]),
    local('us-AZ-city-of-chandler-tpt', 'City of Chandler TPT', 'city', [['1.50', null, null, CHANDLER]]),
    local('us-AZ-town-of-gilbert-tpt', 'Town of Gilbert TPT', 'city', [['1.50', null, '2025-01-01', GILBERT], ['2.00', '2025-01-01', null, GILBERT]]),
    local('us-AZ-city-of-glendale-tpt', 'City of Glendale TPT', 'city', [['2.90', null, null, GLENDALE]]),
    local('us-AZ-city-of-scottsdale-tpt', 'City of Scottsdale TPT', 'city', [['1.75', null, '2025-07-01', SCOTTSDALE], ['1.70', '2025-07-01', null, SCOTTSDALE]]),
    local('us-AZ-city-of-tempe-tpt', 'City of Tempe TPT', 'city', [['1.80', null, null, TEMPE]]),
    local('us-AZ-city-of-goodyear-tpt', 'City of Goodyear TPT', 'city', [['2.50', null, null, GOODYEAR]]),
    local('us-AZ-city-of-buckeye-tpt', 'City of Buckeye TPT', 'city', [['3.00', null, null, BUCKEYE]]),
    local('us-AZ-city-of-peoria-tpt', 'City of Peoria TPT', 'city', [['1.80', null, null, PEORIA]]),
    local('us-AZ-city-of-surprise-tpt', 'City of Surprise TPT', 'city', [['2.00', null, '2004-04-01', SURPRISE], ['2.20', '2004-04-01', '2024-07-01', SURPRISE], ['2.80', '2024-07-01', null, SURPRISE]]),
  ],
  places: [
    // "Tucson" names much of eastern Pima County beyond the city: unincorporated areas (Casas Adobes,
    // Catalina Foothills, Flowing Wells, Tanque Verde, Drexel Heights, ...: 6.1% in all, no city tax),
    // Oro Valley and Marana (their own TPT) and South Tucson (4.5%). These ZIP codes are answered with
    // Tucson's taxes and reported uncertain; the city's core ZIP codes (85701, 85719, ...) are placed.
    { state: 'AZ', names: ['Tucson'], jurisdictions: ['us-AZ-pima-county-excise', 'us-AZ-city-of-tucson-tpt'], counties: ['04019'], partlyOutside: ['85704', '85705', '85713', '85718', '85735', '85736', '85737', '85741', '85742', '85743', '85745', '85746', '85747', '85748', '85749', '85750', '85755', '85757'] },
    { state: 'AZ', names: ['Mesa'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-mesa-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Chandler'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-chandler-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Gilbert'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-town-of-gilbert-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Glendale'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-glendale-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Scottsdale'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-scottsdale-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Tempe'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-tempe-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Goodyear'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-goodyear-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Buckeye'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-buckeye-tpt'], counties: ['04013'] },
    { state: 'AZ', names: ['Peoria'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-peoria-tpt'], counties: ['04013'] },
    // "Surprise" ZIP codes by the Census Bureau's 2020 ZCTA to place relationship file (land in square
    // miles; read in the copy at https://github.com/bdurand/us_geo, data/2020_dist/zcta_places.csv):
    // 85379 (10.74) lies wholly in the city. 85374 (0.006 of 12.79 outside the city, perhaps a county
    // island), 85378 (0.89 of 3.60 outside: Sun City and other unincorporated land), 85387 (20.8 of
    // 60.0 outside: unincorporated county, a little of Peoria and Sun City West) and 85388 (0.74 of
    // 12.85 unincorporated) are answered with the city's taxes and reported uncertain.
    { state: 'AZ', names: ['Surprise'], jurisdictions: ['us-AZ-maricopa-county-excise', 'us-AZ-city-of-surprise-tpt'], counties: ['04013'], partlyOutside: ['85374', '85378', '85387', '85388'] },
  ],
};
