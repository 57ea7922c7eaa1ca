// The SST boundary parser and lookup on the first 100 lines of Minnesota's 2026Q2 boundary file,
// on the quirks that sample lacks (built as small lines here), and on bad input. County and place
// codes in the sample check out against Census lists: 27053 Hennepin, 27123 Ramsey, 27037 Dakota,
// places 2743000 Minneapolis and 2758000 St. Paul. The sample and the rate file are read from
// ../shared/reference/data/sst (test/support/reference-data.ts): without them, their tests are skipped.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  boundaryJurisdictions,
  indexBoundaries,
  parseSstBoundaries,
  parseSstBoundaryLine,
  parseSstBoundaryLines,
  type SstBoundary,
  type SstBoundaryParse,
} from '../../../../src/tax/imports/sst-boundaries.ts';
import { indexRates, parseSstRates, type SstRateParse } from '../../../../src/tax/imports/sst-rates.ts';
import { Exact, ZERO } from '../../../../src/tax/exact.ts';
import { readReferenceFile, referenceFile, withoutReferenceData } from '../../../support/reference-data.ts';

const SAMPLE = 'sst/MNB2026Q2FEB18-sample.csv';
const MN_RATES = 'sst/MNR2026Q2FEB18.csv';

function recordsOf(result: SstBoundaryParse): SstBoundary[] {
  if (!result.ok) throw new Error(`line ${result.line}: ${result.message}`);
  return result.records;
}

/** A boundary line with the given 1-based columns filled and the rest blank. */
function line(fields: Record<number, string>, columns = 89): string {
  const cells = Array.from({ length: columns }, (_, i) => fields[i + 1] ?? '');
  return cells.join(',');
}

const zip5 = (extra: Record<number, string> = {}) =>
  line({ 1: 'Z', 2: '20260101', 3: '29991231', 18: '55401', 20: '55405', 23: '27', 24: '27', 25: '053', 26: '43000', ...extra });
const zip4 = (extra: Record<number, string> = {}) =>
  line({
    1: '4',
    2: '20260101',
    3: '29991231',
    18: '55101',
    19: '2371',
    20: '55101',
    21: '2392',
    23: '27',
    25: '123',
    26: '58000',
    ...extra,
  });
const addr = (extra: Record<number, string> = {}) =>
  line({
    1: 'A',
    2: '20260101',
    3: '29991231',
    4: '100',
    5: '198',
    6: 'E',
    7: 'N',
    8: 'MAIN',
    9: 'ST',
    15: 'MINNEAPOLIS',
    16: '55401',
    23: '27',
    25: '053',
    26: '43000',
    ...extra,
  });

