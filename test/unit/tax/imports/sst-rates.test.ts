// The SST rate parser on the real Georgia, Minnesota and Wisconsin files of 2026Q2, on every quirk
// the format is known for (built as small strings where the real files lack it), and on bad input.
// FIPS codes below were checked against Census lists: 13 Georgia, 27 Minnesota, 55 Wisconsin;
// counties 27053 Hennepin, 27123 Ramsey, 13121 Fulton, 55025 Dane, 55079 Milwaukee; places 2743000
// Minneapolis, 2758000 St. Paul, 1304000 Atlanta. The real files are read from
// ../shared/reference/data/sst (test/support/reference-data.ts): without them, their tests are skipped.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findRateOverlaps,
  indexRates,
  parseSstFileName,
  parseSstRateLine,
  parseSstRateLines,
  parseSstRates,
  readRate,
  STATE_FIPS,
  stateOfFips,
  ymdToIso,
  type SstRateParse,
  type SstRateRow,
} from '../../../../src/tax/imports/sst-rates.ts';
import { readReferenceFile, withoutReferenceData } from '../../../support/reference-data.ts';

const REAL_FILES = ['MNR2026Q2FEB18.csv', 'GAR2026Q2FEB19.csv', 'WIR2026Q2FEB18.csv'].map((name) => `sst/${name}`);
const official = (name: string) => readReferenceFile(`sst/${name}`);

function rowsOf(result: SstRateParse): SstRateRow[] {
  if (!result.ok) throw new Error(`line ${result.line}: ${result.message}`);
  return result.rows;
}

function find(rows: SstRateRow[], type: string, fips: string): SstRateRow[] {
  return rows.filter((r) => r.jurisdictionType === type && r.jurisdictionFips === fips);
}

function countByType(rows: SstRateRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.jurisdictionType] = (counts[r.jurisdictionType] ?? 0) + 1;
  return counts;
}

const pct = (fraction: string, percent: string) => ({ fraction, percent });

