// International additions of 2026-11-23 (content/countries/*.json; docs/tax-data.md,
// "International additions"): the consumer rate of each new country, its recent rate changes, the
// VAT territories of Monaco, Liechtenstein and the Isle of Man, and the B2B treatment.
import { describe, expect, it } from 'vitest';
import {
  builtInContent,
  calculate,
  countryCode,
  jurisdiction,
  resolveAddress,
  type AddressInput,
  type CalculationInput,
} from '../../../src/tax/index.ts';
import type { SellerTaxFacts } from '../../../src/tax/calculate.ts';
import { unknownSources } from '../../support/content.ts';
import { PRODUCTS, seller } from './fixtures.ts';

/** One line of 100.00 of `product` to `address` on `date`, invoiced that day (so future dates are in range). */
function tax(address: AddressInput, date: string, product = 'saas-b2c', facts: Partial<SellerTaxFacts> = {}) {
  const input: CalculationInput = {
    lineItems: [{ id: 'l1', productExternalId: product, amount: 10000 }],
    currencyCode: 'USD',
    customerAddress: address,
    accountingDate: date,
  };
  const result = calculate(input, seller({ now: new Date(`${date}T12:00:00Z`), ...facts }));
  if (!result.ok) throw new Error(`conflict ${JSON.stringify(result.conflict)}`);
  return result.value;
}

const reasons = (calc: ReturnType<typeof tax>) => calc.lineItems[0]!.jurises.map((j) => [j.jurisdiction.id, j.notTaxedReason]);