describe.skipIf(withoutReferenceData(SAMPLE))('the Minnesota boundary sample (first 100 lines, 2026Q2)', () => {
  let records: SstBoundary[];
  beforeAll(() => {
    records = recordsOf(parseSstBoundaries(readReferenceFile(SAMPLE)));
  });

  it('reads all 100 records: 34 ZIP5 ranges written as lower-case "z", 66 ZIP+4 ranges, 89 columns each', () => {
    expect(records).toHaveLength(100);
    const types: Record<string, number> = {};
    for (const r of records) types[r.type] = (types[r.type] ?? 0) + 1;
    expect(types).toEqual({ Z: 34, '4': 66 });
    expect(records.every((r) => r.extra === null && r.street === null && r.stateFips === '27' && r.stateIndicator === '27')).toBe(true);
    expect(records.every((r) => r.to === '2019-04-01')).toBe(true);
    expect(parseSstBoundaries(readReferenceFile(SAMPLE))).toMatchObject({ ok: true, state: '27' });
  });

  it('reads a Minneapolis ZIP5 range: Hennepin County, Minneapolis and one special district', () => {
    expect(records[9]).toEqual({
      line: 10,
      type: 'Z',
      from: '2017-10-01',
      to: '2019-04-01',
      street: null,
      city: null,
      zip: null,
      plus4: null,
      zipLow: '55401',
      zipLowExt: null,
      zipHigh: '55405',
      zipHighExt: null,
      serCode: null,
      stateFips: '27',
      stateIndicator: '27',
      countyFips: '053',
      placeFips: '43000',
      placeClass: null,
      longitude: null,
      latitude: null,
      districts: [{ source: 'ST', code: '80004', authorityType: '63' }],
      extra: null,
    });
  });

  it('keeps the triplets that are filled and drops the empty ones', () => {
    const withDistricts = records.filter((r) => r.districts.length > 0);
    expect(withDistricts).toHaveLength(13);
    expect(withDistricts.every((r) => r.districts.length === 1 && r.countyFips === '053')).toBe(true);
    expect(records[0]!.districts).toEqual([]);
  });

  it('reads ZIP+4 ranges as four-digit extensions, including ones that cross ZIP5s', () => {
    expect(records.filter((r) => r.type === '4').every((r) => /^\d{4}$/.test(r.zipLowExt!) && /^\d{4}$/.test(r.zipHighExt!))).toBe(true);
    expect(records[82]).toMatchObject({
      line: 83,
      type: '4',
      zipLow: '55101',
      zipLowExt: '0002',
      zipHigh: '55101',
      zipHighExt: '1609',
      countyFips: '123',
      placeFips: '58000',
    });
    expect(records[35]).toMatchObject({
      line: 36,
      zipLow: '55012',
      zipLowExt: '0011',
      zipHigh: '55013',
      zipHighExt: '9999',
      countyFips: '025',
    });
  });

  it('keeps a blank county blank: ZIP5 range 55092-55102 crosses county lines', () => {
    expect(records[1]).toMatchObject({ line: 2, zipLow: '55092', zipHigh: '55102', countyFips: null, placeFips: null });
  });

  it('reads the same records line by line from node:readline', async () => {
    const lines = createInterface({ input: createReadStream(referenceFile(SAMPLE)), crlfDelay: Infinity });
    expect(await parseSstBoundaryLines(lines)).toEqual(parseSstBoundaries(readReferenceFile(SAMPLE)));
  });

  describe('indexBoundaries', () => {
    let index: ReturnType<typeof indexBoundaries>;
    beforeAll(() => {
      index = indexBoundaries(records, '2019-01-01');
    });
    const lines = (match: ReturnType<typeof index.lookup>) => match && { level: match.level, lines: match.records.map((r) => r.line) };

    it('a ZIP+4 record beats the ZIP5 range', () => {
      // 55101-2371 lies in St. Paul (Ramsey); 55101-1610 in Dakota County; the ZIP5 range says neither.
      expect(lines(index.lookup('55101', '2371'))).toEqual({ level: 'zip4', lines: [98] });
      expect(lines(index.lookup('55101', '2392'))).toEqual({ level: 'zip4', lines: [98] });
      expect(index.lookup('55101', '1610')?.records[0]).toMatchObject({ countyFips: '037', placeFips: null });
      expect(lines(index.lookup('55101'))).toEqual({ level: 'zip5', lines: [2] });
      expect(lines(index.lookup('55101', null))).toEqual({ level: 'zip5', lines: [2] });
    });

    it('an extension no ZIP+4 record covers falls back to the ZIP5 range; unpadded extensions are padded', () => {
      expect(lines(index.lookup('55101', '2152'))).toEqual({ level: 'zip5', lines: [2] });
      expect(lines(index.lookup('55101', '2'))).toEqual({ level: 'zip4', lines: [83] });
    });

    it('finds ZIP5s inside a range and ZIP+4s inside a range spanning two ZIP5s', () => {
      expect(lines(index.lookup('55403'))).toEqual({ level: 'zip5', lines: [10] });
      expect(lines(index.lookup('55013', '5000'))).toEqual({ level: 'zip4', lines: [36] });
      expect(lines(index.lookup('55012', '0010'))).toEqual({ level: 'zip5', lines: [1] });
    });

    it('answers only with records in effect on the date', () => {
      // 55801's records start on 2019-01-01; 55104's on 2018-04-01.
      expect(indexBoundaries(records, '2018-12-31').lookup('55801')).toBeNull();
      expect(lines(indexBoundaries(records, '2018-12-31').lookup('55104'))).toEqual({ level: 'zip5', lines: [4] });
      // All sample records end on 2019-03-31 (inclusive).
      expect(lines(indexBoundaries(records, '2019-03-31').lookup('55403'))).toEqual({ level: 'zip5', lines: [10] });
      expect(indexBoundaries(records, '2019-04-01').lookup('55403')).toBeNull();
    });

    it('returns null for a ZIP nothing covers or a malformed ZIP', () => {
      expect(index.lookup('99999')).toBeNull();
      expect(index.lookup('5540')).toBeNull();
      expect(index.addressRanges('55403')).toEqual([]);
    });
  });

  it.skipIf(withoutReferenceData(MN_RATES))(
    'joins with the Minnesota rate file: 8.025 % in Minneapolis and 7.875 % in St. Paul on 2019-01-01',
    () => {
      const rates = parseSstRates(readReferenceFile(MN_RATES)) as Extract<SstRateParse, { ok: true }>;
      const rateOn = indexRates(rates.rows);
      const index = indexBoundaries(records, '2019-01-01');
      const combined = (record: SstBoundary) =>
        boundaryJurisdictions(record)
          .map((k) => rateOn(k.jurisdictionType, k.jurisdictionFips, '2019-01-01')!.generalIntrastate!.percent)
          .reduce((sum, p) => sum.plus(Exact.parse(p)), ZERO)
          .toFixed();
      const minneapolis = index.lookup('55401')!.records[0]!;
      expect(boundaryJurisdictions(minneapolis)).toEqual([
        { jurisdictionType: '45', jurisdictionFips: '27' },
        { jurisdictionType: '00', jurisdictionFips: '053' },
        { jurisdictionType: '01', jurisdictionFips: '43000' },
        { jurisdictionType: '63', jurisdictionFips: '80004' },
      ]);
      expect(combined(minneapolis)).toBe('8.025');
      expect(combined(index.lookup('55101', '2371')!.records[0]!)).toBe('7.875');
    },
  );
});

