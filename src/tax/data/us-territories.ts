// US territories with a sales tax of their own (Puerto Rico's IVU). They resolve as countries
// (country code = USPS code), apart from the states' sales tax.
import type { JurisdictionData, TaxabilityPeriod } from './types.ts';

const TAXABLE = { taxable: true } as const;
const EXEMPT = { taxable: false } as const;

const PR_RATES = "https://www.rsm.global/puertorico/insights/puerto-rico-sales-tax-nexus-what-businesses-need-know — RSM Puerto Rico, \"Puerto Rico Sales Tax Nexus\": taxable items are tangible personal property, taxable services, admission rights, digital products and mixed transactions; the SUT (IVU) is 10.5% at the state level and 1% at the municipal level, 11.5% in all";
const PR_STATE_2015 = "http://www.lexjuris.com/LexLex/Leyes2015/lexl2015072.htm — Act 72-2015 (Ley Núm. 72 de 29 de mayo de 2015) raised the state IVU to 10.5% from 2015-07-01 (7% to 11.5% combined: http://www.taxrates.com/state-rates/puerto-rico/)";
const PR_STATE_2014 = "https://casetext.com/statute/laws-of-puerto-rico/title-thirteen-taxation-and-finance/subtitle-17-internal-revenue-code-of-2011/part-v-sales-and-use-tax/chapter-1042-imposition-collection-and-person-liable/32022-use-tax — P.R. Laws tit. 13 § 32022 (Code § 4020.02): 6% from 2014-02-01. Earlier rates are not carried.";
const PR_MUNICIPAL = "https://d1tvxue8o4w0fl.cloudfront.net/statute/laws-of-puerto-rico/title-thirteen-taxation-and-finance/subtitle-17-internal-revenue-code-of-2011/part-vii-administrative-provisions-procedures-interests-penalties-and-additions-to-taxes/chapter-1068-miscellaneous-provisions/33344-imposition-of-sales-and-use-tax-by-municipalities — P.R. Laws tit. 13 § 33344 (Code § 6080.14): from 2014-02-01 every municipality levies a uniform 1% on the same base as the state IVU, except business-to-business services and designated professional services, which bear only the 4% state rate";
const PR_B2B_4 = "https://www.salestaxinstitute.com/resources/b2b-services-and-designated-professional-services-subject-reduced-sales-and-use-tax — Sales Tax Institute on Hacienda Administrative Determination 15-17: from 2015-10-01 designated professional services (legal services; licensed agronomists, architects, CPAs, real estate brokers, draftsmen, appraisers, geologists, engineers and surveyors; return specialists) bear a 4% state IVU, whoever the buyer; other services to consumers bear the full 11.5%";
const PR_PROFESSIONAL_BEFORE = "https://www.ttrus.com/article.php?id=662 — \"Puerto Rico Now Taxes Business to Business Services and Designated Professional Services\" (2015-09-30): taxed from 2015-10-01 (Administrative Determination 15-17)";
const PR_COVID = "https://orbitax.com/news/country/article/Puerto-Rico-Clarifies-Applicat-43096 — Law 57-2020 exempted B2B and designated professional services from the 4% IVU for April, May and June 2020 (Hacienda Circular Letter 20-33; secondary source)";
const PR_DIGITAL = "https://www.rsm.global/puertorico/insights/puerto-rico-sales-tax-nexus-what-businesses-need-know — digital products are taxable items; https://www.numeralhq.com/blog/saas-sales-tax-puerto-rico — Act 52-2022 (Code § 4010.01(aa), (fff)) names digital products, including programs accessed by subscription or streaming, among taxable items (secondary source; when digital products first became taxable is not dated here)";
const PR_SAAS = `${PR_DIGITAL}; https://anrok.com/saas-sales-tax-by-state/puerto-rico — SaaS taxable at 10.5% + 1% (secondary source). Sold to a registered merchant, a service may bear the 4% B2B rate instead, but only against the buyer's certificate (Form AS 2916: https://help.avalara.com/?title=Frequently_Asked_Questions/AvaTax_FAQ/Apply_a_4%2525_rate_to_eligible_business_to_business_software_purchases_in_Puerto_Rico); Levy charges the full rate, as a seller does without that certificate.`;
const PR_NEXUS = "https://www.salestaxinstitute.com/resources/puerto-rico-has-joined-45-states-in-adopting-economic-nexus — Hacienda Regulation No. 9237 (2020-12-08): remote sellers with more than USD 100,000 of gross sales or at least 200 transactions in Puerto Rico in the accounting year register (SURI) and collect from 2021-01-01 (https://sovos.com/regulatory-updates/sut/puerto-rico-enacts-economic-nexus-and-marketplace-facilitator-requirements reads it as any preceding 12 months)";

/** The state IVU: its own rule for professional services (the 4% rate for designated professional services). */
const STATE_IVU_TAXABILITY: TaxabilityPeriod[] = [
  { from: "2015-10-01", to: "2020-04-01", category: 'professionalServices', treatment: { taxable: true, rate: "4" }, source: PR_B2B_4 },
  { from: "2020-04-01", to: "2020-07-01", category: 'professionalServices', treatment: EXEMPT, source: PR_COVID },
  { from: "2020-07-01", to: null, category: 'professionalServices', treatment: { taxable: true, rate: "4" }, source: PR_B2B_4 },
];

export const US_TERRITORY_JURISDICTIONS: JurisdictionData[] = [
  {
    // The id Puerto Rico had as a country without data (<iso>-<ISO>), kept so that answers and
    // registrations for Puerto Rico keep naming the same jurisdiction.
    id: "pr-PR",
    name: "Puerto Rico",
    level: 'country',
    country: "PR",
    // Both parts are collected through one registration with the Departamento de Hacienda (SURI).
    registrationIds: ["pr-PR"],
    // Two taxes, not one 11.5%: the municipal 1% does not reach the services that bear the 4% state rate.
    taxes: [
      { name: "IVU (state sales and use tax)", rates: [
        { rate: "6", from: "2014-02-01", to: "2015-07-01", source: PR_STATE_2014 },
        { rate: "10.5", from: "2015-07-01", to: null, source: `${PR_STATE_2015}; ${PR_RATES}` },
      ], taxability: STATE_IVU_TAXABILITY },
      { name: "IVU (municipal sales and use tax)", rates: [
        { rate: "1", from: "2014-02-01", to: null, source: `${PR_MUNICIPAL}; ${PR_RATES}` },
      ], taxability: [{ from: null, to: null, category: 'professionalServices', treatment: EXEMPT, source: PR_MUNICIPAL }] },
    ],
    taxability: [
      { from: null, to: null, category: 'tangibleGoods', treatment: TAXABLE, source: PR_RATES },
      { from: null, to: null, category: 'digitalGoods', treatment: TAXABLE, source: PR_DIGITAL },
      { from: null, to: null, category: 'saasConsumer', treatment: TAXABLE, source: PR_SAAS },
      { from: null, to: null, category: 'saasBusiness', treatment: TAXABLE, source: PR_SAAS },
      { from: null, to: "2015-10-01", category: 'professionalServices', treatment: EXEMPT, source: PR_PROFESSIONAL_BEFORE },
      { from: "2015-10-01", to: null, category: 'professionalServices', treatment: TAXABLE, source: PR_B2B_4 },
    ],
    defaultTreatment: TAXABLE,
    nexus: [{ from: "2021-01-01", to: null, salesThreshold: "100000", currency: "USD", transactionsThreshold: 200, test: 'or', period: "accounting year (Regulation No. 9237)", source: PR_NEXUS }],
  },
];
