// The content validator: the shipped content passes, and each kind of bad row is refused with its
// file and row named. The fixture is a small valid content folder built here, changed one fact at a
// time.
import { describe, expect, it } from 'vitest';
import { builtInContentFolder, readContentFolder } from '../../../src/tax/content/built-in.ts';
import type { ContentFile } from '../../../src/tax/content/load.ts';
import { validateContent } from '../../../src/tax/content/validate.ts';
import { contentJsonSchemas } from '../../../src/tax/content/schema.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const OFFICIAL = 'https://tax.example.gov/rates';
const BLOG = 'https://blog.example.com/rates';

function fixture() {
  return {
    'manifest.json': { asOf: '2026-11-01' },
    'sources.json': {
      sources: [
        { url: OFFICIAL, title: 'Sales tax rates', authority: 'Example Department of Revenue', retrieved: '2026-11-01', official: true },
        { url: BLOG, title: 'Rates explained', authority: 'A blog', retrieved: '2026-11-01', official: false },
      ],
    },
    'taxability.json': { categories: [{ id: 'tangibleGoods', name: 'Tangible goods' }] },
    'thresholds.json': {
      jurisdictions: [
        {
          jurisId: 'us-ZZ',
          name: 'Zedland',
          countries: ['US'],
          rules: [
            {
              from: null,
              to: null,
              salesAmount: '100000',
              currency: 'USD',
              transactionCount: null,
              combine: 'salesOnly',
              period: { kind: 'rolling12Months' },
              basis: 'gross',
              scope: 'jurisdiction',
              includesMarketplaceSales: true,
              obligationBegins: 'nextTransaction',
              sellers: 'all',
              text: 'USD 100,000',
              verified: true,
              sources: [OFFICIAL],
            },
          ],
        },
      ],
    },
    'us/zz.json': {
      jurisdictions: [
        {
          id: 'us-ZZ',
          name: 'Zedland',
          level: 'state',
          country: 'US',
          registrationIds: ['us-ZZ'],
          defaultTreatment: { taxable: false },
          taxes: [
            {
              name: 'Sales tax',
              rates: [
                { rate: '5', from: null, to: '2026-01-01', sources: [OFFICIAL] },
                { rate: '6', from: '2026-01-01', to: null, sources: [OFFICIAL] },
              ],
            },
          ],
          taxability: [{ category: 'tangibleGoods', treatment: { taxable: true }, from: null, to: null, sources: [BLOG] }],
        },
        {
          id: 'us-ZZ-capital-city',
          name: 'Capital City',
          level: 'city',
          country: 'US',
          registrationIds: ['us-ZZ'],
          inheritsFrom: 'us-ZZ',
          defaultTreatment: { taxable: false },
          taxes: [{ name: 'Sales tax', rates: [{ rate: '1', from: null, to: null, sources: [OFFICIAL] }] }],
          taxability: [],
        },
      ],
      places: [{ names: ['Capital City'], jurisdictions: ['us-ZZ-capital-city'], sources: [OFFICIAL] }],
    },
  };
}
type Fixture = ReturnType<typeof fixture> & Record<string, unknown>;

const filesOf = (f: Record<string, unknown>): ContentFile[] =>
  Object.entries(f).map(([path, json]) => ({ path, text: typeof json === 'string' ? json : JSON.stringify(json) }));

function problemsAfter(change: (f: Fixture) => void) {
  const f = fixture() as Fixture;
  change(f);
  return validateContent(filesOf(f)).problems.map((p) => `${p.path} ${p.at}: ${p.message}`);
}