describe('quirks', () => {
  it('a byte-order mark, CRLF and blank lines', () => {
    const records = recordsOf(parseSstBoundaries(`\uFEFF${zip5()}\r\n\r\n${zip4()}\r\n`));
    expect(records.map((r) => [r.line, r.type])).toEqual([
      [1, 'Z'],
      [3, '4'],
    ]);
    expect(parseSstBoundaryLine(`\uFEFF${zip5()}`, 1)).toMatchObject({ ok: true, record: { type: 'Z' } });
  });

  it('lower-case record types', () => {
    expect(recordsOf(parseSstBoundaries([zip5({ 1: 'z' }), zip4({ 1: '4' }), addr({ 1: 'a' })].join('\n'))).map((r) => r.type)).toEqual([
      'Z',
      '4',
      'A',
    ]);
  });

  it('a 90th column, kept raw; blank it is null; trailing commas past it are dropped', () => {
    expect(recordsOf(parseSstBoundaries(line({ ...fieldsOf(zip5()), 90: 'X1' }, 90)))[0]!.extra).toBe('X1');
    expect(recordsOf(parseSstBoundaries(`${zip5()},`))[0]!.extra).toBeNull();
    expect(recordsOf(parseSstBoundaries(`${zip5()},,,`))[0]!.extra).toBeNull();
  });

  it('ZIP+4 extensions (and ZIP5s, county and place codes) that lost their leading zeros', () => {
    const [r] = recordsOf(parseSstBoundaries(zip4({ 18: '2134', 19: '21', 20: '2134', 21: '999', 25: '25', 26: '4000' })));
    expect(r).toMatchObject({
      zipLow: '02134',
      zipLowExt: '0021',
      zipHigh: '02134',
      zipHighExt: '0999',
      countyFips: '025',
      placeFips: '04000',
    });
  });

  it('an address record: street fields, city, ZIP, coordinates, several districts and a quoted city', () => {
    const [r] = recordsOf(
      parseSstBoundaries(
        line({
          ...fieldsOf(addr()),
          15: '"MINNEAPOLIS, CITY OF"',
          17: '1234',
          22: 'SER1',
          27: 'C1',
          28: '-93.2650',
          29: '44.9778',
          30: 'ST',
          31: '80004',
          32: '63',
          36: '',
          37: '',
          38: '',
          39: 'ST',
          40: '80008',
          41: '63',
        }),
      ),
    );
    expect(r).toMatchObject({
      type: 'A',
      street: {
        low: '100',
        high: '198',
        oddEven: 'E',
        preDirectional: 'N',
        name: 'MAIN',
        suffix: 'ST',
        postDirectional: null,
        secondaryAbbreviation: null,
      },
      city: 'MINNEAPOLIS, CITY OF',
      zip: '55401',
      plus4: '1234',
      serCode: 'SER1',
      placeClass: 'C1',
      longitude: '-93.2650',
      latitude: '44.9778',
      districts: [
        { source: 'ST', code: '80004', authorityType: '63' },
        { source: 'ST', code: '80008', authorityType: '63' },
      ],
    });
  });

  it('a district without a source is kept with a null source', () => {
    expect(recordsOf(parseSstBoundaries(zip5({ 30: '', 31: '80004', 32: '63' })))[0]!.districts).toEqual([
      { source: null, code: '80004', authorityType: '63' },
    ]);
  });

  it('the line parser passes blank lines as null records', () => {
    expect(parseSstBoundaryLine('', 7)).toEqual({ ok: true, record: null });
    expect(parseSstBoundaryLine('  \r', 7)).toEqual({ ok: true, record: null });
  });
});

