import { describe, expect, it } from 'vitest';
import { parseZipRateCsv } from '../../../src/tax/imports/zip-rate-csv.ts';
import { calculate, indexZipRates, type ZipRateRow } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

const HEADER =
  'State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,EstimatedSpecialRate,RiskLevel';

describe('rate table CSV', () => {
  it('parses rows, repeated headers and quoted names', () => {
    const parsed = parseZipRateCsv(
      `${HEADER}\r\nNY,14201,ERIE COUNTY,0.0875,0.04,0.0475,0,0,1\n${HEADER}\nTX,78701,"AUSTIN, CITY OF",0.0825,0.0625,0,0.01,0.01,\n`,
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          state: 'NY',
          zip: '14201',
          regionName: 'ERIE COUNTY',
          combinedRate: '0.0875',
          stateRate: '0.04',
          countyRate: '0.0475',
          cityRate: '0',
          specialRate: '0',
          riskLevel: 1,
        },
        {
          state: 'TX',
          zip: '78701',
          regionName: 'AUSTIN, CITY OF',
          combinedRate: '0.0825',
          stateRate: '0.0625',
          countyRate: '0',
          cityRate: '0.01',
          specialRate: '0.01',
          riskLevel: null,
        },
      ],
    });
  });

  it.each([
    ['', 1, 'The file is empty'],
    ['NY,14201,ERIE,0.08,0.04,0.04,0,0,1', 1, `The file must start with the header ${HEADER}`],
    [`State,ZipCode,Name\n`, 1, `The header must be ${HEADER}`],
    [`${HEADER}\nNY,14201,ERIE,0.08,0.04`, 2, 'Expected 9 columns, found 5'],
    [`${HEADER}\nXX,14201,ERIE,0.08,0.04,0.04,0,0,1`, 2, '"XX" is not a US state code'],
    [`${HEADER}\nNY,1420,ERIE,0.08,0.04,0.04,0,0,1`, 2, '"1420" is not a five-digit ZIP code'],
    [
      `${HEADER}\nNY,14201,ERIE,8.75,0.04,0.04,0,0,1`,
      2,
      'EstimatedCombinedRate "8.75" is not a rate between 0 and 1 with up to six decimals',
    ],
    [
      `${HEADER}\nNY,14201,ERIE,0.08,0.04,0.04,0,-0.01,1`,
      2,
      'EstimatedSpecialRate "-0.01" is not a rate between 0 and 1 with up to six decimals',
    ],
    [`${HEADER}\nNY,14201,A,0.08,0.04,0.04,0,0,1\nNY,14201,B,0.08,0.04,0.04,0,0,1`, 3, 'ZIP code 14201 appears twice'],
    [`${HEADER}\nNY,14201,ERIE,0.08,0.04,0.04,0,0,99999999999`, 2, 'RiskLevel "99999999999" is not a whole number from 0 to 999'],
  ])('refuses %j at line %i', (text, line, message) => {
    expect(parseZipRateCsv(text)).toEqual({ ok: false, line, message });
  });
});

describe('imported rates in a calculation', () => {
  const row = (zip: string, effectiveFrom: string, county: string, tableId: string): ZipRateRow => ({
    state: 'NY',
    zip,
    regionName: 'ERIE COUNTY',
    countyRate: county,
    cityRate: '0',
    specialRate: '0',
    effectiveFrom,
    tableId,
    sourceName: 'TAXRATES_ZIP5_NY.csv',
  });
  const zipRates = indexZipRates([row('14201', '2026-01-01', '0.0475', 'zrt_a'), row('14201', '2026-10-01', '0.05', 'zrt_b')]);
  const buffalo = (date: string, withTables = true) => {
    const result = calculate(
      {
        lineItems: [{ productExternalId: 'goods', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'NY', city: 'Buffalo', postalCode: '14201' },
        accountingDate: date,
      },
      seller(withTables ? { zipRates } : {}),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.conflict));
    return result.value;
  };

  it('adds the county rate of the newest table in force, with the table as source', () => {
    const calc = buffalo('2026-09-30');
    expect(calc.taxAmountToCollect).toBe(875);
    const county = calc.lineItems[0]!.jurises[1]!;
    expect(county.jurisdiction).toMatchObject({ id: 'us-NY-zip-14201-county', name: 'ERIE COUNTY (county)' });
    expect(county.taxes[0]!.sources[0]).toBe('Imported rate table zrt_a (TAXRATES_ZIP5_NY.csv), ZIP 14201');
    expect(buffalo('2026-10-01').taxAmountToCollect).toBe(900);
  });

  it('before the first table, and without tables, built-in data answers (Erie County, src/tax/data/us-counties/ny.ts)', () => {
    const builtIn = (calc: ReturnType<typeof buffalo>) => [
      calc.taxAmountToCollect,
      calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id),
    ];
    expect(builtIn(buffalo('2025-12-31'))).toEqual([875, ['us-NY', 'us-NY-erie-county']]);
    expect(builtIn(buffalo('2026-10-01', false))).toEqual([875, ['us-NY', 'us-NY-erie-county']]);
  });

  it('keeps the taxes outside the state system: Chicago’s lease tax, Denver’s own sales tax (not counted twice)', () => {
    const rows = indexZipRates([
      {
        state: 'IL',
        zip: '60601',
        regionName: 'CHICAGO',
        countyRate: '0.0175',
        cityRate: '0.0125',
        specialRate: '0.01',
        effectiveFrom: '2026-01-01',
        tableId: 'zrt_il',
        sourceName: 'IL.csv',
      },
      {
        state: 'CO',
        zip: '80202',
        regionName: 'DENVER',
        countyRate: '0',
        cityRate: '0.0515',
        specialRate: '0.011',
        effectiveFrom: '2026-01-01',
        tableId: 'zrt_co',
        sourceName: 'CO.csv',
      },
    ]);
    const run = (product: string, address: object) => {
      const r = calculate(
        {
          lineItems: [{ productExternalId: product, amount: 10000 }],
          currencyCode: 'USD',
          customerAddress: address,
          accountingDate: '2026-10-01',
        },
        seller({ zipRates: rows }),
      );
      return r.ok ? r.value.taxAmountToCollect : r.conflict;
    };
    const chicago = { country: 'US', region: 'IL', city: 'Chicago', postalCode: '60601' };
    const denver = { country: 'US', region: 'CO', city: 'Denver', postalCode: '80202' };
    expect(run('saas-b2b', chicago)).toBe(1500);
    expect(run('goods', chicago)).toBe(1025);
    expect(run('saas-b2b', denver)).toBe(515);
    expect(run('goods', denver)).toBe(915);
  });

  it('imported local rates follow the state treatment: SaaS is taxable in New York', () => {
    const result = calculate(
      {
        lineItems: [{ productExternalId: 'saas-b2b', amount: 10000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', region: 'NY', postalCode: '14201' },
        accountingDate: '2026-10-01',
      },
      seller({ zipRates }),
    );
    expect(result.ok && result.value.taxAmountToCollect).toBe(900);
  });
});
