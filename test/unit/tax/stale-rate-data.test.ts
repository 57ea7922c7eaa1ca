// No fact vouched past its source's edition: each rate is vouched for by the edition of the table it
// came from until the publisher's next scheduled edition (IDOR's January file says nothing about
// August), a statute or curated fact by its state's table (or, in a state without one, until the next
// quarter after its source was read), an imported file by its own period; an answer for a later tax
// date says which jurisdictions' rates may be stale and which edition they come from, and importing
// a newer edition clears it from its date. The tests that import a real official file (read from
// ../shared/reference/data, test/support/reference-data.ts) are skipped without it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtInContent,
  calculate,
  importedDataOf,
  importedPlaceLookup,
  parseTaxDataFile,
  toCalculationResponse,
  type CalculationInput,
  type JurisdictionData,
  type LoadedTaxDataFile,
} from '../../../src/tax/index.ts';
import { staleRateData, vouchingOn } from '../../../src/tax/calculate.ts';
import { nextScheduled } from '../../../src/tax/content/vouching.ts';
import { addDays, inEffect, quarterEnd } from '../../../src/tax/dates.ts';
import type { TaxDataKind } from '../../../src/tax/imports/tax-data-files.ts';
import { goodThroughOf } from '../../../src/tax/imports/tax-data-files.ts';
import { CDTFA_APRIL_NAME, CDTFA_FILE, cdtfaApril, IDOR_FILE, IDOR_NAME, idorText } from '../../support/official-tables.ts';
import { readReferenceFile, withoutReferenceData } from '../../support/reference-data.ts';
import { seller } from './fixtures.ts';

const MN_RATES = 'sst/MNR2026Q2FEB18.csv';
const withoutCa = withoutReferenceData(CDTFA_FILE);
const withoutIl = withoutReferenceData(IDOR_FILE);
const withoutMn = withoutReferenceData(MN_RATES);

const goods = (postalCode: string, date: string, region?: string): CalculationInput => ({
  lineItems: [{ productExternalId: 'goods', amount: 10000 }],
  currencyCode: 'USD',
  accountingDate: date,
  customerAddress: { country: 'US', postalCode, ...(region !== undefined ? { region } : {}) },
});

function answer(input: CalculationInput, overrides: Parameters<typeof seller>[0] = {}) {
  const result = calculate(input, seller({ now: new Date(`${input.accountingDate}T12:00:00Z`), ...overrides }));
  if (!result.ok) throw new Error(JSON.stringify(result.conflict));
  return result.value;
}

const content = builtInContent();
const jurisdiction = (id: string) => content.jurisdictions.find((j) => j.id === id)!;
const IDOR_EDITION = 'Illinois Department of Revenue, local sales tax rate file (county/municipality), 2026-01 edition';

/** The imported data of files (name, kind, state, text, day published), as a process loads it. */
function imported(...files: [fileName: string, kind: TaxDataKind, state: string, text: string, publishedOn: string][]) {
  const loaded: LoadedTaxDataFile[] = files.map(([fileName, kind, state, text, publishedOn], i) => {
    const parsed = parseTaxDataFile(kind, text, { purpose: 'load', fileName });
    if (!parsed.ok) throw new Error(`${fileName}: line ${parsed.line}: ${parsed.message}`);
    return { id: `tdf_${i}`, state, fileName, publishedOn, file: parsed.file };
  });
  const data = importedDataOf(loaded);
  return { rateOverrides: data.rateOverrides, vouchedSources: data.vouchedSources, importedPlaces: importedPlaceLookup(data) };
}

