// A filing's return worksheet over HTTP, on PostgreSQL and the embedded PGlite: its figures equal
// the filing's totals, deductions carry their reasons, the lines carry the codes Levy has (SST,
// Texas, Washington), Illinois's sales are listed by Form ST-2 location code, a negation of an earlier period is a correction of it, doubtful sales are named, other
// currencies are converted, a finalized filing's worksheet is frozen with it, and an eu-oss filing
// carries its One-Stop Shop return.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majorUnits } from '../../src/console/format.ts';
import { worksheetCsvRows } from '../../src/console/pages/worksheet-csv.ts';
import { filingReport } from '../../src/seller/filings/report.ts';
import type { ReturnWorksheet } from '../../src/seller/filings/schemas.ts';
import { Exact } from '../../src/tax/exact.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { startTestLevy, type TestLevy } from '../support/levy.ts';

let t: TestLevy;
let seller: { sellerId: string; apiKey: string };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64');
// Valdosta, GA: Lowndes County (13185) and the City of Valdosta.
const VALDOSTA = { country: 'US', region: 'GA', city: 'Valdosta', postalCode: '31601' };
const AUSTIN = { country: 'US', region: 'TX', city: 'Austin', postalCode: '78701' };
const CHICAGO = { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' };

function api(path: string, body: unknown = {}) {
  return t.post(path, body, { token: seller.apiKey });
}
/** Each saved sale's answer, by id: what it said it was unsure of. */
const answers = new Map<string, { taxComplianceMessage: { type: string; message: string } | null }>();
const save = async (id: string, accountingDate: string, customerAddress: object, lineItems: object[], extra: object = {}) => {
  const answer = await api('/v1/seller/transactions/createOrUpdate', {
    id,
    lineItems,
    currencyCode: 'USD',
    customerAddress,
    accountingDate,
    ...extra,
  });
  answers.set(id, answer.json());
  return answer;
};
const worksheet = (jurisId: string, period: string) => api(`/v1/seller/filings/id:${jurisId}/id:${period}/returnWorksheet`, {});

type Section = {
  currencyCode: string;
  transactionCount: number;
  grossSales: string;
  taxableSales: string;
  taxDue: string;
  deductions: { reason: string; amount: string; transactionCount: number }[];
  lines: {
    jurisId: string;
    level: string;
    rate: string;
    taxableSales: string;
    taxDue: string;
    reportingCode: unknown;
    transactionCount: number;
  }[];
  taxCollected: { amount: string; difference: string; rounding: string; invoicesDiffering: { amount: string } };
  negationsOfEarlierPeriods: {
    transactionCount: number;
    grossSales: string;
    taxableSales: string;
    taxDue: string;
    corrections: { period: string; jurisId: string; taxDue: string }[];
  };
};
type Locations = {
  lines: {
    code: string;
    name: string;
    county: string;
    grossSales: string;
    taxableSales: string;
    taxDue: string;
    transactionCount: number;
  }[];
  unplaced: {
    reason: string;
    grossSales: string;
    taxableSales: string;
    taxDue: string;
    transactionCount: number;
    transactionIds: string[];
  }[];
};
const sum = (xs: string[]) => xs.reduce((s, x) => s.plus(Exact.parse(x)), Exact.of(0));

describe.each(DATABASE_KINDS)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestLevy({ databaseKind: kind });
    seller = await t.createSeller({ rateLimitPerSecond: 10_000, features: ['filings'] });
    for (const jurisId of ['us-GA', 'us-TX', 'us-IL', 'us-WA', 'us-MN'])
      await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/registrations/add`, {
        jurisId,
        collectingFrom: '2020-01-01',
        filingFrequency: 'monthly',
      });
    await api('/v1/seller/products/create', {
      externalId: 'goods',
      taxCategoryId: { type: 'standard', id: 'tangibleGoods' },
      name: 'Goods',
    });
    await api('/v1/seller/products/create', { externalId: 'free', taxCategoryId: { type: 'standard', id: 'nonTaxable' }, name: 'Free' });
    await api('/v1/seller/products/create', { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasConsumer' }, name: 'SaaS' });
    await api('/v1/seller/customers/create', { id: 'cus-exempt' });
    await api('/v1/seller/certificates/create', {
      customerId: 'cus-exempt',
      effectiveDateBegin: '2026-01-01',
      exemptionNumber: 'GA-1',
      certificateFile: { name: 'cert.png', contentsBase64: PNG },
      jurises: [{ jurisId: 'us-GA' }],
    });
    await t.admin('/admin/v1/conversionRates/load', { csv: 'Date,USD,\n2026-10-20,1.0800,\n' });

    await save('ga-sep', '2026-09-15', VALDOSTA, [{ productExternalId: 'goods', amount: 4000 }]);
    await save('ga-1', '2026-10-05', VALDOSTA, [
      { productExternalId: 'goods', amount: 10000 },
      { productExternalId: 'free', amount: 2000 },
    ]);
    await save('ga-exempt', '2026-10-06', VALDOSTA, [{ productExternalId: 'goods', amount: 5000 }], { customerId: 'cus-exempt' });
    await save('ga-eur', '2026-10-20', VALDOSTA, [{ productExternalId: 'goods', amount: 10000 }], { currencyCode: 'EUR' });
    await save('ga-voided', '2026-10-21', VALDOSTA, [{ productExternalId: 'goods', amount: 777 }]);
    await api('/v1/seller/transactions/id:ga-voided/void', {});
    await save('tx-1', '2026-10-07', AUSTIN, [{ productExternalId: 'saas', amount: 10000 }]);
    // Spring, TX: 77373 reaches several places with other local taxes (localJurisdictionsUncertain).
    await save('tx-spring', '2026-10-09', { country: 'US', region: 'TX', city: 'Spring', postalCode: '77373' }, [
      { productExternalId: 'goods', amount: 1000 },
    ]);
    // Kyle, TX: Hays County and the City of Kyle, both from the Comptroller's file.
    await save('tx-kyle', '2026-10-10', { country: 'US', region: 'TX', city: 'Kyle', postalCode: '78640' }, [
      { productExternalId: 'goods', amount: 2000 },
    ]);
    // Chicago after 2026-08-01: IDOR's January edition no longer vouches for its rates (rateDataMayBeStale).
    await save('il-chicago', '2026-09-01', CHICAGO, [{ productExternalId: 'goods', amount: 1000 }]);
    // Illinois's Form ST-2 by location: Chicago and Evanston (Cook County) and Springfield (Sangamon
    // County), each ZIP code wholly in one place; Naperville's 60540 reaches several places.
    await save('il-chicago-oct', '2026-10-12', CHICAGO, [{ productExternalId: 'goods', amount: 1000 }]);
    await save('il-evanston', '2026-10-13', { country: 'US', region: 'IL', city: 'Evanston', postalCode: '60201' }, [
      { productExternalId: 'goods', amount: 2000 },
    ]);
    await save('il-springfield', '2026-10-14', { country: 'US', region: 'IL', city: 'Springfield', postalCode: '62701' }, [
      { productExternalId: 'goods', amount: 3000 },
    ]);
    await save('il-naperville', '2026-10-15', { country: 'US', region: 'IL', city: 'Naperville', postalCode: '60540' }, [
      { productExternalId: 'goods', amount: 4000 },
    ]);
    // Seattle (DOR's location code 1726) and Minneapolis (Hennepin County, the city, and metro districts).
    await save('wa-seattle', '2026-10-16', { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98101' }, [
      { productExternalId: 'goods', amount: 5000 },
    ]);
    await save('mn-minneapolis', '2026-10-17', { country: 'US', region: 'MN', city: 'Minneapolis', postalCode: '55401' }, [
      { productExternalId: 'goods', amount: 6000 },
    ]);
    // A negation carries its original's location.
    expect(
      (await api('/v1/seller/transactions/createNegation', { originalTransactionId: 'il-chicago', newTransactionId: 'il-chicago-neg' }))
        .status,
    ).toBe(200);
    await save('tx-2', '2026-10-08', AUSTIN, [{ productExternalId: 'goods', amount: 3333, isTaxIncludedInAmount: true }]);
    // September closes, then its sale is negated: the negation goes into October, the next open filing.
    expect((await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/filings/id:us-GA/id:2026-09/finalize`)).status).toBe(200);
    expect(
      (await api('/v1/seller/transactions/createNegation', { originalTransactionId: 'ga-sep', newTransactionId: 'ga-sep-neg' })).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  describe('a filing’s return worksheet', () => {
    it.each([
      ['us-GA', '2026-10'],
      ['us-GA', '2026-09'],
      ['us-TX', '2026-10'],
      ['us-IL', '2026-10'],
      ['us-WA', '2026-10'],
      ['us-MN', '2026-10'],
    ])(
      '%s %s: each section equals the filing’s totals, the lines sum to the tax due and the deductions to gross less taxable',
      async (jurisId, period) => {
        const answer = await worksheet(jurisId, period);
        expect(answer.status).toBe(200);
        const { sections } = answer.json() as { sections: Section[] };
        const report = await filingReport(t.levy.ctx, seller.sellerId, jurisId, period);
        if (!report.ok) throw new Error('no report');
        expect(sections.map((s) => [s.currencyCode, s.transactionCount, s.grossSales, s.taxableSales, s.taxDue])).toEqual(
          report.value.totals.map((x) => [x.currencyCode, x.transactionCount, x.sales, x.taxable, x.tax]),
        );
        for (const s of sections) {
          const corrections = s.negationsOfEarlierPeriods.corrections;
          expect(sum([...s.lines, ...corrections].map((l) => l.taxDue)).toFixed()).toBe(Exact.parse(s.taxDue).toFixed());
          expect(sum(corrections.map((l) => l.taxDue)).toFixed()).toBe(Exact.parse(s.negationsOfEarlierPeriods.taxDue).toFixed());
          expect(sum(s.deductions.map((d) => d.amount)).toFixed()).toBe(
            Exact.parse(s.grossSales).minus(Exact.parse(s.taxableSales)).toFixed(),
          );
          const c = s.taxCollected;
          expect(Exact.parse(c.amount).minus(Exact.parse(s.taxDue)).toFixed()).toBe(Exact.parse(c.difference).toFixed());
          expect(Exact.parse(c.rounding).plus(Exact.parse(c.invoicesDiffering.amount)).toFixed()).toBe(Exact.parse(c.difference).toFixed());
        }
      },
    );

    it('an exempt customer’s sale and a non-taxable product are deductions, not taxable sales; a voided sale is not there', async () => {
      const { sections } = (await worksheet('us-GA', '2026-10')).json() as { sections: Section[] };
      const usd = sections.find((s) => s.currencyCode === 'USD')!;
      // ga-1, ga-exempt and the negation of September's sale; ga-voided is out.
      expect(usd.transactionCount).toBe(3);
      expect(usd.grossSales).toBe(String(10000 + 2000 + 5000 - 4000));
      expect(usd.taxableSales).toBe(String(10000 - 4000));
      expect(usd.deductions).toEqual([
        { reason: 'exemptCustomer', amount: '5000', transactionCount: 1 },
        { reason: 'nonTaxableProduct', amount: '2000', transactionCount: 1 },
      ]);
      const state = usd.lines.find((l) => l.jurisId === 'us-GA')!;
      // The state line is October's own sales; September's negation is a correction (below).
      expect(state).toMatchObject({ level: 'state', rate: '0.04', taxableSales: '10000', taxDue: '400', transactionCount: 1 });
      expect(state.reportingCode).toEqual({ scheme: 'sst', type: '45', code: '13' });
    });

    it('a negation of a closed period’s sale is taken in the period it is made, shown apart', async () => {
      const { sections } = (await worksheet('us-GA', '2026-10')).json() as { sections: Section[] };
      const usd = sections.find((s) => s.currencyCode === 'USD')!;
      const september = (await api('/v1/seller/transactions/id:ga-sep/get')).json().body;
      expect(usd.negationsOfEarlierPeriods).toMatchObject({
        transactionCount: 1,
        grossSales: '-4000',
        taxableSales: '-4000',
        taxDue: Exact.parse(september.taxAmountDue.total).negated().toFixed(),
      });
      // By the period it corrects and jurisdiction, apart from October's own lines.
      expect(usd.negationsOfEarlierPeriods.corrections.map((c) => [c.period, c.jurisId])).toEqual(
        september.jurisSummaries
          .filter((j: { taxAmountDue: { total: string } }) => j.taxAmountDue.total !== '0')
          .map((j: { id: string }) => ['2026-09', j.id]),
      );
      expect(usd.lines.find((l) => l.jurisId === 'us-GA')!.taxableSales).toBe('10000');
      // September's filing, finalized before the negation, still holds the sale.
      const closed = (await worksheet('us-GA', '2026-09')).json() as { sections: Section[]; filing: { status: string } };
      expect(closed.filing.status).toBe('finalized');
      expect(closed.sections[0]!.grossSales).toBe('4000');
    });

    it('Georgia’s county line carries its SST code, Texas’s county its local code; the lines without one are listed with why', async () => {
      const ga = (await worksheet('us-GA', '2026-10')).json() as { sections: Section[]; incompleteLines: unknown[] };
      const county = ga.sections[0]!.lines.find((l) => l.level === 'county')!;
      expect(county.reportingCode).toEqual({ scheme: 'sst', type: '00', code: '185' });
      const tx = (await worksheet('us-TX', '2026-10')).json() as {
        sections: Section[];
        incompleteLines: { jurisId: string; reason: string }[];
      };
      const lines = tx.sections[0]!.lines;
      const hays = lines.find((l) => l.jurisId === 'us-TX-hays-county')!;
      expect(hays.reportingCode).toMatchObject({ scheme: 'tx-local', type: 'county', code: expect.stringMatching(/^4\d{6}$/) });
      expect(lines.find((l) => l.jurisId === 'us-TX-city-of-kyle')!.reportingCode).toMatchObject({ type: 'city' });
      // The state's own line needs no code.
      expect(tx.incompleteLines.map((l) => l.jurisId)).not.toContain('us-TX');
      // Austin's entry, curated before the Comptroller's file was built in, has the code of the file's row that states its rate.
      expect(lines.find((l) => l.jurisId === 'us-TX-city-of-austin')!.reportingCode).toEqual({
        scheme: 'tx-local',
        type: 'city',
        code: '2227016',
      });
      // Within a level, in code order as the Comptroller's schedules list them; lines without a code last.
      for (const level of ['county', 'city', 'district']) {
        const codes = lines.filter((l) => l.level === level).map((l) => (l.reportingCode as { code: string } | null)?.code ?? '~');
        expect(codes, level).toEqual([...codes].sort());
      }
      expect(tx.incompleteLines.map((l) => l.jurisId).sort()).toEqual(
        [...new Set(lines.filter((l) => l.reportingCode === null && l.level !== 'state').map((l) => l.jurisId))].sort(),
      );
    });

    it('Washington’s local line carries DOR’s location code, Minnesota’s county and city their SST codes; its districts are listed without', async () => {
      const wa = (await worksheet('us-WA', '2026-10')).json() as { sections: Section[] };
      expect(wa.sections[0]!.lines.map((l) => [l.jurisId, l.reportingCode])).toEqual([
        ['us-WA', { scheme: 'sst', type: '45', code: '53' }],
        ['us-WA-seattle-local', { scheme: 'wa-location', type: 'location', code: '1726' }],
      ]);
      const mn = (await worksheet('us-MN', '2026-10')).json() as {
        sections: Section[];
        incompleteLines: { jurisId: string; reason: string }[];
      };
      const code = (id: string) => mn.sections[0]!.lines.find((l) => l.jurisId === id)!.reportingCode;
      expect(code('us-MN-hennepin-county')).toEqual({ scheme: 'sst', type: '00', code: '053' });
      expect(code('us-MN-city-of-minneapolis')).toEqual({ scheme: 'sst', type: '01', code: '43000' });
      expect(mn.incompleteLines).toContainEqual({
        jurisId: 'us-MN-metro-area-transportation',
        reason: expect.stringContaining('boundary file'),
      });
    });

    it('Illinois’s sections list the sales by Form ST-2 location code, each from IDOR’s file; a sale without one is listed with why', async () => {
      const il = (await worksheet('us-IL', '2026-10')).json() as {
        sections: (Section & { locations: Locations })[];
        incompleteLines: { jurisId: string; reason: string }[];
      };
      const s = il.sections[0]!;
      const { lines, unplaced } = s.locations!;
      expect(lines.map((l) => [l.code, l.name, l.county, l.transactionCount])).toEqual([
        ['016-0001-1', 'Chicago', 'Cook County', 1],
        ['016-0018-4', 'Evanston', 'Cook County', 1],
        ['084-0001-6', 'Springfield', 'Sangamon County', 1],
      ]);
      const chicago = (await api('/v1/seller/transactions/id:il-chicago-oct/get')).json().body;
      expect(lines[0]).toMatchObject({ grossSales: '1000', taxDue: Exact.parse(chicago.taxAmountDue.total).toFixed() });
      expect(unplaced).toEqual([
        expect.objectContaining({
          grossSales: '4000',
          transactionCount: 1,
          transactionIds: ['il-naperville'],
          reason: expect.stringContaining('geocoder'),
        }),
      ]);
      // The locations and the unplaced sales sum to the section's figures.
      for (const key of ['grossSales', 'taxableSales', 'taxDue'] as const)
        expect(sum([...lines, ...unplaced].map((l) => l[key])).toFixed(), key).toBe(Exact.parse(s[key]).toFixed());
      expect(il.incompleteLines).toContainEqual({ jurisId: 'us-IL', reason: expect.stringContaining('without a location code') });
      // And the metrics count them.
      const metrics = (await t.post('/metrics', undefined, { method: 'GET' })).text;
      expect(metrics).toMatch(/^levy_worksheet_incomplete_parts_total\{kind="location"\} [1-9]/m);
      expect(metrics).toMatch(/^levy_worksheet_incomplete_parts_total\{kind="code"\} [1-9]/m);
      // The console's CSV has the schedule after the tax lines, in code order, then the unplaced sales.
      const csv = worksheetCsvRows(il as unknown as ReturnWorksheet).filter((r) => r[1]!.startsWith('location'));
      expect(csv.map((r) => [r[1], r[8], r[11]])).toEqual([
        ['location', '016-0001-1', majorUnits(lines[0]!.taxDue, 'USD')],
        ['location', '016-0018-4', expect.any(String)],
        ['location', '084-0001-6', expect.any(String)],
        ['location_unplaced', '', expect.any(String)],
      ]);
      // September's Chicago sale and its negation: one location, nothing due.
      const september = (await worksheet('us-IL', '2026-09')).json() as { sections: { locations: Locations }[] };
      expect(september.sections[0]!.locations.lines).toEqual([
        expect.objectContaining({ code: '016-0001-1', grossSales: '0', taxDue: '0', transactionCount: 2 }),
      ]);
      // Other states' returns take no locations.
      const ga = (await worksheet('us-GA', '2026-10')).json() as { sections: { locations: unknown }[] };
      expect(ga.sections.map((x) => x.locations)).toEqual([null, null]);
    });

    it('Texas’s 80 % taxable SaaS is a partial deduction; a tax-included sale’s tax is in the lines', async () => {
      const { sections } = (await worksheet('us-TX', '2026-10')).json() as { sections: Section[] };
      const s = sections[0]!;
      expect(s.deductions).toEqual([{ reason: 'partiallyTaxableProduct', amount: '2000', transactionCount: 1 }]);
      const tx2 = (await api('/v1/seller/transactions/id:tx-2/get')).json().body;
      expect(Exact.parse(s.grossSales).toFixed()).toBe(
        Exact.parse(tx2.preTaxAmount)
          .plus(Exact.of(10000 + 1000 + 2000))
          .toFixed(),
      );
      // Tax-included: nothing is added on top, so what was collected is what the price contains.
      expect(s.taxCollected.invoicesDiffering.amount).toBe('0');
    });

    it('a section in another currency is converted at its accounting date’s ECB rate', async () => {
      const { sections, conversions } = (await worksheet('us-GA', '2026-10')).json() as {
        sections: Section[];
        conversions: { currencyCode: string; inFilingCurrency: Record<string, string>; rates: unknown[] }[];
      };
      const eur = sections.find((s) => s.currencyCode === 'EUR')!;
      expect(eur.grossSales).toBe('10000');
      expect(conversions).toEqual([
        {
          currencyCode: 'EUR',
          inFilingCurrency: {
            grossSales: '10800',
            taxableSales: '10800',
            taxDue: Exact.parse(eur.taxDue).times(Exact.parse('1.08')).toDecimalPlaces(4).toFixed(),
          },
          rates: [{ accountingDate: '2026-10-20', rate: '1.08', rateDate: '2026-10-20', source: 'ECB euro reference rates' }],
        },
      ]);
    });

    it('names the content version that computed its transactions', async () => {
      const { contentVersions } = (await worksheet('us-GA', '2026-10')).json();
      const version = (await api('/v1/seller/transactions/id:ga-1/get')).json().svcContentVersion;
      expect(version).toMatch(/^\d{4}-\d{2}-\d{2}\+[0-9a-f]{12}$/);
      expect(contentVersions).toEqual([version]);
    });

    it('a finalized filing’s worksheet is frozen: a sale added later goes to the next filing and changes nothing', async () => {
      expect((await t.admin(`/admin/v1/sellers/id:${seller.sellerId}/filings/id:us-TX/id:2026-10/finalize`)).status).toBe(200);
      const before = (await worksheet('us-TX', '2026-10')).json();
      expect(before.filing.status).toBe('finalized');
      await save('tx-late', '2026-10-30', AUSTIN, [{ productExternalId: 'goods', amount: 9000 }]);
      expect((await worksheet('us-TX', '2026-10')).json()).toEqual(before);
      const next = (await worksheet('us-TX', '2026-11')).json() as { sections: Section[] };
      expect(next.sections[0]!.grossSales).toBe('9000');
    });

    it('names the sales whose place or rates the answer was unsure of', async () => {
      const tx = (await worksheet('us-TX', '2026-10')).json() as { sections: (Section & { doubts: Record<string, unknown> })[] };
      const said = (ids: string[], type: string, words: string) =>
        ids.filter((id) => {
          const m = answers.get(id)!.taxComplianceMessage;
          return m !== null && (m.type === type || m.message.includes(words));
        });
      // By accounting date, as the worksheet lists them.
      const october = ['tx-1', 'tx-2', 'tx-spring', 'tx-kyle'];
      expect(said(october, 'localJurisdictionsUncertain', 'reaches places')).toContain('tx-spring');
      expect(tx.sections[0]!.doubts).toEqual({
        place: expect.objectContaining({ transactionIds: said(october, 'localJurisdictionsUncertain', 'reaches places') }),
        // Texas's rates of October 2026 are past the Comptroller's edition Levy holds.
        rate: expect.objectContaining({ transactionIds: said(october, 'rateDataMayBeStale', 'vouch') }),
      });
      const il = (await worksheet('us-IL', '2026-09')).json() as {
        sections: (Section & { doubts: Record<string, { transactionIds: string[] }> })[];
      };
      // Chicago's September sale, and its negation, which carries its original's doubts.
      expect(il.sections[0]!.doubts.rate!.transactionIds).toEqual(['il-chicago', 'il-chicago-neg']);
      expect(il.sections[0]!.doubts.place!.transactionIds).toEqual([]);
    });

    it('answers its conflicts and refuses a body with fields', async () => {
      expect((await worksheet('us-GA', '2030-01')).json()).toEqual({ type: 'filingNotFound' });
      expect((await worksheet('us-ZZ', '2026-10')).json()).toEqual({ type: 'invalidJurisId' });
      const bad = await api('/v1/seller/filings/id:us-GA/id:2026-10/returnWorksheet', { limit: 1 });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toMatch(/^text\/plain/);
      const basic = await t.createSeller();
      expect((await t.post('/v1/seller/filings/id:us-GA/id:2026-10/returnWorksheet', {}, { token: basic.apiKey })).json()).toEqual({
        type: 'listFilingsApiNotEnabled',
      });
    });
  });

  describe('the One-Stop Shop return of a quarter', () => {
    let oss: { sellerId: string; apiKey: string };
    const call = (path: string, body: unknown = {}) => t.post(path, body, { token: oss.apiKey });
    const sale = (id: string, date: string, country: string, currencyCode: string, amount: number, extra: object = {}) =>
      call('/v1/seller/transactions/createOrUpdate', {
        id,
        lineItems: [{ productExternalId: 'saas', amount }],
        currencyCode,
        customerAddress: { country },
        accountingDate: date,
        ...extra,
      });

    beforeAll(async () => {
      oss = await t.createSeller({ rateLimitPerSecond: 10_000, features: ['filings'] });
      await t.admin(`/admin/v1/sellers/id:${oss.sellerId}/registrations/add`, {
        jurisId: 'eu-oss',
        collectingFrom: '2020-01-01',
        filingFrequency: 'quarterly',
      });
      await call('/v1/seller/products/create', {
        externalId: 'saas',
        taxCategoryId: { type: 'standard', id: 'saasConsumer' },
        name: 'SaaS',
      });
      // 2026-09-30 is a Wednesday: its rates convert Q3. 2026-12-31 is a Thursday with no rate loaded,
      // so Q4 takes the next day of publication, 2027-01-04 (ECB layout: units per euro).
      await t.admin('/admin/v1/conversionRates/load', {
        csv: 'Date,USD,GBP,\n2027-01-04,1.2500,0.8000,\n2026-12-30,1.1000,0.9000,\n2026-11-10,1.1600,0.8700,\n2026-09-30,1.1700,0.8600,\n',
      });
      await sale('q3-de', '2026-08-10', 'DE', 'USD', 11700);
      await sale('q4-de-eur', '2026-11-10', 'DE', 'EUR', 10000);
      await sale('q4-de-usd', '2026-11-10', 'DE', 'USD', 12500);
      await sale('q4-fr-gbp', '2026-11-11', 'FR', 'GBP', 8000);
      await sale('q4-at-eur', '2026-11-12', 'AT', 'EUR', 5001);
      await sale('q4-de-b2b', '2026-11-13', 'DE', 'EUR', 40000, { customerTaxIds: [{ value: 'DE136695976' }] });
      expect((await t.admin(`/admin/v1/sellers/id:${oss.sellerId}/filings/id:eu-oss/id:2026-Q3/finalize`)).status).toBe(200);
      await call('/v1/seller/transactions/createNegation', { originalTransactionId: 'q3-de', newTransactionId: 'q3-de-refund' });
    });

    it('lists VAT per member state and rate in euro at the ECB rate of the quarter’s last day, the B2B sale apart', async () => {
      const answer = (await call('/v1/seller/filings/id:eu-oss/id:2026-Q4/returnWorksheet')).json();
      // USD 125.00 / 1.25 = EUR 100.00; GBP 80.00 / 0.80 = EUR 100.00; EUR is not converted.
      expect(answer.oss).toEqual({
        rateDay: '2026-12-31',
        rates: expect.arrayContaining([
          { currencyCode: 'USD', period: '', ecbRate: '1.25', publishedOn: '2027-01-04' },
          { currencyCode: 'GBP', period: '', ecbRate: '0.8', publishedOn: '2027-01-04' },
          { currencyCode: 'USD', period: '2026-Q3', ecbRate: '1.17', publishedOn: '2026-09-30' },
        ]),
        lines: [
          { memberState: 'AT', jurisId: 'eu-AT', rate: '0.2', taxableAmount: '5001', vat: '1000' },
          { memberState: 'DE', jurisId: 'eu-DE', rate: '0.19', taxableAmount: '20000', vat: '3800' },
          { memberState: 'FR', jurisId: 'eu-FR', rate: '0.2', taxableAmount: '10000', vat: '2000' },
        ],
        // USD 117.00 refunded: its 19 % VAT (USD 22.23) at Q3's rate 1.17 is EUR 19.00.
        corrections: [{ period: '2026-Q3', memberState: 'DE', vat: '-1900' }],
        totalVat: String(1000 + 3800 + 2000 - 1900),
        reverseCharged: { transactionCount: 1, amount: '40000' },
        complete: true,
      });
      expect(answer.oss.rates).toHaveLength(3);
    });

    it('says it is incomplete when a currency has no rate for the day the return needs', async () => {
      await sale('q2-jpy', '2026-05-04', 'DE', 'JPY', 1000);
      const { oss: ret } = (await call('/v1/seller/filings/id:eu-oss/id:2026-Q2/returnWorksheet')).json();
      expect(ret.complete).toBe(false);
      expect(ret.rates).toEqual([{ currencyCode: 'JPY', period: '', ecbRate: null, publishedOn: null }]);
      expect(ret.lines).toEqual([]);
    });

    it('is null for a filing that is not the One-Stop Shop', async () => {
      expect((await worksheet('us-GA', '2026-10')).json().oss).toBeNull();
    });
  });
});