describe.skipIf(withoutReferenceData(...REAL_FILES))('real rate files (2026Q2)', () => {
  let mn: SstRateRow[];
  let ga: SstRateRow[];
  let wi: SstRateRow[];
  beforeAll(() => {
    mn = rowsOf(parseSstRates(official('MNR2026Q2FEB18.csv')));
    ga = rowsOf(parseSstRates(official('GAR2026Q2FEB19.csv')));
    wi = rowsOf(parseSstRates(official('WIR2026Q2FEB18.csv')));
  });

  it('reads every row of each file, with the state taken from the rows', () => {
    expect([mn.length, ga.length, wi.length]).toEqual([148, 449, 1941]);
    expect(parseSstRates(official('MNR2026Q2FEB18.csv'))).toMatchObject({ ok: true, state: '27' });
    expect(parseSstRates(official('GAR2026Q2FEB19.csv'))).toMatchObject({ ok: true, state: '13' });
    expect(parseSstRates(official('WIR2026Q2FEB18.csv'))).toMatchObject({ ok: true, state: '55' });
    expect(countByType(mn)).toEqual({ '45': 1, '00': 64, '01': 73, '63': 10 });
    expect(countByType(ga)).toEqual({ '45': 1, '00': 432, '01': 12, '63': 4 });
    expect(countByType(wi)).toEqual({ '45': 1, '00': 85, '01': 1853, '63': 2 });
  });

  it("Minnesota: the state's 6.875 %, Minneapolis's 0.5 % and Hennepin County's 0.15 %", () => {
    expect(find(mn, '45', '27')).toEqual([
      {
        line: 14,
        stateFips: '27',
        jurisdictionType: '45',
        kind: 'state',
        jurisdictionFips: '27',
        generalIntrastate: pct('0.06875', '6.875'),
        generalInterstate: pct('0.06875', '6.875'),
        foodDrugIntrastate: pct('0.06875', '6.875'),
        foodDrugInterstate: pct('0.06875', '6.875'),
        from: '2009-07-01',
        to: null,
      },
    ]);
    expect(find(mn, '01', '43000')).toMatchObject([
      { line: 2, kind: 'city', generalIntrastate: pct('0.005', '0.5'), from: '2005-10-01', to: null },
    ]);
    expect(find(mn, '00', '053')).toMatchObject([
      { line: 8, kind: 'county', generalIntrastate: pct('0.0015', '0.15'), from: '2007-01-01', to: null },
    ]);
    expect(find(mn, '63', '80011')).toMatchObject([{ kind: 'district', generalIntrastate: pct('0.00625', '0.625') }]);
  });

  it("turns the file's inclusive last day into Levy's exclusive end, so history rows meet without a gap", () => {
    // St. Paul: 0.5 % through 2024-03-31, then 1.5 % from 2024-04-01.
    expect(find(mn, '01', '58000').map((r) => [r.line, r.generalIntrastate?.percent, r.from, r.to])).toEqual([
      [4, '0.5', '2005-10-01', '2024-04-01'],
      [123, '1.5', '2024-04-01', null],
    ]);
  });

  it("Georgia: the state's 4 % with food exempt (0, not absent), Atlanta's history and Fulton County", () => {
    expect(find(ga, '45', '13')).toMatchObject([
      {
        line: 1,
        generalIntrastate: pct('0.04', '4'),
        generalInterstate: pct('0.04', '4'),
        foodDrugIntrastate: pct('0', '0'),
        foodDrugInterstate: pct('0', '0'),
        from: '2011-01-01',
        to: null,
      },
    ]);
    expect(find(ga, '01', '04000').map((r) => [r.generalIntrastate?.percent, r.from, r.to])).toEqual([
      ['1', '2011-01-01', '2017-03-01'],
      ['1.5', '2017-03-01', '2017-04-01'],
      ['1.9', '2017-04-01', '2022-04-01'],
      ['1.5', '2022-04-01', '2022-10-01'],
      ['1.9', '2022-10-01', null],
    ]);
    expect(find(ga, '00', '121')).toMatchObject([{ line: 165, generalIntrastate: pct('0.03', '3'), to: null }]);
  });

  it("Wisconsin: the state's 5 % (99991231 is open-ended too), Dane County's 0.5 %, Milwaukee County's change", () => {
    expect(find(wi, '45', '55')).toMatchObject([{ line: 1939, generalIntrastate: pct('0.05', '5'), from: '1980-01-01', to: null }]);
    expect(find(wi, '00', '025')).toMatchObject([{ line: 16, generalIntrastate: pct('0.005', '0.5'), from: '1991-04-01', to: null }]);
    expect(find(wi, '00', '079').map((r) => [r.generalIntrastate?.percent, r.from, r.to])).toEqual([
      ['0.5', '1991-04-01', '2024-01-01'],
      ['0.9', '2024-01-01', null],
    ]);
    // "0.0" is a real zero rate, normalised.
    expect(find(wi, '00', '009')[0]).toMatchObject({ generalIntrastate: pct('0', '0'), to: '2018-01-01' });
  });

  it("finds Wisconsin's one-day overlap (county 078), and lets the later row win on that day", () => {
    expect(findRateOverlaps(wi).map((o) => [o.first.line, o.second.line])).toEqual([[47, 48]]);
    expect(findRateOverlaps(mn)).toEqual([]);
    expect(findRateOverlaps(ga)).toEqual([]);
    const rateOn = indexRates(wi);
    expect(rateOn('00', '078', '2020-03-30')?.line).toBe(47);
    expect(rateOn('00', '078', '2020-03-31')?.line).toBe(48);
    expect(rateOn('00', '078', '1979-12-31')).toBeUndefined();
    expect(rateOn('00', '999', '2026-01-01')).toBeUndefined();
  });

  it('matches the file name to the state in the rows', () => {
    for (const [name, rows] of [
      ['MNR2026Q2FEB18.csv', mn],
      ['GAR2026Q2FEB19.csv', ga],
      ['WIR2026Q2FEB18.csv', wi],
    ] as const) {
      const parsedName = parseSstFileName(name)!;
      expect(stateOfFips(rows[0]!.stateFips)).toBe(parsedName.state);
      expect(STATE_FIPS[parsedName.state]).toBe(rows[0]!.stateFips);
    }
  });

  it('reads the same rows from an async iterable of lines', async () => {
    async function* lines() {
      yield* official('MNR2026Q2FEB18.csv').split('\n');
    }
    expect(await parseSstRateLines(lines())).toEqual(parseSstRates(official('MNR2026Q2FEB18.csv')));
  });
});