describe('the content validator', () => {
  it('finds the shipped content valid', () => {
    const report = validateContent(readContentFolder(builtInContentFolder()));
    expect(report.problems).toEqual([]);
    expect(report.facts).toBeGreaterThan(1_000);
  });

  it('finds the fixture valid, and lists its fact resting on a blog only', () => {
    const report = validateContent(filesOf(fixture()));
    expect(report.problems).toEqual([]);
    expect(report.secondaryOnly).toEqual([{ path: 'us/zz.json', at: 'jurisdictions[0] (us-ZZ).taxability[0]', sources: [BLOG] }]);
  });

  it('refuses overlapping rate periods, naming both rows', () => {
    expect(problemsAfter((f) => (f['us/zz.json'].jurisdictions[0]!.taxes[0]!.rates[0]!.to = '2026-02-01'))).toEqual([
      'us/zz.json jurisdictions[0] (us-ZZ).taxes[0] (Sales tax).rates[1]: its period overlaps rates[0]: … – 2026-02-01 and 2026-01-01 – …',
    ]);
  });

  it('refuses a period that runs backwards', () => {
    expect(problemsAfter((f) => (f['us/zz.json'].jurisdictions[0]!.taxes[0]!.rates[1]!.to = '2025-06-01'))).toContain(
      'us/zz.json jurisdictions[0] (us-ZZ).taxes[0] (Sales tax).rates[1]: the period runs backwards or is empty: from 2026-01-01 to 2025-06-01',
    );
  });

  it('refuses overlapping taxability rows of one category', () => {
    const row = { category: 'tangibleGoods', treatment: { taxable: false }, from: '2026-01-01', to: null, sources: [OFFICIAL] };
    expect(problemsAfter((f) => f['us/zz.json'].jurisdictions[0]!.taxability.push(row as never))).toEqual([
      'us/zz.json jurisdictions[0] (us-ZZ).taxability[1]: its period overlaps taxability[0] (tangibleGoods): … – … and 2026-01-01 – …',
    ]);
  });

  it('refuses rates out of range and rates that are not decimal texts', () => {
    expect(problemsAfter((f) => (f['us/zz.json'].jurisdictions[1]!.taxes[0]!.rates[0]!.rate = '62.5'))).toEqual([
      'us/zz.json jurisdictions[1] (us-ZZ-capital-city).taxes[0] (Sales tax).rates[0].rate: rate 62.5% is out of range (0 to 30)',
    ]);
    expect(problemsAfter((f) => ((f['us/zz.json'].jurisdictions[1]!.taxes[0]!.rates[0] as { rate: unknown }).rate = 0.0625))).toEqual([
      'us/zz.json jurisdictions[1] (us-ZZ-capital-city).taxes[0].rates[0].rate: Invalid input: expected string, received number',
    ]);
  });

  it('refuses ids that name no jurisdiction: in a place, a registration, an inheritance and a threshold', () => {
    expect(
      problemsAfter((f) => {
        f['us/zz.json'].places[0]!.jurisdictions = ['us-ZZ-nowhere'];
        f['us/zz.json'].jurisdictions[1]!.registrationIds = ['us-ZZ-registry'];
        f['us/zz.json'].jurisdictions[1]!.inheritsFrom = 'us-YY';
        f['thresholds.json'].jurisdictions[0]!.jurisId = 'us-QQ';
      }),
    ).toEqual([
      'us/zz.json jurisdictions[1] (us-ZZ-capital-city).registrationIds: registration id us-ZZ-registry names no jurisdiction',
      'us/zz.json jurisdictions[1] (us-ZZ-capital-city).inheritsFrom: us-YY names no jurisdiction',
      'us/zz.json places[0] (Capital City).jurisdictions: us-ZZ-nowhere names no jurisdiction',
      'thresholds.json jurisdictions[0] (us-QQ): us-QQ names no jurisdiction',
    ]);
  });

  it('refuses a fact without sources, and one citing a source that sources.json does not list', () => {
    expect(problemsAfter((f) => (f['us/zz.json'].jurisdictions[0]!.taxes[0]!.rates[0]!.sources = []))).toEqual([
      'us/zz.json jurisdictions[0] (us-ZZ).taxes[0].rates[0].sources: A fact needs at least one source',
    ]);
    expect(
      problemsAfter((f) => (f['thresholds.json'].jurisdictions[0]!.rules[0]!.sources = ['https://unlisted.example.org/page'])),
    ).toEqual(['thresholds.json jurisdictions[0] (us-ZZ).rules[0]: source https://unlisted.example.org/page is not in sources.json']);
  });

  it('refuses a source without its authority or retrieval date, and one that no fact cites', () => {
    expect(problemsAfter((f) => delete (f['sources.json'].sources[0] as { authority?: string }).authority)).toEqual([
      'sources.json sources[0].authority: Invalid input: expected string, received undefined',
    ]);
    expect(
      problemsAfter((f) =>
        f['sources.json'].sources.push({
          url: 'https://unused.example.org/',
          title: 'x',
          authority: 'y',
          retrieved: '2026-11-01',
          official: true,
        }),
      ),
    ).toEqual(['sources.json sources[2]: https://unused.example.org/ is cited by no fact']);
  });

  it('refuses facts written twice: a jurisdiction, a tax, a place, a threshold and a source', () => {
    expect(
      problemsAfter((f) => {
        const file = f['us/zz.json'];
        file.jurisdictions.push(structuredClone(file.jurisdictions[1]!));
        (file.jurisdictions[0]!.taxes as unknown[]).push(structuredClone(file.jurisdictions[0]!.taxes[0]!));
        file.places.push(structuredClone(file.places[0]!));
        f['thresholds.json'].jurisdictions.push(structuredClone(f['thresholds.json'].jurisdictions[0]!));
        f['sources.json'].sources.push(structuredClone(f['sources.json'].sources[0]!));
      }),
    ).toEqual(
      expect.arrayContaining([
        'us/zz.json jurisdictions[2] (us-ZZ-capital-city): jurisdiction us-ZZ-capital-city is defined twice (also in content/us/zz.json)',
        'us/zz.json jurisdictions[0] (us-ZZ).taxes[1] (Sales tax): the tax Sales tax is listed twice',
        'us/zz.json places[1] (Capital City): the place Capital City is listed twice (places[0])',
        'thresholds.json jurisdictions[1] (us-ZZ): us-ZZ is listed twice',
        'sources.json sources[2]: https://tax.example.gov/rates is listed twice',
      ]),
    );
  });

  it('refuses a local jurisdiction filed under another state, a file it does not know, and broken JSON', () => {
    expect(problemsAfter((f) => (f['us/zz.json'].jurisdictions[1]!.id = 'us-YY-capital-city'))).toContain(
      'us/zz.json jurisdictions[1] (us-YY-capital-city): a jurisdiction of us/zz.json must be us-ZZ or us-ZZ-...',
    );
    expect(problemsAfter((f) => (f['rates.json'] = {}))).toEqual([expect.stringMatching(/^rates\.json : not a content file/)]);
    expect(problemsAfter((f) => ((f as Record<string, unknown>)['manifest.json'] = '{"asOf": '))).toEqual([
      expect.stringMatching(/^manifest\.json : not JSON/),
    ]);
  });

  it('refuses completeCounties in a complete state, for a county the map lacks, and beside an entry adding a tax there', () => {
    const withCounties = (f: Fixture, complete: boolean, completeCounties: string[]) => {
      (f['us/zz.json'] as Record<string, unknown>).counties = {
        complete,
        completeCounties,
        taxes: { '99001': [], '99003': [] },
        sources: [OFFICIAL],
      };
      (f['us/zz.json'].places[0] as Record<string, unknown>).counties = ['99003'];
    };
    expect(problemsAfter((f) => withCounties(f, false, ['99001']))).toEqual([]);
    expect(problemsAfter((f) => withCounties(f, true, ['99001']))).toEqual([
      'us/zz.json counties.completeCounties: is for a state that is not complete (complete: false); a complete state lists its exceptions in incompleteCounties',
    ]);
    expect(problemsAfter((f) => withCounties(f, false, ['99005', '99003']))).toEqual([
      'us/zz.json counties.completeCounties: county 99005 is not in the county map',
      'us/zz.json places[0] (Capital City): lies in county 99003, which completeCounties says its county places completely, yet adds us-ZZ-capital-city',
    ]);
  });

  it('refuses a Texas local code two jurisdictions cite, and lists the local jurisdictions without one', () => {
    const local = (id: string, note: string) => ({
      id,
      name: id,
      level: 'city',
      country: 'US',
      registrationIds: ['us-TX'],
      inheritsFrom: 'us-TX',
      defaultTreatment: { taxable: false },
      taxes: [{ name: 'Sales tax', rates: [{ rate: '1', from: null, to: null, sources: [OFFICIAL], note }] }],
      taxability: [],
    });
    const texas = (cities: object[]) => (f: Fixture) => {
      f['us/tx.json'] = {
        jurisdictions: [
          { ...f['us/zz.json'].jurisdictions[0], id: 'us-TX', name: 'Texas', registrationIds: ['us-TX'], taxability: [] },
          ...cities,
        ],
      };
    };
    const cite = (code: string) => `${OFFICIAL} — the tax jurisdiction rates file, line 9: "A CITY", local code ${code}, 1%`;
    expect(problemsAfter(texas([local('us-TX-city-a', cite('2000001')), local('us-TX-city-b', cite('2000001'))]))).toEqual([
      'us/tx.json us-TX-city-a, us-TX-city-b: reporting code TX tx-local city 2000001 is given to 2 jurisdictions',
    ]);
    const f = fixture() as Fixture;
    texas([local('us-TX-city-a', cite('2000001')), local('us-TX-city-c', OFFICIAL)])(f);
    const report = validateContent(filesOf(f));
    expect(report.problems).toEqual([]);
    expect(report.withoutReportingCode).toEqual([{ state: 'TX', jurisIds: ['us-TX-city-c'] }]);
  });

  it('refuses a location code given to two locations, and a location by a GEOID that is no Census place', () => {
    const illinois = (f: Fixture) => {
      f['us/il.json'] = {
        jurisdictions: [{ ...f['us/zz.json'].jurisdictions[0], id: 'us-IL', name: 'Illinois', registrationIds: ['us-IL'], taxability: [] }],
        returnLocations: {
          scheme: 'il-location',
          counties: {
            '17031': {
              code: '016-5000-6',
              name: 'Cook County',
              places: { '1714000': { code: '016-0001-1', name: 'Chicago' }, '1724582': { code: '016-0001-1', name: 'Evanston' } },
            },
            '17043': { code: '022-5000-7', name: 'DuPage County', places: { '1799999': { code: '022-0002-3', name: 'Nowhere' } } },
          },
          sources: [OFFICIAL],
        },
      };
    };
    expect(problemsAfter(illinois)).toEqual([
      "us/il.json returnLocations.counties.17031.places.1724582: location code 016-0001-1 is also returnLocations.counties.17031.places.1714000's",
      'us/il.json returnLocations.counties.17043.places.1799999 (Nowhere): 1799999 is no incorporated Census place of IL',
    ]);
  });

  it("ships the JSON Schemas of the files as the loader's schemas give them (npx tsx scripts/content-schemas.ts)", () => {
    for (const [name, text] of Object.entries(contentJsonSchemas()))
      expect(readFileSync(join(builtInContentFolder(), 'schema', name), 'utf8'), name).toBe(text);
  });
});
