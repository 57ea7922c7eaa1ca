// Washington DOR's ZIP+4 file as the tax core uses it: for an address and a date, the location
// code whose local rate applies (LOCAL includes the Regional Transit Authority's rate, per the DOR's
// field descriptions). The rate table, when imported too, names the codes ("Seattle", "King Co.
// Unincorporated"). A ZIP code whose ranges carry different codes is placed only with its ZIP+4.
import type { IsoDate } from '../dates.ts';
import type { JurisdictionData, RatePeriod } from '../content/types.ts';
import type { ImportedAddress, ImportedPlace } from './sst-places.ts';
import type { WaRateRow, WaZip4Row } from './wa-dor.ts';

export interface WaImport {
  zip4: readonly WaZip4Row[];
  rates: readonly WaRateRow[];
  /** The files, for every rate's source. */
  source: string;
  /** The last day of the quarter of the newest file (JurisdictionData.goodThrough). */
  goodThrough?: IsoDate;
}

type Range = { low: string; high: string; code: string; from: IsoDate; to: IsoDate | null };

export function waPlaceLookup(data: WaImport): (address: ImportedAddress, date: IsoDate) => ImportedPlace | undefined {
  const byZip = new Map<string, Range[]>();
  const periods = new Map<string, Map<string, RatePeriod>>();
  for (const row of data.zip4) {
    const ranges = byZip.get(row.zip) ?? [];
    ranges.push({ low: row.plus4Low, high: row.plus4High, code: row.code, from: row.from, to: row.to });
    byZip.set(row.zip, ranges);
    // Thousands of ranges repeat a code's rate: one period per distinct rate and dates.
    const codePeriods = periods.get(row.code) ?? new Map<string, RatePeriod>();
    const key = `${row.local.percent}|${row.from}|${row.to}`;
    if (!codePeriods.has(key))
      codePeriods.set(key, {
        rate: row.local.percent,
        from: row.from,
        to: row.to,
        source: `${data.source}, code ${row.code}, line ${row.line}`,
      });
    periods.set(row.code, codePeriods);
  }
  const names = new Map(data.rates.map((r) => [r.code, r.name]));
  const jurisdictions = new Map<string, JurisdictionData>();
  for (const [code, rates] of periods) {
    jurisdictions.set(code, {
      id: `us-WA-location-${code}`,
      name: `${names.get(code) ?? 'Washington location'} (location code ${code})`,
      level: 'district',
      country: 'US',
      registrationIds: ['us-WA'],
      taxes: [{ name: 'Local sales tax', rates: [...rates.values()] }],
      taxability: [],
      inheritsFrom: 'us-WA',
      defaultTreatment: { taxable: false },
      ...(data.goodThrough !== undefined ? { goodThrough: data.goodThrough } : {}),
    });
  }
  return (address, date) => {
    const ranges = byZip.get(address.zip5)?.filter((r) => r.from <= date && (r.to === null || date < r.to));
    if (ranges === undefined || ranges.length === 0) return undefined;
    const exact = address.plus4 === null ? undefined : ranges.find((r) => r.low <= address.plus4! && address.plus4! <= r.high);
    if (exact !== undefined) return { jurisdictions: [jurisdictions.get(exact.code)!], settled: true, level: 'zip4' };
    // Without a ZIP+4 (or one outside every range): the code that covers most of the ZIP code's
    // extensions, settled only if it is the only one.
    const widths = new Map<string, number>();
    for (const r of ranges) widths.set(r.code, (widths.get(r.code) ?? 0) + Number(r.high) - Number(r.low) + 1);
    const [dominant] = [...widths.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return { jurisdictions: [jurisdictions.get(dominant![0])!], settled: widths.size === 1, level: 'zip5' };
  };
}