describe('quirks', () => {
  const MINNEAPOLIS = '27,01,43000,0.0050,0.0050,0.0050,0.0050,20051001,29991231';
  const STATE = '27,45,27,0.06875,0.06875,0.06875,0.06875,20090701,29991231';

  it('a UTF-8 byte-order mark, CRLF line ends and blank lines', () => {
    const rows = rowsOf(parseSstRates(`\uFEFF${MINNEAPOLIS}\r\n\r\n${STATE}\r\n\r\n`));
    expect(rows.map((r) => [r.line, r.jurisdictionFips])).toEqual([
      [1, '43000'],
      [3, '27'],
    ]);
    expect(rows[0]!.jurisdictionType).toBe('01');
  });

  it('blank rate columns are absent (null), never zero', () => {
    const [row] = rowsOf(parseSstRates('27,01,43000,0.005,,0.005,,20051001,29991231'));
    expect(row).toMatchObject({
      generalIntrastate: pct('0.005', '0.5'),
      generalInterstate: null,
      foodDrugIntrastate: pct('0.005', '0.5'),
      foodDrugInterstate: null,
    });
    const [empty] = rowsOf(parseSstRates('27,01,43000,,,,,20051001,29991231'));
    expect([empty!.generalIntrastate, empty!.generalInterstate, empty!.foodDrugIntrastate, empty!.foodDrugInterstate]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('trailing commas, quoted fields and spaces around cells', () => {
    const rows = rowsOf(parseSstRates(`${MINNEAPOLIS},,\n"27","45","27", 0.06875 ,"0.06875",0.06875,0.06875,20090701,29991231,`));
    expect(rows.map((r) => [r.jurisdictionFips, r.generalIntrastate?.percent])).toEqual([
      ['43000', '0.5'],
      ['27', '6.875'],
    ]);
  });

  it('normalises rates written without a leading zero or with extra zeros', () => {
    expect(readRate('.0650', 'r')).toEqual(pct('0.065', '6.5'));
    expect(readRate('0.060000', 'r')).toEqual(pct('0.06', '6'));
    expect(readRate('1', 'r')).toEqual(pct('1', '100'));
    expect(readRate('0.', 'r')).toEqual(pct('0', '0'));
  });

  it('zero-pads codes that lost leading zeros (county 53 is 053, city 4000 is 04000)', () => {
    const rows = rowsOf(
      parseSstRates(
        '13,00,53,0.03,0.03,0.03,0.03,20110101,29991231\n13,01,4000,0.019,0.019,0.019,0.019,20221001,29991231\n13,63,00044,0.01,0.01,0,0,20180401,29991231',
      ),
    );
    expect(rows.map((r) => r.jurisdictionFips)).toEqual(['053', '04000', '00044']);
  });

  it('a one-day range is fine', () => {
    expect(rowsOf(parseSstRates('27,01,43000,0.005,0.005,0.005,0.005,20260101,20260101'))[0]).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });
});

describe('bad input: a line number and a message, never a throw', () => {
  const good = '27,01,43000,0.0050,0.0050,0.0050,0.0050,20051001,29991231';
  // The bad row sits on line 4, after a blank line, so the number must count blank lines too.
  const at4 = (bad: string) => parseSstRates(`${good}\n${good}\n\n${bad}\n${good}`);

  it.each([
    ['27,01,43000,0.005,0.005,0.005,0.005,20051001', 'Expected 9 columns, found 8'],
    ['27,01,43000,0.005,0.005,0.005,0.005,20051001,29991231,x', 'Expected 9 columns, found 10'],
    ['27,01,43000,0.005,0.005,0.005,0.005,20260230,29991231', 'Effective-from "20260230" is not a date in the form YYYYMMDD'],
    ['27,01,43000,0.005,0.005,0.005,0.005,2026-01-01,29991231', 'Effective-from "2026-01-01" is not a date in the form YYYYMMDD'],
    [
      '27,01,43000,0.005,0.005,0.005,0.005,20260101,',
      'Effective-to "" is not a date in the form YYYYMMDD (29991231 or 99991231 for no end)',
    ],
    ['27,01,43000,0.005,0.005,0.005,0.005,20260101,20251231', 'Effective-to 20251231 is before effective-from 20260101'],
    ['27,01,43000,abc,0.005,0.005,0.005,20051001,29991231', 'General intrastate rate "abc" is not a decimal rate'],
    ['27,01,43000,0.005,-0.005,0.005,0.005,20051001,29991231', 'General interstate rate "-0.005" is not a decimal rate'],
    [
      '27,01,43000,0.005,0.005,6.875,0.005,20051001,29991231',
      'Food/drug intrastate rate "6.875" is above 1: rates are fractions (0.065 = 6.5 %)',
    ],
    ['27,01,43000,0.005,0.005,0.005,1e-3,20051001,29991231', 'Food/drug interstate rate "1e-3" is not a decimal rate'],
    ['99,01,43000,0.005,0.005,0.005,0.005,20051001,29991231', 'State FIPS code "99" is not a US state\'s'],
    ['27,1,43000,0.005,0.005,0.005,0.005,20051001,29991231', 'Jurisdiction type "1" is not a two-digit code'],
    ['27,00,1234,0.005,0.005,0.005,0.005,20051001,29991231', 'Jurisdiction FIPS code "1234" is not a valid county code'],
    ['27,01,,0.005,0.005,0.005,0.005,20051001,29991231', 'Jurisdiction FIPS code "" is not a valid city code'],
    ['55,01,43000,0.005,0.005,0.005,0.005,20051001,29991231', "State FIPS code 55 differs from the file's first row (27)"],
    ['27,01,"43000,0.005,0.005,0.005,0.005,20051001,29991231', 'Column 3 opens a quote that is never closed'],
  ])('%s', (bad, message) => {
    expect(at4(bad)).toEqual({ ok: false, line: 4, message });
  });

  it('an empty file, or one of blank lines only', () => {
    expect(parseSstRates('')).toEqual({ ok: false, line: 1, message: 'The file has no rate rows' });
    expect(parseSstRates('\uFEFF\r\n\r\n')).toEqual({ ok: false, line: 2, message: 'The file has no rate rows' });
  });

  it('the line parser reports the line number it is given', () => {
    expect(parseSstRateLine('27,01', 40_123)).toEqual({ ok: false, line: 40_123, message: 'Expected 9 columns, found 2' });
  });

  it('a failure from an async source carries the line number too', async () => {
    expect(await parseSstRateLines([good, '', 'x'])).toEqual({ ok: false, line: 3, message: 'Expected 9 columns, found 1' });
  });
});

describe('ymdToIso', () => {
  it('accepts real calendar dates only', () => {
    expect(ymdToIso('20240229')).toBe('2024-02-29');
    expect(ymdToIso('20250229')).toBeNull();
    expect(ymdToIso('20251301')).toBeNull();
    expect(ymdToIso('00010101')).toBeNull();
    expect(ymdToIso('2025011')).toBeNull();
  });
});

describe('parseSstFileName', () => {
  it('reads state, kind, year, quarter and publication date', () => {
    expect(parseSstFileName('MNR2026Q2FEB18.csv')).toEqual({ state: 'MN', kind: 'R', year: 2026, quarter: 2, published: '2026-02-18' });
    expect(parseSstFileName('GAR2026Q2FEB19.csv')).toEqual({ state: 'GA', kind: 'R', year: 2026, quarter: 2, published: '2026-02-19' });
    expect(parseSstFileName('test/fixtures/sst/MNB2026Q2FEB18-sample.csv')).toEqual({
      state: 'MN',
      kind: 'B',
      year: 2026,
      quarter: 2,
      published: '2026-02-18',
    });
    expect(parseSstFileName('C:\\data\\wib2026q2feb18.zip')).toEqual({
      state: 'WI',
      kind: 'B',
      year: 2026,
      quarter: 2,
      published: '2026-02-18',
    });
    expect(parseSstFileName('WIR2026Q2FEB18')).toMatchObject({ state: 'WI', kind: 'R' });
  });

  it('puts a first-quarter file published in December in the year before', () => {
    expect(parseSstFileName('MNR2026Q1DEC15.csv')?.published).toBe('2025-12-15');
    expect(parseSstFileName('MNR2026Q1JAN05.csv')?.published).toBe('2026-01-05');
    expect(parseSstFileName('MNR2026Q4SEP30.csv')?.published).toBe('2026-09-30');
  });

  it.each([
    'XXR2026Q2FEB18.csv',
    'MNX2026Q2FEB18.csv',
    'MNR2026Q5FEB18.csv',
    'MNR2026Q2FEB30.csv',
    'MNR2026Q2FOO18.csv',
    'MNR26Q2FEB18.csv',
    'rates.csv',
    '',
  ])('%s is not an SST file name', (name) => {
    expect(parseSstFileName(name)).toBeNull();
  });
});
