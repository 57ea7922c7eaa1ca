// Parses a ZIP-level rate table in the widely used layout (one file per state, or several
// concatenated): State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,
// EstimatedCityRate,EstimatedSpecialRate,RiskLevel. Rates are fractions (0.0950).
import type { ZipRateInsert } from '../store/zip-rates.ts';
import { US_STATES } from '../tax/address/us.ts';

export const ZIP_RATE_HEADER = [
  'State', 'ZipCode', 'TaxRegionName', 'EstimatedCombinedRate', 'StateRate', 'EstimatedCountyRate', 'EstimatedCityRate', 'EstimatedSpecialRate', 'RiskLevel',
] as const;

/** One row of the table, as it is stored. */
export type ParsedZipRate = ZipRateInsert;

export type ZipRateParse = { ok: true; rows: ParsedZipRate[] } | { ok: false; line: number; message: string };

const RATE = /^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/;

export function parseZipRateCsv(text: string, onRow?: (done: number, total: number) => void): ZipRateParse {
  const lines = text.split(/\r?\n/);
  const rows: ParsedZipRate[] = [];
  const seen = new Set<string>();
  let headerSeen = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const cells = splitCsvLine(line);
    // Concatenated per-state files repeat the header.
    if (cells[0] === 'State' && cells[1] === 'ZipCode') {
      if (cells.join(',') !== ZIP_RATE_HEADER.join(',')) return { ok: false, line: i + 1, message: `The header must be ${ZIP_RATE_HEADER.join(',')}` };
      headerSeen = true;
      continue;
    }
    if (!headerSeen) return { ok: false, line: i + 1, message: `The file must start with the header ${ZIP_RATE_HEADER.join(',')}` };
    if (cells.length !== ZIP_RATE_HEADER.length) return { ok: false, line: i + 1, message: `Expected ${ZIP_RATE_HEADER.length} columns, found ${cells.length}` };
    const [state, zip, regionName, combined, stateRate, county, city, special, risk] = cells as [string, string, string, string, string, string, string, string, string];
    if (!(state in US_STATES)) return { ok: false, line: i + 1, message: `"${state}" is not a US state code` };
    if (!/^\d{5}$/.test(zip)) return { ok: false, line: i + 1, message: `"${zip}" is not a five-digit ZIP code` };
    if (seen.has(zip)) return { ok: false, line: i + 1, message: `ZIP code ${zip} appears twice` };
    for (const [name, value] of [['EstimatedCombinedRate', combined], ['StateRate', stateRate], ['EstimatedCountyRate', county], ['EstimatedCityRate', city], ['EstimatedSpecialRate', special]] as const) {
      if (!RATE.test(value)) return { ok: false, line: i + 1, message: `${name} "${value}" is not a rate between 0 and 1` };
    }
    if (risk !== '' && !/^\d+$/.test(risk)) return { ok: false, line: i + 1, message: `RiskLevel "${risk}" is not a whole number` };
    seen.add(zip);
    rows.push({ state, zip, regionName: regionName.trim(), combinedRate: combined, stateRate, countyRate: county, cityRate: city, specialRate: special, riskLevel: risk === '' ? null : Number(risk) });
    if (onRow !== undefined && rows.length % 1000 === 0) onRow(i + 1, lines.length);
  }
  if (!headerSeen) return { ok: false, line: 1, message: 'The file is empty' };
  onRow?.(lines.length, lines.length);
  return { ok: true, rows };
}

/** One CSV line: commas separate; double quotes enclose fields that contain commas or quotes. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') cells.push(cell), (cell = '');
    else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}
