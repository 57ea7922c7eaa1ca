// ND: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Levy has no North Dakota county file (us-counties/nd.ts is null), so each place names its county's
// tax too. Local refund caps ("maximum tax" per sale, e.g. Burleigh County's) are not modelled:
// retailers collect the full rate and buyers claim refunds from the Tax Commissioner.
// Bismarck (the capital): USPS "Bismarck" 58503 and 58504 also reach unincorporated Burleigh County
// (no city tax), 58504 the City of Lincoln too; addresses there are answered with Bismarck's taxes
// and reported uncertain.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const CASS =
  'https://www.casscountynd.gov/Announcements/Pages/Cass-County-Sales-Tax.aspx — Cass County, "Cass County Sales Tax": a one-half percent county sales, use and gross receipts tax for flood control, 20 years from 2011-04-01 to 2031-03-31, administered by the North Dakota Office of State Tax Commissioner; https://www.inforum.com/news/fargo/fargo-west-fargo-moorhead-and-dilworth-all-have-local-sales-taxes-but-where-do-they-go — Inforum: Fargo 7.5% = 5% state + 0.5% Cass County + 2% city.';
const FARGO =
  'https://fargond.gov/city-government/departments/finance/city-sales-tax — City of Fargo, "City of Fargo Sales Tax": a two percent local sales tax (1% infrastructure from 2009-01-01 to 2028-12-31, 0.5% flood control from 2010, extended in 2016, 0.5% of 2013 redirected to flood protection), administered by the North Dakota State Tax Commissioner; https://www.inforum.com/news/fargo/fargo-west-fargo-moorhead-and-dilworth-all-have-local-sales-taxes-but-where-do-they-go — Inforum: Fargo\'s 2% local tax (1.25% diversion and flood control, 0.75% water, sewer and streets), 7.5% combined. Authority: North Dakota Office of State Tax Commissioner, local tax rates (https://www.tax.nd.gov/business/sales-and-use-tax/local-taxes-city-and-county-taxes, not read).';
const REFUND_CAPS =
  'https://www.avalara.com/taxrates/en/blog/2013/10/north-dakota-local-tax-changes-january-2014.html — Avalara, "North Dakota Local Tax Changes, January 2014", on the Office of State Tax Commissioner\'s notice: anyone who pays more than a local maximum tax may apply to the Tax Commissioner for a refund; retailers are not required to calculate or pay attention to it.';
const BURLEIGH =
  `https://www.avalara.com/taxrates/en/blog/2014/07/north-dakota-sales-tax-changes-october-2014.html — Avalara, "North Dakota Sales Tax Changes, October 2014" (from the Office of State Tax Commissioner): Burleigh County imposes a 0.5% county sales, use and gross receipts tax from 2014-10-01 (local tax code 506, maximum tax $25 per sale), for the Burleigh Morton Detention Center; https://bismarcktribune.com/news/local/government-politics/burleigh-county-committee-begins-discussing-potential-new-sales-tax/article_c20dcfa2-3700-11ee-a785-9727491f68bc.html — Bismarck Tribune (2023-08-09): that half-cent is set to expire at the end of 2024; https://ballotpedia.org/Burleigh_County,_North_Dakota,_Measure_1,_Sales_Tax_Increase_Amendment_(June_2024) — Ballotpedia, "Burleigh County Measure 1" (2024-06-11): approved (59.33%), replacing the existing 0.5% sales tax with a 1% sales and use tax to offset county property taxes; https://trykintsugi.com/sales-tax-guide/bismarck-north-dakota-sales-tax-guide — Kintsugi, "Bismarck Sales Tax Guide 2025" (secondary): Burleigh County 1.00% in 2025, Bismarck 7.5% before 2025-04-01, so 1% from 2025-01-01. ${REFUND_CAPS} Authority: North Dakota Office of State Tax Commissioner, local tax rates (https://www.tax.nd.gov/business/sales-and-use-tax/local-taxes-city-and-county-taxes, 2025-2026 notices not read).`;
const BISMARCK =
  `https://minneapolisfed.org/article/2005/bismarck-raking-in-the-cash-unsure-how-to-spend-it — Federal Reserve Bank of Minneapolis, "Bismarck: raking in the cash, unsure how to spend it" (2005-01-01): the 1 percent sales tax Bismarck passed in 1986; https://www.kfyrtv.com/content/news/Sales-tax-in-Bismarck-rises-to-15-percent-508619151.html — KFYR, "Sales tax in Bismarck rises to 1.5 percent": from April 1 (2019) the city's sales tax went from one to one and a half percent for arterial roads (Measure 1 of November 2018, 10-year sunset; its renewal was being prepared in 2026, https://watchingnd.substack.com/p/bismarck-continues-infrastructure); https://bismantransit.com/measure-1 — Bis-Man Transit, "Measure 1 - City of Bismarck": a further one-half percent city sales, use and gross receipts tax on the 2024-11-05 ballot (0.3 public safety, 0.2 public transportation); https://trykintsugi.com/sales-tax-guide/bismarck-north-dakota-sales-tax-guide — Kintsugi, "Bismarck Sales Tax Guide 2025" (secondary): 7.5% = 5% state + 1.00% Burleigh County + 1.50% city, and from 2025-04-01 the City of Bismarck increases its tax by 0.5% to 2.00%, 8.00% in all. No change for 2026 was found. ${REFUND_CAPS} Authority: North Dakota Office of State Tax Commissioner, local tax rates (https://www.tax.nd.gov/business/sales-and-use-tax/local-taxes-city-and-county-taxes, 2025-2026 notices not read).`;

export const ND_CITIES: UsCityData = {
  state: 'ND',
  jurisdictions: [
    local('us-ND-cass-county', 'Cass County (flood control)', 'county', [['0.50', '2011-04-01', '2031-04-01', CASS]]),
    local('us-ND-city-of-fargo', 'City of Fargo', 'city', [['2.00', null, null, FARGO]]),
    local('us-ND-burleigh-county', 'Burleigh County', 'county', [
      ['0.50', '2014-10-01', '2025-01-01', BURLEIGH],
      ['1.00', '2025-01-01', null, BURLEIGH],
    ]),
    local('us-ND-city-of-bismarck', 'City of Bismarck', 'city', [
      ['1.00', null, '2019-04-01', BISMARCK],
      ['1.50', '2019-04-01', '2025-04-01', BISMARCK],
      ['2.00', '2025-04-01', null, BISMARCK],
    ]),
  ],
  places: [
    { state: 'ND', names: ['Fargo'], counties: ['38017'], jurisdictions: ['us-ND-cass-county', 'us-ND-city-of-fargo'] },
    { state: 'ND', names: ['Bismarck'], counties: ['38015'], jurisdictions: ['us-ND-burleigh-county', 'us-ND-city-of-bismarck'], partlyOutside: ['58503', '58504'] },
  ],
};
