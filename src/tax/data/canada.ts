// Canada: GST (federal, 5%) everywhere, HST instead of GST in the harmonized provinces, and the
// provincial taxes that reach non-resident SaaS sellers (BC PST, SK PST, MB RST, QC QST).
// Built from reference/tax/canada.json (as of 2026-11); each entry names its sources.
import type { JurisdictionData } from './types.ts';

const TAXABLE = { taxable: true } as const;
// Provincial sales taxes reach goods, software and telecom services, not professional services.
const PST_SERVICES = [{ from: null, to: null, category: 'professionalServices' as const, treatment: { taxable: false as const }, source: 'BC, SK and MB PST/RST apply to goods, software and listed services; professional services are not among them.' }];

export const CANADA_JURISDICTIONS: JurisdictionData[] = [
  {
    id: 'ca-federal',
    name: 'Canada (federal)',
    level: 'federal',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'GST', rates: [{ rate: '5', from: null, to: null, source: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html' }] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    taxIdName: { name: 'GST/HST account number', abbreviation: null },
    // Registered Canadian businesses are not charged GST/HST by simplified-regime sellers (canada.json).
    b2bReverseCharge: true,
    nexus: [{ from: '2021-07-01', to: null, salesThreshold: '30000', currency: 'CAD', transactionsThreshold: null, test: 'sales', period: '12 months, taxable supplies to Canadian consumers (simplified GST/HST registration)', source: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/digital-economy-gsthst/register-get-ready.html' }],
  },
  {
    id: 'ca-BC',
    name: "British Columbia",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-BC'],
    taxes: [{ name: "PST", rates: [{ rate: "7", from: null, to: null, source: "https://www.rlb.ca/provincial-sales-tax-registration-requirements-for-businesses-located-outside-of-the-province/ — GST 5% (federal simplified regime) PLUS BC PST 7% on software incl. SaaS/online-accessed software. Canadian and foreign sellers of software and telecommunicatio" }] }],
    taxability: PST_SERVICES,
    defaultTreatment: TAXABLE,
    nexus: [{ from: null, to: null, salesThreshold: "10000", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "past 12 months, BC sales of software and telecom services", source: "https://www.rlb.ca/provincial-sales-tax-registration-requirements-for-businesses-located-outside-of-the-province/" }],
  },
  {
    id: 'ca-MB',
    name: "Manitoba",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-MB'],
    taxes: [{ name: "RST", rates: [{ rate: "7", from: null, to: null, source: "https://support.simplyvat.com/knowledgehub/when-to-register-for-pst/rst/qst-canada — GST 5% plus Manitoba RST 7%. RST extends to software and many online/streaming services; whether a given SaaS is taxable and the exact non-resident trigger were" }] }],
    defaultTreatment: TAXABLE,
    nexus: [{ from: null, to: null, salesThreshold: "0", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "no threshold found: from the first sale", source: "https://support.simplyvat.com/knowledgehub/when-to-register-for-pst/rst/qst-canada" }],
    taxability: [...PST_SERVICES, ...(['saasBusiness', 'saasConsumer'] as const).map((category) => ({ from: null, to: '2026-01-01', category, treatment: { taxable: false as const }, source: "https://web2.gov.mb.ca/bills/43-2/b046e.php — Bill 46: RST on SaaS, PaaS and IaaS from 2026-01-01" }))],
  },
  {
    id: 'ca-NB',
    name: "New Brunswick",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-federal'],
    taxes: [{ name: 'HST', rates: [
      { rate: "15", from: null, to: null, source: "https://ace-volve.com/nova-scotia-to-cut-hst-rate-in-2025" },
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
      { rate: "15", from: null, to: null, source: "https://ace-volve.com/nova-scotia-to-cut-hst-rate-in-2025" },
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
      { rate: "15", from: null, to: "2025-04-01", source: "https://electricalindustry.ca/changing-scenes/nova-scotia-hst-reduction" },
      { rate: "14", from: "2025-04-01", to: null, source: "https://electricalindustry.ca/changing-scenes/nova-scotia-hst-reduction — 15 -> 14 on 2025-04-01 (provincial part 10 -> 9). Transitional rule: rate applies by the earlier of payment date and dat" },
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
      { rate: "13", from: null, to: null, source: "https://ace-volve.com/nova-scotia-to-cut-hst-rate-in-2025" },
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
      { rate: "15", from: null, to: null, source: "https://ace-volve.com/nova-scotia-to-cut-hst-rate-in-2025" },
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
    taxes: [{ name: "QST", rates: [{ rate: "9.975", from: null, to: null, source: "https://1stopvat.com/british-colombia-introduces-provincial-sales-tax/ — GST 5% (CRA simplified regime) plus QST 9.975% (Revenu Quebec 'specified' / simplified QST registration) on incorporeal property and services incl. SaaS/PaaS/Ia" }] }],
    taxability: [],
    defaultTreatment: TAXABLE,
    taxIdName: { name: 'QST registration number', abbreviation: null },
    b2bReverseCharge: true,
    nexus: [{ from: null, to: null, salesThreshold: "30000", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "12 months, taxable supplies to Quebec consumers (specified registration)", source: "https://1stopvat.com/british-colombia-introduces-provincial-sales-tax/" }],
  },
  {
    id: 'ca-SK',
    name: "Saskatchewan",
    level: 'province',
    country: 'CA',
    registrationIds: ['ca-SK'],
    taxes: [{ name: "PST", rates: [{ rate: "6", from: null, to: null, source: "https://1stopvat.com/british-colombia-introduces-provincial-sales-tax/ — GST 5% plus SK PST 6%; SK PST applies to digital services incl. SaaS since 2019-01-01. Out-of-province and foreign sellers selling to SK customers must register" }] }],
    taxability: PST_SERVICES,
    defaultTreatment: TAXABLE,
    nexus: [{ from: null, to: null, salesThreshold: "0", currency: 'CAD', transactionsThreshold: null, test: 'sales', period: "no threshold found: from the first sale", source: "https://1stopvat.com/british-colombia-introduces-provincial-sales-tax/" }],
  },
];