describe('the period a fact is vouched for', () => {
  it('the calendar quarter, and the next scheduled edition after a day', () => {
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-11-27', '2026-12-31'].map(quarterEnd)).toEqual([
      '2026-03-31',
      '2026-03-31',
      '2026-06-30',
      '2026-12-31',
      '2026-12-31',
    ]);
    expect(nextScheduled('2026-01-01', [1, 7])).toBe('2026-07-01');
    expect(nextScheduled('2026-07-01', [1, 7])).toBe('2027-01-01');
    expect(nextScheduled('2026-11-23', [1, 4, 7, 10])).toBe('2027-01-01');
  });

  it("is the edition of the official table a rate came from, until the publisher's next scheduled one", () => {
    const through = (id: string) => vouchingOn(jurisdiction(id), '2026-01-15')!;
    // IDOR's January 2026 file: IDOR publishes each January and July.
    expect(through('us-IL-regional-transportation-authority')).toMatchObject({ through: '2026-06-30', by: IDOR_EDITION, kind: 'edition' });
    // CDTFA's table effective 2026-01-01, the Texas Comptroller's file of 2025 Q3: a new one each quarter.
    expect(through('us-CA-city-of-arcata').through).toBe('2026-03-31');
    expect(vouchingOn(jurisdiction('us-TX-city-of-houston'), '2025-08-01')!.through).toBe('2025-09-30');
  });

  it("bounds a statute or a curated fact by its state's table, and elsewhere by the next quarter after its source was read", () => {
    // Illinois's state rate and Chicago's city tax cite a statute and the city: IDOR's next file may change either.
    expect(vouchingOn(jurisdiction('us-IL'), '2026-01-15')!.through).toBe('2026-06-30');
    expect(vouchingOn(jurisdiction('us-IL-city-of-chicago'), '2026-01-15')!.by).toBe(IDOR_EDITION);
    // New York has no table built in: its sources were read in November 2026.
    const ny = vouchingOn(jurisdiction('us-NY'), '2026-11-15')!;
    expect(ny).toMatchObject({ through: '2026-12-31', kind: 'read' });
    expect(ny.by).toMatch(/\(read 2026-11-\d\d\)$/);
  });

  it("is an imported file's own period: a Streamlined file's quarter, a Colorado sheet's half-year, an IDOR file's until IDOR's next, another's quarter", () => {
    expect(goodThroughOf('sstRates', 'MNR2026Q2FEB18.csv', '2026-02-18')).toBe('2026-06-30');
    expect(goodThroughOf('sstBoundaries', 'GAR2026Q2FEB19.csv', '2026-02-19')).toBe('2026-06-30');
    expect(goodThroughOf('waRates', 'Rates2026Q3.csv', '2026-07-01')).toBe('2026-09-30');
    expect(goodThroughOf('coRates', 'Colorado_Jurisdiction_Codes_Rates_July-Dec2026.csv', '2026-07-01')).toBe('2026-12-31');
    expect(goodThroughOf('ilIdor', 'ordmache-2026-07.txt', '2026-01-01')).toBe('2026-12-31');
    expect(goodThroughOf('ilIdor', 'ordmache-2026-01.txt', '2026-01-01')).toBe('2026-06-30');
    // Only a Colorado sheet's name says a half-year: a ZIP table named like one keeps its quarter.
    expect(goodThroughOf('zipRates', 'TAXRATES_July-Dec2026.csv', '2026-07-01')).toBe('2026-09-30');
  });
});

describe('no answer dated after a fact’s vouching ends is sure', () => {
  it('for every rate of every jurisdiction of the built-in content: the day after its vouching, the answer names the jurisdiction; on its last day, it does not', () => {
    let checked = 0;
    for (const j of content.jurisdictions)
      for (const tax of j.taxes)
        for (const row of tax.rates) {
          expect(row.vouched, `${j.id} ${tax.name} from ${row.from}`).toBeDefined();
          const after = addDays(row.vouched!.through, 1);
          if (!inEffect(after, row.from, row.to)) continue;
          const stale = staleRateData([j], after);
          expect(stale?.jurisIds, `${j.id} ${tax.name} ${row.rate} on ${after}`).toEqual([j.id]);
          expect(stale!.message).toContain(row.vouched!.through);
          checked++;
          const last = row.vouched!.through;
          // On its last day it is still vouched for (unless another of the jurisdiction's taxes ends earlier, or a change is reported).
          const reported = (j.unconfirmedChanges ?? []).some((c) => c.from <= last);
          if (inEffect(last, row.from, row.to) && vouchingOn(j, last)!.through >= last && !reported)
            expect(staleRateData([j], last), `${j.id} on ${last}`).toBeNull();
        }
    expect(checked).toBeGreaterThan(3000);
  });

  it('an answer past its data says rateDataMayBeStale for every jurisdiction applied, with the day and the edition, and still answers the latest rates known', () => {
    const last = vouchingOn(jurisdiction('us-NY'), '2026-11-15')!.through;
    const onLast = answer(goods('10001', last));
    expect(onLast.staleness).toBeNull();
    expect(toCalculationResponse(onLast).taxComplianceMessage).toBeNull();
    const calc = answer(goods('10001', addDays(last, 1)));
    expect(calc.uncertainty).toBeNull();
    expect(calc.staleness).toEqual({
      type: 'rateDataMayBeStale',
      message: expect.stringContaining(`through ${last}`),
      jurisIds: calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id),
      dataAsOf: last,
    });
    expect(calc.taxAmountToCollect).toBe(onLast.taxAmountToCollect);
    expect(toCalculationResponse(calc).taxComplianceMessage).toEqual(calc.staleness);
  });

  it('when local taxes are also uncertain, answers the uncertainty, its message saying both', () => {
    // Rural Texas: no built-in place, so local taxes may be missing; Texas's table is of 2025 Q3.
    const calc = answer(goods('79734', '2026-11-01'));
    expect(calc.uncertainty?.type).toBe('localJurisdictionsUncertain');
    const message = toCalculationResponse(calc).taxComplianceMessage;
    expect(message?.type).toBe('localJurisdictionsUncertain');
    expect(message?.message).toContain(calc.uncertainty!.message);
    expect(message?.message).toContain('through 2025-09-30');
  });
});