describe('address matching', () => {
  const records = recordsOf(
    parseSstBoundaries(
      [
        zip5(),
        addr(), // 100-198 even, N MAIN ST
        addr({ 4: '101', 5: '199', 6: 'O', 26: '', 30: 'ST', 31: '80008', 32: '63' }), // odd side, outside the city
        addr({ 4: 'W156N11300', 5: 'W156N11399', 6: 'B', 7: '', 8: 'APPLETON', 9: 'AVE' }), // a grid address range
      ].join('\n'),
    ),
  );
  const index = indexBoundaries(records, '2026-06-01');
  const match = (house: string | number, street: string) => {
    const m = index.lookup('55401', null, { houseNumber: house, street });
    return m && { level: m.level, lines: m.records.map((r) => r.line) };
  };

  it('matches the house number against the side of the street', () => {
    expect(match(150, 'N Main St')).toEqual({ level: 'address', lines: [2] });
    expect(match('151', 'N Main St')).toEqual({ level: 'address', lines: [3] });
    expect(match(100, 'MAIN')).toEqual({ level: 'address', lines: [2] });
    expect(match(198, 'main st.')).toEqual({ level: 'address', lines: [2] });
  });

  it('falls back to the ZIP when the number is out of range, the street differs or the number is not numeric', () => {
    for (const [house, street] of [
      [200, 'N Main St'],
      [150, 'S Main St'],
      [150, 'Main Street'],
      ['150A', 'Main'],
      ['W156N11357', 'Appleton Ave'],
    ] as const) {
      expect(match(house, street)).toEqual({ level: 'zip5', lines: [1] });
    }
  });

  it("lists a ZIP's address ranges for callers with their own matching", () => {
    expect(index.addressRanges('55401').map((r) => r.line)).toEqual([2, 3, 4]);
  });
});

