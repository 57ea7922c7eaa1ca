// Canada: GST (federal, 5%) everywhere, HST instead of GST in the harmonized provinces, and the
// provincial taxes that reach non-resident SaaS sellers (BC PST, SK PST, MB RST, QC QST).
// Built from the research fact sheet prepared for Levy (as of 2026-11; see docs/tax-data.md). Each
// entry cites the authority that sets or administers the figure: the Canada Revenue Agency for
// GST/HST, Revenu Québec for QST, and each province's finance ministry for PST and RST.
import type { JurisdictionData } from './types.ts';

const TAXABLE = { taxable: true } as const;
// Provincial sales taxes reach goods, software and telecom services; the professional-services category is
// treated as outside them, a simplification (docs/tax-data.md, Known limits).
const PST_SERVICES = [{ from: null, to: null, category: 'professionalServices' as const, treatment: { taxable: false as const }, source: "BC PST, SK PST and MB RST apply to goods, software and the services their Acts list (BC Ministry of Finance, gov.bc.ca/pst; Saskatchewan Ministry of Finance, saskatchewan.ca Provincial Sales Tax; Manitoba Finance, Retail Sales Tax); Levy treats the professional-services category as outside them, although some listed professional services are taxable, e.g. legal services under BC PST (see docs/tax-data.md, Known limits)." }];

