// SC: built-in city and special-district taxes (issue 10). Sources beside each figure.
// South Carolina's local sales taxes are county-wide (Local Option, Capital Projects,
// Transportation, Education Capital Improvement, school district and green space taxes, collected by
// the SCDOR with the state's 6%), except the municipal Tourism Development Fee (Horry County
// beaches) and the Catawba reservation. No county file yet: the counties' taxes changed often since
// the last full chart found (SC Association of Counties, 2016), so only the counties of Columbia
// and Charleston are settled here, as place entries restricted to those counties. ZIP codes split
// with another county (Columbia 29210, Charleston 29414, ...) stay uncertain by the usual rule.
import { local, type Rate } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const LOCAL_OPTION =
  'http://www.sctax.org/Tax+Information/Sales+and+Use+Tax/LocalSalesandUse.htm — SC Department of Revenue, "Local Sales and Use Tax" (the Department\'s former site): Local Option sales and use tax (Code § 4-10-10), a general 1% sales and use tax';
const TRANSPORTATION =
  'https://dor.sc.gov/tax/transportation — SCDOR, "Transportation": authorized counties with local Transportation Tax (Code § 4-37-30, not to exceed 1%): May 1, 2005 Charleston (0.5%), Dorchester; May 1, 2009 Berkeley; May 1, 2013 Richland; May 1, 2017 Charleston (0.5%)';
const ECI =
  'https://dor.sc.gov/tax/education-capital-improvement — SCDOR, "Education Capital Improvement": counties authorized for the 1% local Education Capital Improvement Tax: Horry March 1, 2009; Charleston March 1, 2011; Aiken, Anderson, Cherokee March 1, 2015; Darlington, Kershaw March 1, 2017';
const CHARLESTON_TOTAL =
  'https://abettercharlestoncounty.org/sales-tax-referendums — A Better Charleston County (2024): residents "would continue to be taxed at 9%" (6% state + 3% local); the half-cent of 2004 is set to end in 2027 (https://whosonthemove.com/?p=460802 — Charleston County Council, September 2025: "the first half-cent sales tax set to expire in 2027"; https://gotrucking.news/?p=166933 — WCSC), and the 2024 referendum to replace it failed (https://wjnigospel.com/?p=33094 — WCBD); no change before 2027';

const ONE = (source: string, from: string | null = null): Rate[] => [['1.00', from, null, source]];

export const SC_CITIES: UsCityData = {
  state: 'SC',
  jurisdictions: [
    local('us-SC-richland-county-local-option', 'Richland County Local Option sales tax', 'county', ONE(`${LOCAL_OPTION}: Richland and Calhoun from May 1, 2005.`)),
    local(
      'us-SC-richland-county-transportation',
      'Richland County Transportation Penny',
      'county',
      ONE(
        `${TRANSPORTATION}. https://richlandcountysc.gov/Government/Departments/Public-Works/Transportation-Roadmap — Richland County, "Transportation Roadmap": the 1% Transportation Penny of 2012 (in force May 1, 2013) is expected to reach its $1.07 billion maximum in late 2026; in November 2024 voters extended it (61.31%) for 25 years or $4.5 billion, "an extension of the 2012 Penny rather than an additional tax": 1% throughout (8% in all, https://www.wistv.com/story/22127799/transportation-penny-tax-takes-effect-today-in-richland-county — WIS).`,
      ),
    ),
    local('us-SC-charleston-county-local-option', 'Charleston County Local Option sales tax', 'county', ONE(`${LOCAL_OPTION}: Charleston from July 1, 1991. ${CHARLESTON_TOTAL}.`)),
    local('us-SC-charleston-county-transportation-2004', 'Charleston County Transportation Sales Tax (2004, 0.5%)', 'county', [['0.50', null, null, `${TRANSPORTATION}. ${CHARLESTON_TOTAL}.`]]),
    local('us-SC-charleston-county-transportation-2016', 'Charleston County Transportation Sales Tax (2016, 0.5%)', 'county', [
      ['0.50', null, null, `${TRANSPORTATION}; http://lowcountrysource.com/feature-this/charleston-poised-join-top-10-sales-tax-rate/print/ — 8.5% to 9.0% from May 1, 2017. ${CHARLESTON_TOTAL}.`],
    ]),
    local(
      'us-SC-charleston-county-education-capital-improvement',
      'Charleston County Education Capital Improvement tax',
      'county',
      ONE(
        `${ECI}; http://www.sctax.org/News+Releases/20110228_educationalCapitalImprovementsTax.htm — SCDOR press release, February 28, 2011: 1% in addition to the 6% state rate, the 1% Local Option and the 0.5% Transportation tax, 8.5% in all from March 1, 2011. ${CHARLESTON_TOTAL}.`,
      ),
    ),
  ],
  places: [
    {
      state: 'SC',
      names: ['Columbia', 'Blythewood', 'Eastover', 'Gadsden', 'Hopkins', 'White Rock'],
      counties: ['45079'],
      jurisdictions: ['us-SC-richland-county-local-option', 'us-SC-richland-county-transportation'],
    },
    {
      state: 'SC',
      names: ['Charleston', 'Charleston Afb', 'North Charleston', 'Mount Pleasant', 'Mt Pleasant', 'Johns Island', 'James Island', 'Folly Beach', 'Isle Of Palms', 'Sullivans Island', 'Wadmalaw Island', 'Hollywood', 'Awendaw', 'McClellanville'],
      counties: ['45019'],
      jurisdictions: [
        'us-SC-charleston-county-local-option',
        'us-SC-charleston-county-transportation-2004',
        'us-SC-charleston-county-transportation-2016',
        'us-SC-charleston-county-education-capital-improvement',
      ],
    },
  ],
};
