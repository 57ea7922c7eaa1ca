// Answers honest about their data's age: each data set vouches for its rates through the end of a
// quarter (the built-in content: its as-of quarter; a Streamlined rate file: the quarter it is for),
// and an answer for a later tax date says which jurisdictions' rates may be stale.
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
} from '../../../src/tax/index.ts';
import { quarterEnd } from '../../../src/tax/dates.ts';
import { goodThroughOf } from '../../../src/tax/imports/tax-data-files.ts';
import { seller } from './fixtures.ts';

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

describe('the period a data set vouches for', () => {
  it('ends with the calendar quarter', () => {
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-11-27', '2026-12-31'].map(quarterEnd)).toEqual([
      '2026-03-31',
      '2026-03-31',
      '2026-06-30',
      '2026-12-31',
      '2026-12-31',
    ]);
  });

  it("is the built-in content's as-of quarter", () => {
    const content = builtInContent();
    expect(content.goodThrough).toBe(quarterEnd(content.asOf));
    expect(content.jurisdictions.every((j) => j.goodThrough === content.goodThrough)).toBe(true);
  });

  it("is a Streamlined file's own quarter (its name says it), a Colorado sheet's half-year, another file's the quarter of its date", () => {
    expect(goodThroughOf('sstRates', 'MNR2026Q2FEB18.csv', '2026-02-18')).toBe('2026-06-30');
    expect(goodThroughOf('sstBoundaries', 'GAR2026Q2FEB19.csv', '2026-02-19')).toBe('2026-06-30');
    expect(goodThroughOf('waRates', 'Rates2026Q3.csv', '2026-07-01')).toBe('2026-09-30');
    expect(goodThroughOf('coRates', 'Colorado_Jurisdiction_Codes_Rates_July-Dec2026.csv', '2026-07-01')).toBe('2026-12-31');
    // Only a Colorado sheet's name says a half-year: a ZIP table named like one keeps its quarter.
    expect(goodThroughOf('zipRates', 'TAXRATES_July-Dec2026.csv', '2026-07-01')).toBe('2026-09-30');
  });
});

describe('an answer past the period', () => {
  const goodThrough = builtInContent().goodThrough;
  const nextDay = new Date(new Date(`${goodThrough}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

  it('on the last day the content vouches for, says nothing', () => {
    const calc = answer(goods('10001', goodThrough));
    expect(calc.staleness).toBeNull();
    expect(toCalculationResponse(calc).taxComplianceMessage).toBeNull();
  });

  it('the day after, says rateDataMayBeStale for every jurisdiction applied, with the day the data vouches for', () => {
    const calc = answer(goods('10001', nextDay));
    expect(calc.uncertainty).toBeNull();
    expect(calc.staleness).toEqual({
      type: 'rateDataMayBeStale',
      message: expect.stringContaining(`through ${goodThrough}`),
      jurisIds: calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id),
      dataAsOf: goodThrough,
    });
    // The tax is still answered from the latest rates known.
    expect(calc.taxAmountToCollect).toBe(answer(goods('10001', goodThrough)).taxAmountToCollect);
    expect(toCalculationResponse(calc).taxComplianceMessage).toEqual(calc.staleness);
  });

  it('when local taxes are also uncertain, answers the uncertainty, its message saying both', () => {
    // Rural Texas: no built-in place, so local taxes may be missing.
    const calc = answer(goods('79734', nextDay));
    expect(calc.uncertainty?.type).toBe('localJurisdictionsUncertain');
    const message = toCalculationResponse(calc).taxComplianceMessage;
    expect(message?.type).toBe('localJurisdictionsUncertain');
    expect(message?.message).toContain(calc.uncertainty!.message);
    expect(message?.message).toContain(`through ${goodThrough}`);
  });

  it("an imported Streamlined rate file of 2026 Q2 is stale for its jurisdictions in Q3, the state's built-in rate is not", () => {
    const rates = parseTaxDataFile(
      'sstRates',
      readFileSync(resolve(import.meta.dirname, '../../fixtures/sst/MNR2026Q2FEB18.csv'), 'utf8'),
      { purpose: 'load' },
    );
    const cells = (fields: Record<number, string>) => Array.from({ length: 89 }, (_, i) => fields[i + 1] ?? '').join(',');
    const record = cells({ 1: 'Z', 2: '20260401', 3: '29991231', 18: '55401', 20: '55401', 23: '27', 24: '27', 25: '053', 26: '43000' });
    const boundaries = parseTaxDataFile('sstBoundaries', record, { purpose: 'load' });
    if (!rates.ok || !boundaries.ok) throw new Error('fixtures do not parse');
    const importedPlaces = importedPlaceLookup(
      importedDataOf([
        { id: 'r', state: 'MN', fileName: 'MNR2026Q2FEB18.csv', publishedOn: '2026-02-18', file: rates.file },
        { id: 'b', state: 'MN', fileName: 'MNB2026Q2FEB18.csv', publishedOn: '2026-02-18', file: boundaries.file },
      ]),
    );
    expect(answer(goods('55401', '2026-06-30'), { importedPlaces }).staleness).toBeNull();
    const july = answer(goods('55401', '2026-07-01'), { importedPlaces });
    expect(july.staleness?.dataAsOf).toBe('2026-06-30');
    expect(july.staleness?.jurisIds).toEqual(['us-MN-sst-00-053', 'us-MN-sst-01-43000']);
  });
});
