// Local US rates from ZIP-level tables a seller imported (the widely used layout
// State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,
// EstimatedSpecialRate,RiskLevel). Where a table covers an address's ZIP on the tax date, its
// county, city and special-district rates replace the built-in local jurisdictions; the state's own
// rate and treatment still come from Levy's state data.
import type { JurisdictionData } from './content/types.ts';
import { quarterEnd, type IsoDate } from './dates.ts';
import { Exact, HUNDRED } from './exact.ts';

export interface ZipRateRow {
  state: string;
  zip: string;
  regionName: string;
  /** Fractions as published: "0.0225". */
  countyRate: string;
  cityRate: string;
  specialRate: string;
  /** First day of the table this row came from. */
  effectiveFrom: IsoDate;
  /** Which import: shown as the source of every rate. */
  tableId: string;
  sourceName: string;
  /** The publisher's flag (1: the whole ZIP code in one city and county); read for deployment-wide tables only. */
  riskLevel?: number | null;
}

export type ZipRateLookup = (zip5: string, date: IsoDate) => ZipRateRow | undefined;

/** A lookup over rows of several tables: for each ZIP, the newest table in force on the date. */
export function indexZipRates(rows: readonly ZipRateRow[]): ZipRateLookup {
  const byZip = new Map<string, ZipRateRow[]>();
  for (const row of rows) {
    const list = byZip.get(row.zip) ?? [];
    list.push(row);
    byZip.set(row.zip, list);
  }
  for (const list of byZip.values()) list.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1));
  return (zip, date) => byZip.get(zip)?.find((r) => r.effectiveFrom <= date);
}

const LEVELS = [
  ['countyRate', 'county', 'county'],
  ['cityRate', 'city', 'city'],
  ['specialRate', 'special', 'district'],
] as const;

const built = new WeakMap<ZipRateRow, JurisdictionData[]>();

/** The local jurisdictions of one imported row (those with a rate above zero). */
export function jurisdictionsFromZipRate(row: ZipRateRow): JurisdictionData[] {
  let list = built.get(row);
  if (list === undefined) {
    list = LEVELS.flatMap(([field, suffix, level]) => {
      const fraction = Exact.parse(row[field]);
      if (fraction.isZero()) return [];
      return [
        {
          id: `us-${row.state}-zip-${row.zip}-${suffix}`,
          name: `${row.regionName} (${suffix})`,
          level,
          country: 'US',
          registrationIds: [`us-${row.state}`],
          taxes: [
            {
              name: 'Sales tax',
              rates: [
                {
                  rate: fraction.times(HUNDRED).toFixed(),
                  from: row.effectiveFrom,
                  to: null,
                  source: `Imported rate table ${row.tableId} (${row.sourceName}), ZIP ${row.zip}`,
                },
              ],
            },
          ],
          taxability: [],
          inheritsFrom: `us-${row.state}`,
          defaultTreatment: { taxable: false },
          // A ZIP table vouches for the quarter it begins in.
          goodThrough: quarterEnd(row.effectiveFrom),
        } satisfies JurisdictionData,
      ];
    });
    built.set(row, list);
  }
  return list;
}