export const CANADA_JURISDICTIONS: JurisdictionData[] = [
  {
    id: 'ca-federal',
    name: 'Canada (federal)',
    level: 'federal',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'GST', rates: [{ rate: '5', from: null, to: null, source: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html — Canada Revenue Agency, "GST/HST calculator (and rates)": GST 5% in Alberta, British Columbia, Manitoba, the Northwest Territories, Nunavut, Quebec, Saskatchewan and Yukon.' }] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    taxIdName: { name: 'GST/HST account number', abbreviation: null },
    // Registered Canadian businesses are not charged GST/HST by simplified-regime sellers: those sellers
    // charge it only on supplies to specified Canadian recipients, i.e. persons not registered under
    // the normal GST/HST (CRA, "Get ready to register for the GST/HST"; GST/HST Notice 322).
    b2bReverseCharge: true,
    nexus: [{ from: '2021-07-01', to: null, salesThreshold: '30000', currency: 'CAD', transactionsThreshold: null, test: 'sales', period: '12 months, taxable supplies to Canadian consumers (simplified GST/HST registration)', source: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/digital-economy-gsthst/find-out-need-register/cross-border-threshold-amounts.html — Canada Revenue Agency, "Cross-border digital products and services threshold amounts": a non-resident vendor not registered under the normal GST/HST must register under the simplified GST/HST once its revenues from taxable digital products and services supplied to Canadian consumers exceed CAD 30,000 over any 12-month period beginning on or after 2021-07-01.' }],
  },
  {
    id: 'ca-BC',
    name: "British Columbia",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-BC'],
    taxes: [{ name: "PST", rates: [{ rate: "7", from: null, to: null, source: "https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst/publications/software — BC Ministry of Finance, \"Software\" (PST publication, 2025-06-24): PST at 7% applies to software provided or accessed over the internet for use on a device ordinarily situated in B.C., SaaS, IaaS and APIs included since the 2024 amendments to the Provincial Sales Tax Act (retroactive to 2013-04-01); the federal GST (5%) is charged separately." }] }],
    taxability: PST_SERVICES,
    defaultTreatment: TAXABLE,
    nexus: [{ from: null, to: null, salesThreshold: "10000", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "past 12 months, BC sales of software and telecom services", source: "https://www2.gov.bc.ca/assets/gov/taxes/sales-taxes/publications/pst-001-registering-to-collect-pst.pdf — BC Ministry of Finance, Bulletin PST 001, \"Registering to Collect PST\": a business located outside B.C., in or outside Canada, that sells software or telecommunication services to B.C. customers must register once its gross revenue from those sales was more than CAD 10,000 in the previous 12 months or is estimated to be in the next 12 months (from 2021-04-01)." }],
  },
  {
    id: 'ca-MB',
    name: "Manitoba",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-MB'],
    taxes: [{ name: "RST", rates: [{ rate: "7", from: null, to: null, source: "https://manitoba.ca/finance/taxation/taxes/retail.html — Manitoba Finance, Taxation Division, \"Retail Sales Tax\": RST applies to the retail sale or rental of most goods and certain services in Manitoba, on the price before GST; the general rate is 7%." }] }],
    defaultTreatment: TAXABLE,
    nexus: [{ from: null, to: null, salesThreshold: "0", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "no threshold found: from the first sale", source: "https://www.gov.mb.ca/finance/taxation/bulletins.html — Manitoba Finance, Taxation Division, RST Bulletin No. 004, \"Information for Vendors\": vendors that sell taxable goods or services in Manitoba must register and collect RST. Encoded as registration from the first sale; the bulletin's small-business exception (annual taxable sales under CAD 10,000) has not been confirmed to apply to non-resident sellers." }],
    taxability: [...PST_SERVICES, ...(['saasBusiness', 'saasConsumer'] as const).map((category) => ({ from: null, to: '2026-01-01', category, treatment: { taxable: false as const }, source: "https://web2.gov.mb.ca/bills/43-2/b046e.php — Legislative Assembly of Manitoba, Bill 46 (2nd Session, 43rd Legislature): RST on cloud computing services (SaaS, PaaS and IaaS) from 2026-01-01; administered as described in Manitoba Finance RST Bulletin No. 033, \"Computer Software and Online Services\" (https://www.gov.mb.ca/finance/taxation/pubs/bulletins/033.pdf)." }))],
  },
  {
    id: 'ca-NB',
    name: "New Brunswick",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'HST', rates: [
      { rate: "15", from: null, to: null, source: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html — Canada Revenue Agency, \"Charge and collect the tax – Which rate to charge\": HST 15% in New Brunswick (the rate since 2016-07-01; earlier rates are not encoded)." },
    ] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    b2bReverseCharge: true,
  },
  {
    id: 'ca-NL',
    name: "Newfoundland and Labrador",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'HST', rates: [
      { rate: "15", from: null, to: null, source: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html — Canada Revenue Agency, \"Charge and collect the tax – Which rate to charge\": HST 15% in Newfoundland and Labrador (the rate since 2016-07-01; earlier rates are not encoded)." },
    ] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    b2bReverseCharge: true,
  },
  {
    id: 'ca-NS',
    name: "Nova Scotia",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'HST', rates: [
      { rate: "15", from: null, to: "2025-04-01", source: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html — Canada Revenue Agency, \"Charge and collect the tax – Which rate to charge\": HST 15% in Nova Scotia until 2025-03-31 (the rate since 2010-07-01; earlier rates are not encoded)." },
      { rate: "14", from: "2025-04-01", to: null, source: "https://www.canada.ca/en/revenue-agency/services/forms-publications/publications/notice342/nova-scotia-hst-rate-decrease-questions-answers-general-transitional-rules-personal-property-services.html — Canada Revenue Agency, GST/HST Notice 342, \"Nova Scotia HST Rate Decrease – Questions and Answers on General Transitional Rules for Personal Property and Services\": HST 15% -> 14% on 2025-04-01 (provincial part 10% -> 9%, SOR/2025-77). Transitional rule: the rate follows the earlier of the day the tax becomes payable and the day it is paid; before 2025-04-01, 15%; on or after, 14%." },
    ] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    b2bReverseCharge: true,
  },
  {
    id: 'ca-ON',
    name: "Ontario",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'HST', rates: [
      { rate: "13", from: null, to: null, source: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html — Canada Revenue Agency, \"Charge and collect the tax – Which rate to charge\": HST 13% in Ontario (the rate since 2010-07-01; earlier rates are not encoded)." },
    ] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    b2bReverseCharge: true,
  },
  {
    id: 'ca-PE',
    name: "Prince Edward Island",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'HST', rates: [
      { rate: "15", from: null, to: null, source: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html — Canada Revenue Agency, \"Charge and collect the tax – Which rate to charge\": HST 15% in Prince Edward Island (the rate since 2016-10-01; earlier rates are not encoded)." },
    ] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    b2bReverseCharge: true,
  },
  {
    id: 'ca-QC',
    name: "Quebec",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-QC'],
    taxes: [{ name: "QST", rates: [{ rate: "9.975", from: null, to: null, source: "https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/basic-rules-for-applying-the-gsthst-and-qst/ — Revenu Québec, \"Basic Rules for Applying the GST/HST and QST\": QST 9.975% on the selling price excluding the GST. Suppliers outside Québec registered under the specified system collect it on taxable supplies of services and incorporeal movable property (SaaS, PaaS and IaaS included) made in Québec to specified Québec consumers (Revenu Québec, \"Suppliers Outside Québec\"; \"Specified system\")." }] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    taxIdName: { name: 'QST registration number', abbreviation: null },
    b2bReverseCharge: true,
    nexus: [{ from: null, to: null, salesThreshold: "30000", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "12 months, taxable supplies to Quebec consumers (specified registration)", source: "https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/special-cases-gsthst-and-qst/suppliers-outside-quebec/qst-registration-for-suppliers-outside-quebec/registration-under-the-specified-system-suppliers-outside-canada-who-are-not-registered-under-the-general-gsthst-system/ — Revenu Québec, \"Registration Under the Specified System – Suppliers Outside Canada Who Are Not Registered Under the General GST/HST System\": registration is required once taxable supplies of incorporeal movable property or services to specified Québec consumers exceed CAD 30,000 for a 12-month period." }],
  },
  {
    id: 'ca-SK',
    name: "Saskatchewan",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-SK'],
    taxes: [{ name: "PST", rates: [{ rate: "6", from: null, to: null, source: "https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax — Government of Saskatchewan, Ministry of Finance, \"Provincial Sales Tax\": PST is a 6% tax (the rate since 2017-03-23) on taxable goods and services consumed or used in Saskatchewan, on the price excluding GST; software and computer services, SaaS included, are covered by Bulletin PST-7, \"Information for Suppliers of Computer Hardware, Software and Computer Services\"." }] }],
    taxability: PST_SERVICES,
    defaultTreatment: TAXABLE,
    nexus: [{ from: null, to: null, salesThreshold: "0", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "no threshold found: from the first sale", source: "https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax — Government of Saskatchewan, Ministry of Finance, \"Provincial Sales Tax\": a business that sells taxable goods or services in Saskatchewan must hold a PST vendor's licence (registration through Saskatchewan eTax Services, https://sets.saskatchewan.ca); no registration threshold for out-of-province sellers was found." }],
  },
];