describe('bad input: a line number and a message, never a throw', () => {
  const good = zip5();
  const at3 = (bad: string) => parseSstBoundaries(`${good}\n\n${bad}\n${good}`);

  it.each([
    [line({ 1: 'Z' }, 88), 'Expected 89 or 90 columns, found 88'],
    [`${zip5()},X,Y`, 'Expected 89 or 90 columns, found 91'],
    [zip5({ 1: 'X' }), 'Record type "X" is not Z, 4 or A'],
    [zip5({ 2: '2026011' }), 'Effective-from "2026011" is not a date in the form YYYYMMDD'],
    [zip5({ 3: '20261331' }), 'Effective-to "20261331" is not a date in the form YYYYMMDD (29991231 or 99991231 for no end)'],
    [zip5({ 2: '20260201', 3: '20260131' }), 'Effective-to 20260131 is before effective-from 20260201'],
    [zip5({ 18: '' }), 'A Z record needs ZIP low (column 18)'],
    [zip5({ 18: '55406', 20: '55405' }), 'The ZIP range ends (55405) before it starts (55406)'],
    [zip5({ 18: '12' }), 'ZIP low "12" (column 18) is not a 5-digit code'],
    [zip4({ 19: '' }), 'A 4 record needs ZIP+4 extension low (column 19)'],
    [zip4({ 21: '12345' }), 'ZIP+4 extension high "12345" (column 21) is not a 4-digit code'],
    [zip4({ 19: '2400' }), 'The ZIP range ends (551012392) before it starts (551012400)'],
    [addr({ 8: '' }), 'An address record (A) needs a street name (column 8)'],
    [addr({ 16: '' }), 'An address record (A) needs ZIP (column 16) or ZIP low (column 18)'],
    [zip5({ 23: '99' }), 'State FIPS code "99" (column 23) is not a US state\'s'],
    [zip5({ 23: '55' }), "State FIPS code 55 differs from the file's first record (27)"],
    [zip5({ 25: '1234' }), 'County FIPS code "1234" (column 25) is not up to three digits'],
    [zip5({ 26: 'ABC' }), 'Place FIPS code "ABC" (column 26) is not up to five digits'],
    [zip5({ 28: 'east' }), 'Longitude "east" is not a decimal number'],
    [zip5({ 30: 'ST', 31: '80004' }), 'District 1 (columns 30-32) needs both a district code and a type of taxing authority'],
    [zip5({ 33: 'ST', 35: '63' }), 'District 2 (columns 33-35) needs both a district code and a type of taxing authority'],
    [zip5({ 31: '80004', 32: 'X' }), 'District 1\'s type of taxing authority "X" (column 32) is not a two-digit code'],
    [`Z,"20260101,${zip5().slice(11)}`, 'Column 2 opens a quote that is never closed'],
  ])('%#: %s', (bad, message) => {
    expect(at3(bad)).toEqual({ ok: false, line: 3, message });
  });

  it('an empty file', () => {
    expect(parseSstBoundaries('\n\n')).toEqual({ ok: false, line: 2, message: 'The file has no boundary records' });
  });

  it('never throws, whatever the text', () => {
    const cell = fc.oneof(
      fc.constantFrom('', 'Z', 'z', '4', 'A', '27', '20260101', '29991231', '55401', '"', ',', '\uFEFF', '\r\n'),
      fc.string({ maxLength: 6 }),
    );
    const text = fc
      .array(
        fc.array(cell, { maxLength: 95 }).map((cells) => cells.join(',')),
        { maxLength: 5 },
      )
      .map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(text, (t) => {
        const b = parseSstBoundaries(t);
        const r = parseSstRates(t);
        return (b.ok || b.line >= 1) && (r.ok || r.line >= 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('scale', () => {
  it('parses and indexes a 50,000-line file in linear time', () => {
    const lines: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      const zip = String(55_000 + (i % 1000)).padStart(5, '0');
      const low = String(i % 9000).padStart(4, '0');
      lines.push(i % 5 === 0 ? zip5({ 18: zip, 20: zip }) : zip4({ 18: zip, 19: low, 20: zip, 21: low }));
    }
    const text = lines.join('\n');
    const started = performance.now();
    const records = recordsOf(parseSstBoundaries(text));
    const index = indexBoundaries(records, '2026-06-01');
    const elapsed = performance.now() - started;
    expect(records).toHaveLength(50_000);
    expect(index.lookup('55001', '0001')?.level).toBe('zip4');
    // Generous: about 0.5 s on the CI machine; a quadratic step would take minutes.
    expect(elapsed).toBeLessThan(10_000);
  });
});

/** The 1-based fields of a line made by `line`, to extend it. */
function fieldsOf(text: string): Record<number, string> {
  return Object.fromEntries(text.split(',').map((v, i) => [i + 1, v]));
}
