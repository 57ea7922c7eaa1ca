// Imported data in a calculation: Minnesota's real 2026Q2 rate file with one boundary record written
// here for downtown Minneapolis as the state's current boundary file places it (Hennepin County
// 053, Minneapolis 43000, and the districts the rate file has for the metro area: Hennepin transit
// 80004, metro-area transportation 80008 and housing 80009). The record is hand-made (the stored
// sample's records ended in 2019); every rate comes from the real file, read from
// ../shared/reference/data/sst (test/support/reference-data.ts): without it, its test is skipped.
import { describe, expect, it } from 'vitest';
import { calculate, importedDataOf, importedPlaceLookup, parseTaxDataFile } from '../../../../src/tax/index.ts';
import { readReferenceFile, withoutReferenceData } from '../../../support/reference-data.ts';
import { seller } from '../fixtures.ts';

const MN_RATES = 'sst/MNR2026Q2FEB18.csv';

function lookup(boundaries: string) {
  const rates = parseTaxDataFile('sstRates', readReferenceFile(MN_RATES), { purpose: 'load' });
  const records = parseTaxDataFile('sstBoundaries', boundaries, { purpose: 'load' });
  if (!rates.ok || !records.ok) throw new Error('fixtures do not parse');
  return importedPlaceLookup(
    importedDataOf([
      { id: 'r', state: 'MN', fileName: 'MNR2026Q2FEB18.csv', publishedOn: '2026-02-18', file: rates.file },
      { id: 'b', state: 'MN', fileName: 'MNB-handmade.csv', publishedOn: '2026-02-18', file: records.file },
    ]),
  );
}

const cells = (fields: Record<number, string>) => Array.from({ length: 89 }, (_, i) => fields[i + 1] ?? '').join(',');
const DOWNTOWN = cells({
  1: 'Z',
  2: '20260401',
  3: '29991231',
  18: '55401',
  20: '55401',
  23: '27',
  24: '27',
  25: '053',
  26: '43000',
  30: 'ST',
  31: '80004',
  32: '63',
  33: 'ST',
  34: '80008',
  35: '63',
  36: 'ST',
  37: '80009',
  38: '63',
});

describe('Minnesota imported', () => {
  it.skipIf(withoutReferenceData(MN_RATES))(
    'a Minneapolis ZIP code answers 9.025% for general goods: 6.875 + Hennepin 0.15 + Minneapolis 0.5 + transit 0.5 + 0.75 + 0.25',
    () => {
      const result = calculate(
        {
          lineItems: [{ productExternalId: 'goods', amount: 100000 }],
          currencyCode: 'USD',
          customerAddress: { country: 'US', postalCode: '55401' },
          accountingDate: '2026-11-01',
        },
        { ...seller(), importedPlaces: lookup(DOWNTOWN) },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.conflict));
      expect(result.value.uncertainty).toBeNull();
      expect(result.value.taxAmountToCollect).toBe(9025);
      // Every local rate names its line in the real rate file.
      const sources = result.value.lineItems[0]!.jurises.slice(1).map((j) => j.taxes[0]!.sources[0]);
      expect(sources).toEqual(
        Array(5).fill(
          expect.stringMatching(
            /^MNR2026Q2FEB18\.csv \(Streamlined Sales Tax Governing Board\) \+ MNB-handmade\.csv \(Streamlined Sales Tax Governing Board\), line \d+$/,
          ),
        ),
      );
    },
  );

  it('keeps an import check from holding records: a check counts them, a load keeps them', () => {
    const check = parseTaxDataFile('sstBoundaries', `${DOWNTOWN}\n${DOWNTOWN}`, { purpose: 'check' });
    const load = parseTaxDataFile('sstBoundaries', `${DOWNTOWN}\n${DOWNTOWN}`, { purpose: 'load' });
    expect(check.ok && [check.rowCount, check.file.kind === 'sstBoundaries' && check.file.records.length]).toEqual([2, 0]);
    expect(load.ok && [load.rowCount, load.file.kind === 'sstBoundaries' && load.file.records.length]).toEqual([2, 2]);
  });
});