describe('the consumer rate of each added country (SaaS for personal use, 100.00, seller registered everywhere)', () => {
  it.each([
    // [country as typed, jurisdiction id, date, tax in cents]
    ['RU', 'ru-vat', '2026-11-01', 2200],
    ['Ukraine', 'ua-vat', '2026-11-01', 2000],
    ['RS', 'rs-vat', '2026-11-01', 2000],
    ['AL', 'al-vat', '2026-11-01', 2000],
    ['Moldova', 'md-vat', '2026-11-01', 2000],
    ['GE', 'ge-vat', '2026-11-01', 1800],
    ['AM', 'am-vat', '2026-11-01', 2000],
    ['KZ', 'kz-vat', '2026-11-01', 1600],
    ['UZ', 'uz-vat', '2026-11-01', 1200],
    ['BY', 'by-vat', '2026-11-01', 2000],
    ['MY', 'my-sst', '2026-11-01', 800],
    ['TH', 'th-vat', '2026-11-01', 700],
    ['ID', 'id-vat', '2026-11-01', 1100],
    ['PH', 'ph-vat', '2026-11-01', 1200],
    ['Viet Nam', 'vn-vat', '2026-11-01', 500],
    ['TW', 'tw-vat', '2026-11-01', 500],
    ['BD', 'bd-vat', '2026-11-01', 1500],
    ['KE', 'ke-vat', '2026-11-01', 1600],
    ['NG', 'ng-vat', '2026-11-01', 750],
    ['EG', 'eg-vat', '2026-11-01', 1400],
    ['GH', 'gh-vat', '2026-11-01', 2000],
    ['TZ', 'tz-vat', '2026-11-01', 1800],
    ['UG', 'ug-vat', '2026-11-01', 1800],
    ['CM', 'cm-vat', '2026-11-01', 1925],
    ['MA', 'ma-vat', '2026-11-01', 2000],
    ['TN', 'tn-vat', '2026-11-01', 1900],
    ['BH', 'bh-vat', '2026-11-01', 1000],
    ['OM', 'om-vat', '2026-11-01', 500],
    ['AR', 'ar-vat', '2026-11-01', 2100],
    ['CR', 'cr-vat', '2026-11-01', 1300],
    ['EC', 'ec-vat', '2026-11-01', 1500],
    ['PY', 'py-vat', '2026-11-01', 1000],
    ['PE', 'pe-vat', '2026-11-01', 1800],
    ['BB', 'bb-vat', '2026-11-01', 1750],
    ['Bahamas', 'bs-vat', '2026-11-01', 1000],
  ])('%s (%s) on %s: %i cents', (country, id, date, expected) => {
    const calc = tax({ country }, date);
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual([id]);
    expect(calc.taxAmountToCollect).toBe(expected);
  });

  /** Countries that oblige no non-resident seller to register (the customer or a payment intermediary pays): no rule in content/thresholds.json. */
  const NO_REGISTRATION = ['tn-vat', 'ar-vat', 'py-vat'];

  it('every added country has a registration id of its own, a tax id name and sources on every rate', () => {
    for (const id of [
      'ru-vat',
      'ua-vat',
      'rs-vat',
      'al-vat',
      'md-vat',
      'ge-vat',
      'am-vat',
      'kz-vat',
      'uz-vat',
      'by-vat',
      'my-sst',
      'th-vat',
      'id-vat',
      'ph-vat',
      'vn-vat',
      'tw-vat',
      'bd-vat',
      'ke-vat',
      'ng-vat',
      'eg-vat',
      'gh-vat',
      'tz-vat',
      'ug-vat',
      'cm-vat',
      'ma-vat',
      'tn-vat',
      'bh-vat',
      'om-vat',
      'ar-vat',
      'cr-vat',
      'ec-vat',
      'py-vat',
      'uy-vat',
      'pe-vat',
      'bb-vat',
      'bs-vat',
    ]) {
      const j = jurisdiction(id)!;
      expect(j.registrationIds, id).toEqual([id]);
      expect(j.taxIdName, id).toBeDefined();
      for (const t of j.taxes) for (const r of t.rates) expect(r.source, `${id} ${t.name} ${r.rate}`).toMatch(/^https?:\/\//);
      const threshold = builtInContent().thresholds.find((t) => t.jurisId === id);
      expect(threshold !== undefined, id).toBe(!NO_REGISTRATION.includes(id));
      if (threshold === undefined) continue;
      expect(threshold.rules.length, id).toBe(1);
      for (const r of threshold.rules) {
        expect(r.source, id).toMatch(/^https?:\/\//);
        expect(unknownSources(r), id).toEqual([]);
      }
    }
  });
});

describe('recent rate changes, each side of the date', () => {
  it.each([
    ['Russia 20% -> 22%', 'RU', '2025-12-31', '2026-01-01', 2000, 2200],
    ['Kazakhstan 12% -> 16%', 'KZ', '2025-12-31', '2026-01-01', 1200, 1600],
    ['Bahrain 5% -> 10%', 'BH', '2021-12-31', '2022-01-01', 500, 1000],
    ['Malaysia service tax 6% -> 8%', 'MY', '2024-02-29', '2024-03-01', 600, 800],
    ['Indonesia 10% -> 11%', 'ID', '2022-03-31', '2022-04-01', 1000, 1100],
    ['Uzbekistan 15% -> 12%', 'UZ', '2022-12-31', '2023-01-01', 1500, 1200],
    ['Ecuador 12% -> 15%', 'EC', '2024-03-31', '2024-04-01', 1200, 1500],
    ['Bahamas 12% -> 10%', 'BS', '2021-12-31', '2022-01-01', 1200, 1000],
    ['Ghana 21.9% -> 20% (VAT Act 2025: COVID-19 levy gone, levies no longer cascaded)', 'GH', '2025-12-31', '2026-01-01', 2190, 2000],
    ['Philippines: nothing before non-residents became liable, then 12%', 'PH', '2025-06-01', '2025-06-02', 0, 1200],
    ['Peru: nothing before Legislative Decree 1623, then 18%', 'PE', '2024-09-30', '2024-10-01', 0, 1800],
  ])('%s', (_name, country, before, from, taxBefore, taxFrom) => {
    expect(tax({ country }, before).taxAmountToCollect).toBe(taxBefore);
    expect(tax({ country }, from).taxAmountToCollect).toBe(taxFrom);
  });

  it('Ghana before 2026 shows each levy and the VAT on the price plus levies (15.9 + 2.5 + 2.5 + 1 = 21.9%)', () => {
    const taxes = tax({ country: 'GH' }, '2025-06-01').lineItems[0]!.jurises[0]!.taxes.map((t) => [t.name, t.amount.toFixed()]);
    expect(taxes).toEqual([
      ['VAT', '1590'],
      ['NHIL', '250'],
      ['GETFund levy', '250'],
      ['COVID-19 Health Recovery Levy', '100'],
    ]);
  });

  it('Cameroon: VAT 17.5% plus the additional council tax of 10% of it', () => {
    const taxes = tax({ country: 'CM' }, '2026-11-01').lineItems[0]!.jurises[0]!.taxes.map((t) => [t.name, t.amount.toFixed()]);
    expect(taxes).toEqual([
      ['VAT', '1750'],
      ['Additional council tax', '175'],
    ]);
  });
});

describe('Uruguay taxes audiovisual content from abroad, not software', () => {
  it('SaaS and downloads: productNotTaxed', () => {
    expect(reasons(tax({ country: 'UY' }, '2026-11-01', 'saas-b2c'))).toEqual([['uy-vat', { type: 'productNotTaxed' }]]);
    expect(tax({ country: 'UY' }, '2026-11-01', 'download').taxAmountToCollect).toBe(0);
  });

  it('a streaming product (custom category taxable in uy-vat): 22%', () => {
    const products = new Map([...PRODUCTS, ['streaming', { standard: 'digitalGoods' as const, overrides: new Map([['uy-vat', true]]) }]]);
    expect(tax({ country: 'Uruguay' }, '2026-11-01', 'streaming', { products }).taxAmountToCollect).toBe(2200);
  });
});

describe('Monaco, Liechtenstein and the Isle of Man are taxed as France, Switzerland and the UK', () => {
  it.each([
    ['MC', 'FR'],
    ['Monaco', 'FR'],
    ['MCO', 'FR'],
    ['mc', 'FR'],
    ['LI', 'CH'],
    ['Liechtenstein', 'CH'],
    ['LIE', 'CH'],
    ['IM', 'GB'],
    ['Isle of Man', 'GB'],
    ['IMN', 'GB'],
  ])('%s resolves to %s', (input, expected) => expect(countryCode(input)).toBe(expected));

  it.each([
    ['Monaco', 'eu-FR', 2000],
    ['Liechtenstein', 'ch-vat', 810],
    ['Isle of Man', 'gb-vat', 2000],
  ])('a consumer in %s: %s, %i cents', (country, id, expected) => {
    const calc = tax({ country, city: 'x' }, '2026-11-01');
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual([id]);
    expect(calc.taxAmountToCollect).toBe(expected);
  });

  it("France's registrations cover Monaco: a seller registered for the non-Union OSS only collects there", () => {
    const registrations = [{ jurisId: 'eu-oss', collectingFrom: '2020-01-01' }];
    expect(tax({ country: 'MC' }, '2026-11-01', 'saas-b2c', { registrations }).taxAmountToCollect).toBe(2000);
    expect(tax({ country: 'LI' }, '2026-11-01', 'saas-b2c', { registrations }).taxAmountToCollect).toBe(0);
  });

  it('a Monaco business with a valid (French) VAT number is reverse-charged as in France', () => {
    const calc = tax({ country: 'Monaco' }, '2026-11-01', 'saas-b2b', { validTaxIdCountries: new Set(['FR']) });
    expect(reasons(calc)).toEqual([['eu-FR', { type: 'exempt', reason: { type: 'reverseCharge' } }]]);
  });

  it('the resolved address carries the VAT territory', () => {
    const r = resolveAddress({ country: 'Isle of Man', city: 'Douglas', postalCode: 'IM1 1AA' });
    expect(r.ok && [r.address.country, r.address.jurisdictions.map((j) => j.id)]).toEqual(['GB', ['gb-vat']]);
  });
});

describe('B2B', () => {
  it('Thailand: a customer with a valid Thai tax id is reverse-charged', () => {
    const calc = tax({ country: 'TH' }, '2026-11-01', 'saas-b2b', { validTaxIdCountries: new Set(['TH']) });
    expect(calc.taxAmountToCollect).toBe(0);
    expect(reasons(calc)).toEqual([['th-vat', { type: 'exempt', reason: { type: 'reverseCharge' } }]]);
  });

  it('Russia: Russian organisations are tax agents since 2022-10-01 (reverse charge)', () => {
    expect(reasons(tax({ country: 'RU' }, '2026-11-01', 'saas-b2b', { validTaxIdCountries: new Set(['RU']) }))).toEqual([
      ['ru-vat', { type: 'exempt', reason: { type: 'reverseCharge' } }],
    ]);
  });

  it('Kenya: no reverse charge for digital services since 2022-07-01; the supplier charges 16% to businesses too', () => {
    expect(tax({ country: 'KE' }, '2026-11-01', 'saas-b2b', { validTaxIdCountries: new Set(['KE']) }).taxAmountToCollect).toBe(1600);
  });

  it('a seller established in the country is never reverse-charged there', () => {
    const calc = tax({ country: 'TH' }, '2026-11-01', 'saas-b2b', {
      validTaxIdCountries: new Set(['TH']),
      businessAddress: { country: 'TH' },
    });
    expect(calc.taxAmountToCollect).toBe(700);
  });
});

describe('registrations', () => {
  it('notCollecting where the seller is not registered, with the would-be tax kept', () => {
    const calc = tax({ country: 'NG' }, '2026-11-01', 'saas-b2c', { registrations: [{ jurisId: 'ke-vat', collectingFrom: '2020-01-01' }] });
    expect(calc.taxAmountToCollect).toBe(0);
    expect(reasons(calc)).toEqual([['ng-vat', { type: 'notCollecting' }]]);
    expect(calc.lineItems[0]!.jurises[0]!.taxes[0]!.amount.toFixed()).toBe('750');
  });

  it('the Dominican Republic is not added: its decree on digital services (30-25) was repealed before taking effect', () => {
    expect(reasons(tax({ country: 'DO' }, '2026-11-01'))).toEqual([['do-DO', { type: 'jurisHasNoTax' }]]);
  });
});
