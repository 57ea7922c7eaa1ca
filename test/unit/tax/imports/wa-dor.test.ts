// The Washington DOR parsers, on small files written by hand from DOR's field lists (see
// test/fixtures/sst/README.md: they are not published files) and on bad input.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseWaRateLines,
  parseWaRates,
  parseWaZip4,
  parseWaZip4Lines,
  readWaDate,
  WA_RATE_HEADER,
  WA_ZIP4_HEADER,
} from '../../../../src/tax/imports/wa-dor.ts';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../../../fixtures/sst', name), 'utf8');
const pct = (fraction: string, percent: string) => ({ fraction, percent });

describe('rate table', () => {
  it('reads the hand-made table: rates without leading zeros, four-digit codes, Y/N RTA flags, quoted names', () => {
    const result = parseWaRates(fixture('WA-rates-handmade.csv'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toHaveLength(5);
    expect(result.rows[0]).toEqual({
      line: 2,
      name: 'Woodway',
      code: '3118',
      state: pct('0.065', '6.5'),
      local: pct('0.04', '4'),
      rtaApplies: true,
      rtaRate: null,
      rate: pct('0.105', '10.5'),
      from: '2025-10-01',
      to: '2026-01-01',
    });
    expect(result.rows.map((r) => [r.name, r.code, r.rtaApplies, r.rate.percent])).toEqual([
      ['Woodway', '3118', true, '10.5'],
      ['Yacolt', '0607', false, '8.5'],
      ['Yakima (City)', '3913', false, '8.3'],
      ['Yakima County Unincorp. Areas', '3900', false, '8'],
      ['Yarrow Point', '1730', true, '10.3'],
    ]);
  });

  it('accepts a header in other case with "Date" suffixes, an RTA rate, other date forms and an open end', () => {
    const text = [
      'name,code,state,local,rta,rate,Effective Date,Expiration Date',
      'Seattle,1726,0.065,0.0385,0.014,0.1035,2025-10-01,12/31/2025',
      'Somewhere,607,0.065,0.02,,0.085,10/1/2025,',
      'Elsewhere,0001,0.065,0.02,0,0.085,20251001,99991231',
    ].join('\r\n');
    const result = parseWaRates(text);
    expect(result.ok && result.rows.map((r) => [r.code, r.rtaApplies, r.rtaRate, r.from, r.to])).toEqual([
      ['1726', true, pct('0.014', '1.4'), '2025-10-01', '2026-01-01'],
      ['0607', null, null, '2025-10-01', null],
      ['0001', false, pct('0', '0'), '2025-10-01', null],
    ]);
  });

  it('reads lines from an async source like the whole text', async () => {
    async function* lines() {
      yield* fixture('WA-rates-handmade.csv').split('\n');
    }
    expect(await parseWaRateLines(lines())).toEqual(parseWaRates(fixture('WA-rates-handmade.csv')));
  });

  const header = WA_RATE_HEADER.join(',');
  const good = 'Yacolt,0607,.0650,.0200,N,.0850,20251001,20251231';
  it.each([
    ['Yacolt,0607,.0650,.0200,N,.0850,20251001', 'Expected 8 columns, found 7'],
    [',0607,.0650,.0200,N,.0850,20251001,20251231', 'Name is blank'],
    ['Yacolt,12345,.0650,.0200,N,.0850,20251001,20251231', 'Code "12345" is not a location code of up to four digits'],
    ['Yacolt,0607,,.0200,N,.0850,20251001,20251231', 'State is blank'],
    ['Yacolt,0607,.0650,2%,N,.0850,20251001,20251231', 'Local "2%" is not a decimal rate'],
    ['Yacolt,0607,.0650,.0200,maybe,.0850,20251001,20251231', 'RTA "maybe" is neither Y/N nor a rate'],
    ['Yacolt,0607,.0650,.0200,N,8.5,20251001,20251231', 'Rate "8.5" is above 1: rates are fractions (0.065 = 6.5 %)'],
    ['Yacolt,0607,.0650,.0200,N,.0850,13/1/2025,20251231', 'Effective date "13/1/2025" is not a date (YYYYMMDD, YYYY-MM-DD or M/D/YYYY)'],
    [
      'Yacolt,0607,.0650,.0200,N,.0850,20251001,2025-09-31',
      'Expiration date "2025-09-31" is not a date (YYYYMMDD, YYYY-MM-DD or M/D/YYYY)',
    ],
    ['Yacolt,0607,.0650,.0200,N,.0850,20251001,20250930', 'Expiration date 20250930 is before effective date 20251001'],
  ])('%s', (bad, message) => {
    expect(parseWaRates(`${header}\n${good}\n${bad}`)).toEqual({ ok: false, line: 3, message });
  });

  it('a missing or changed header', () => {
    expect(parseWaRates(good)).toEqual({ ok: false, line: 1, message: `The file must start with the header ${header}` });
    expect(parseWaRates(`\n${header.replace('Local,RTA', 'RTA,Local')}\n${good}`)).toEqual({
      ok: false,
      line: 2,
      message: `The file must start with the header ${header}`,
    });
    expect(parseWaRates('')).toEqual({ ok: false, line: 1, message: 'The file is empty' });
  });
});

describe('ZIP+4 file', () => {
  it('reads the hand-made file, padding an extension written as "1"', () => {
    const result = parseWaZip4(fixture('WA-zip4-handmade.csv'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toHaveLength(5);
    expect(result.rows[0]).toEqual({
      line: 2,
      zip: '98020',
      plus4Low: '0001',
      plus4High: '1999',
      code: '3118',
      state: pct('0.065', '6.5'),
      local: pct('0.04', '4'),
      total: pct('0.105', '10.5'),
      from: '2025-10-01',
      to: '2026-01-01',
    });
    expect(result.rows.filter((r) => r.zip === '98901').map((r) => [r.plus4Low, r.plus4High, r.code])).toEqual([
      ['0001', '4999', '3913'],
      ['5000', '9999', '3900'],
    ]);
  });

  it('reads lines from an async source like the whole text', async () => {
    expect(await parseWaZip4Lines(fixture('WA-zip4-handmade.csv').split('\n'))).toEqual(parseWaZip4(fixture('WA-zip4-handmade.csv')));
  });

  const header = WA_ZIP4_HEADER.join(',');
  it.each([
    ['9802,1,1999,3118,.0650,.0400,.1050,20251001,20251231', 'ZIP "9802" is not a five-digit ZIP code'],
    ['98020,,1999,3118,.0650,.0400,.1050,20251001,20251231', 'PLUS4_LOW "" is not a ZIP+4 extension of up to four digits'],
    ['98020,1,19999,3118,.0650,.0400,.1050,20251001,20251231', 'PLUS4_HIGH "19999" is not a ZIP+4 extension of up to four digits'],
    ['98020,2000,1999,3118,.0650,.0400,.1050,20251001,20251231', 'PLUS4_HIGH 1999 is below PLUS4_LOW 2000'],
    ['98020,1,1999,,.0650,.0400,.1050,20251001,20251231', 'CODE "" is not a location code of up to four digits'],
    ['98020,1,1999,3118,.0650,.0400,.1051,20251001,20251231', 'TOT_RATE .1051 is not STATE + LOCAL (.0650 + .0400)'],
    ['98020,1,1999,3118,.0650,,.1050,20251001,20251231', 'LOCAL is blank'],
    ['98020,1,1999,3118,.0650,.0400,.1050,20251001,20250101', 'Expiration date 20250101 is before effective date 20251001'],
    ['98020,1,1999,3118,.0650,.0400,.1050,20251001', 'Expected 9 columns, found 8'],
  ])('%s', (bad, message) => {
    expect(parseWaZip4(`${header}\n\n${bad}`)).toEqual({ ok: false, line: 3, message });
  });
});

describe('readWaDate', () => {
  it('reads the three forms and refuses impossible days', () => {
    expect(['20251001', '2025-10-01', '10/1/2025', '10/01/2025'].map(readWaDate)).toEqual([
      '2025-10-01',
      '2025-10-01',
      '2025-10-01',
      '2025-10-01',
    ]);
    expect(['2/29/2025', '20250229', '2025-02-29', '1/1/25', 'Oct 1 2025'].map(readWaDate)).toEqual([null, null, null, null, null]);
  });
});