describe('Illinois after its January 2026 file (the six-county region rose 0.25 % on 2026-08-01; no official source of it could be read)', () => {
  it.each([
    ['Chicago', '60601'],
    ['Aurora', '60505'],
    ['Evanston', '60201'],
    ['Naperville', '60540'],
    ['Schaumburg', '60173'],
  ])(
    "%s on 2026-09-01 answers the January rates, saying they may be stale, with IDOR's edition and the day it vouches through",
    (_city, zip) => {
      const calc = answer(goods(zip, '2026-09-01'));
      expect(calc.staleness).toMatchObject({ type: 'rateDataMayBeStale', dataAsOf: '2026-06-30' });
      expect(calc.staleness!.message).toContain(`${IDOR_EDITION}, vouched for through 2026-06-30`);
      expect(toCalculationResponse(calc).taxComplianceMessage?.message).toContain(IDOR_EDITION);
      // Every jurisdiction applied is named: none of them is vouched for past IDOR's next file.
      expect(calc.staleness!.jurisIds).toEqual(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id));
    },
  );

  it('Chicago answers 10.25 % of general goods on 2026-09-01, from the January file, and sure on 2026-06-30', () => {
    expect(answer(goods('60601', '2026-09-01')).taxAmountToCollect).toBe(1025);
    const june = answer(goods('60601', '2026-06-30'));
    expect([june.taxAmountToCollect, june.staleness]).toEqual([1025, null]);
  });
});

describe('a newer edition imported clears the flag from its date, for what it covers', () => {
  const jurisIdsOf = (calc: ReturnType<typeof answer>) => calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id);

  it.skipIf(withoutCa)(
    "CDTFA: San Francisco after March 2026 is stale until April's table is imported, which vouches for it (unchanged) and Arcata (raised) through June",
    () => {
      const april = imported([CDTFA_APRIL_NAME, 'caCdtfa', 'CA', cdtfaApril(), '2026-04-01']);
      const before = answer(goods('94103', '2026-05-01'));
      expect(before.staleness?.dataAsOf).toBe('2026-03-31');
      expect(answer(goods('94103', '2026-05-01'), april).staleness).toBeNull();
      expect(answer(goods('95521', '2026-05-01'), april).staleness).toBeNull();
      const july = answer(goods('94103', '2026-07-01'), april);
      expect(july.staleness?.dataAsOf).toBe('2026-06-30');
      expect(july.staleness?.message).toContain(CDTFA_APRIL_NAME);
      expect(july.staleness?.jurisIds).toEqual(jurisIdsOf(july));
    },
  );

  it.skipIf(withoutIl)(
    "IDOR: Chicago after June 2026 is stale until a July file is imported (here January's rows under July's name: a sample, not IDOR's July figures)",
    () => {
      const july = imported(['ordmache-2026-07.txt', 'ilIdor', 'IL', idorText(), '2026-01-01']);
      expect(answer(goods('60601', '2026-09-01')).staleness).not.toBeNull();
      expect(answer(goods('60601', '2026-09-01'), july).staleness).toBeNull();
      expect(answer(goods('60601', '2027-01-01'), { ...july, now: new Date('2027-01-01T12:00:00Z') }).staleness?.dataAsOf).toBe(
        '2026-12-31',
      );
      // The January file imported again renews nothing past June.
      const january = imported([IDOR_NAME, 'ilIdor', 'IL', idorText(), '2026-01-01']);
      expect(answer(goods('60601', '2026-09-01'), january).staleness?.dataAsOf).toBe('2026-06-30');
    },
  );

  it.skipIf(withoutMn)(
    "Streamlined Sales Tax: Minnesota's county taxes after June 2026 are stale until a 2026 Q3 rate file is imported",
    () => {
      const q2 = readReferenceFile(MN_RATES);
      const q3 = imported(['MNR2026Q3MAY18.csv', 'sstRates', 'MN', q2, '2026-05-18']);
      // Anoka County's tax, at an address in Anoka County (Blaine).
      const august = answer(goods('55434', '2026-08-03'));
      expect(august.staleness?.jurisIds).toContain('us-MN-anoka-county');
      expect(answer(goods('55434', '2026-08-03'), q3).staleness).toBeNull();
    },
  );

  it("Washington: Seattle after June 2026 is stale until the DOR's 2026 Q3 rate table is imported (the Q2 sample redated: not the DOR's figures)", () => {
    const q2 = readFileSync(resolve(import.meta.dirname, '../../fixtures/official/wa-dor-rates/Rates_26Q2-sample.csv'), 'utf8');
    const q3 = imported([
      'Rates_26Q3.csv',
      'waRates',
      'WA',
      q2.replaceAll('20260401', '20260701').replaceAll('20260630', '20260930'),
      '2026-07-01',
    ]);
    expect(answer(goods('98101', '2026-08-03')).staleness?.dataAsOf).toBe('2026-06-30');
    expect(answer(goods('98101', '2026-08-03'), q3).staleness).toBeNull();
    expect(answer(goods('98101', '2026-10-01'), q3).staleness?.dataAsOf).toBe('2026-09-30');
  });

  it('Texas: Houston after September 2025 is stale until a newer file of the Comptroller is imported', () => {
    const text = readFileSync(
      resolve(import.meta.dirname, '../../fixtures/official/tx-local-rates/tax_jurisdiction_rates-2031Q2.csv'),
      'utf8',
    );
    const now = new Date('2031-05-01T12:00:00Z');
    const newer = imported(['tax_jurisdiction_rates-2031Q2.csv', 'txRates', 'TX', text, '2031-04-01']);
    const houston = (facts: Parameters<typeof seller>[0]) => answer(goods('77002', '2031-05-01'), { now, ...facts });
    expect(houston({}).staleness?.dataAsOf).toBe('2025-09-30');
    const after = houston(newer);
    // What the sample left as the content has it is vouched for by it; a jurisdiction it changed is its own row.
    expect(after.staleness).toBeNull();
  });

  it.skipIf(withoutCa)('an override is vouched for by its table as a whole, its kept rows too', () => {
    const { rateOverrides } = imported([CDTFA_APRIL_NAME, 'caCdtfa', 'CA', cdtfaApril(), '2026-04-01']);
    const arcata: JurisdictionData = rateOverrides!.get('us-CA-city-of-arcata')!;
    expect(arcata.taxes.flatMap((t) => t.rates).map((r) => r.vouched)).toEqual(
      arcata.taxes
        .flatMap((t) => t.rates)
        .map(() => ({ through: '2026-06-30', by: expect.stringContaining(CDTFA_APRIL_NAME), kind: 'import' })),
    );
  });

  it.skipIf(withoutMn)(
    "an imported Streamlined rate and boundary file of 2026 Q2 is stale for its jurisdictions in Q3, as is the state's table-bound rate",
    () => {
      const rates = readReferenceFile(MN_RATES);
      const cells = (fields: Record<number, string>) => Array.from({ length: 89 }, (_, i) => fields[i + 1] ?? '').join(',');
      const record = cells({ 1: 'Z', 2: '20260401', 3: '29991231', 18: '55401', 20: '55401', 23: '27', 24: '27', 25: '053', 26: '43000' });
      const facts = imported(
        ['MNR2026Q2FEB18.csv', 'sstRates', 'MN', rates, '2026-02-18'],
        ['MNB2026Q2FEB18.csv', 'sstBoundaries', 'MN', record, '2026-02-18'],
      );
      expect(answer(goods('55401', '2026-06-30'), facts).staleness).toBeNull();
      const july = answer(goods('55401', '2026-07-01'), facts);
      expect(july.staleness?.dataAsOf).toBe('2026-06-30');
      expect(july.staleness?.jurisIds).toEqual(['us-MN', 'us-MN-sst-00-053', 'us-MN-sst-01-43000']);
    },
  );
});
