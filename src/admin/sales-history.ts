// Importing a seller's past sales (a CSV from its old billing system) so that threshold monitoring
// knows its exposure from day one. A file travels in chunks of lines, each imported by one
// statement that also records how far the import got: a chunk is imported whole or not at all,
// and sending the file again resumes after the last chunk that was. Past sales count towards
// thresholds only: they are not Levy transactions, so they never enter filings or returns.
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { newId } from '../lib/ids.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { exposureWithRates } from '../seller/thresholds/exposure.ts';
import { SALES_HISTORY_COLUMNS } from './sales-history-columns.ts';
import { loadSellerProfile } from '../seller/sellers/profile.ts';
import { calculateTransaction } from '../seller/transactions/calculation.ts';
import { MAX_LINE_AMOUNT } from '../seller/transactions/schemas.ts';
import { startOrResumeImport, writeImportChunk } from '../store/sales-imports.ts';
import { currency } from '../tax/currency.ts';
import { isoDate } from '../tax/dates.ts';
import { cleanLine, linesOf, splitCsvLine } from '../tax/imports/csv-lines.ts';
import { THRESHOLDS, type ExposureEntry, type StoredRecord } from '../tax/thresholds/index.ts';
import { STANDARD_CATEGORIES, type LineCategory, type StandardCategoryId } from '../tax/index.ts';

const REQUIRED = ['id', 'date', 'currency', 'amount', 'product', 'country'] as const;
/** Error lines kept per import (all are answered per chunk). */
export const MAX_CHUNK_LINES = 20_000;

export const importSalesHistoryBody = z.strictObject({
  fileName: z.string().min(1).max(255),
  /** Of the whole file: the same file sent again resumes its import. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid SHA-256 (expected 64 lower-case hex digits)'),
  header: z.string().min(1).max(1_000),
  /** The file's line number of the chunk's first line (the header is line 1). */
  firstLine: z.number().int().min(2),
  /** The chunk: lines of the file, without the header. */
  lines: z.string().max(16 * 1024 * 1024),
  /** This chunk ends the file. */
  last: z.boolean(),
});
export type ImportSalesHistoryInput = z.output<typeof importSalesHistoryBody>;

export interface ChunkAnswer {
  importId: string;
  /** The file line the import expects next. */
  nextLine: number;
  imported: number;
  rejected: number;
  errors: { line: number; message: string }[];
  finished: boolean;
}

interface Sale {
  line: number;
  externalId: string;
  day: string;
  currencyCode: string;
  record: StoredRecord;
  exposure: ExposureEntry[];
}

export const IMPORT_SALES_HISTORY_CHUNK_CONFLICTS = [
  'sellerIdNotFound',
  'salesHistoryHeaderInvalid',
  'salesHistoryOutOfOrder',
  'salesHistoryChunkTooLarge',
] as const;

export async function importSalesHistoryChunk(
  ctx: AppContext,
  sellerId: string,
  input: ImportSalesHistoryInput,
): Promise<Outcome<ChunkAnswer, typeof IMPORT_SALES_HISTORY_CHUNK_CONFLICTS>> {
  const seller = await loadSellerProfile(ctx.prisma, sellerId);
  if (seller === null) return conflict({ type: 'sellerIdNotFound' });
  const columns = splitCsvLine(cleanLine(input.header));
  if (typeof columns === 'string') return conflict({ type: 'salesHistoryHeaderInvalid', message: columns });
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return conflict({
      type: 'salesHistoryHeaderInvalid',
      message: `The header lacks ${missing.join(', ')}; expected ${SALES_HISTORY_COLUMNS.join(',')}`,
    });
  const unknown = columns.filter((c) => !(SALES_HISTORY_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0)
    return conflict({
      type: 'salesHistoryHeaderInvalid',
      message: `Unknown column ${unknown.join(', ')}; expected ${SALES_HISTORY_COLUMNS.join(',')}`,
    });

  const run = await startOrResumeImport(ctx.prisma, { id: newId('imp'), sellerId, sha256: input.sha256, fileName: input.fileName });
  if (run.nextLine !== input.firstLine)
    return conflict({ type: 'salesHistoryOutOfOrder', nextLine: run.nextLine, message: `This import expects line ${run.nextLine} next` });

  // A product is the seller's product id, or a standard tax category id (saasBusiness) for history
  // whose products were never set up in Levy.
  const sellerProducts = (await ctx.taxData.get(sellerId)).categories;
  const products = new Map(sellerProducts);
  for (const id of Object.keys(STANDARD_CATEGORIES)) if (!products.has(id)) products.set(id, { standard: id as StandardCategoryId });
  const errors: { line: number; message: string }[] = [];
  const sales = new Map<string, Sale>();
  let lastLine = input.firstLine - 1;
  for (const { line: offset, text } of linesOf(input.lines)) {
    const line = input.firstLine + offset - 1;
    lastLine = line;
    if (offset > MAX_CHUNK_LINES)
      return conflict({ type: 'salesHistoryChunkTooLarge', message: `A chunk holds at most ${MAX_CHUNK_LINES} lines` });
    const clean = cleanLine(text);
    if (clean.trim() === '') continue;
    const sale = await saleOf(ctx, seller, products, columns, clean, line);
    if (typeof sale === 'string') errors.push({ line, message: sale });
    else sales.set(sale.externalId, sale); // the later line of an id wins, as a second import of it would
  }
  const nextLine = lastLine + 1;
  await writeImportChunk(ctx.prisma, sellerId, run.id, [...sales.values()], { nextLine, imported: sales.size, errors, last: input.last });
  if (sales.size > 0) ctx.thresholdWatch.touched(sellerId);
  return ok({
    importId: run.id,
    nextLine,
    imported: run.imported + sales.size,
    rejected: run.rejected + errors.length,
    errors,
    finished: input.last,
  });
}

async function saleOf(
  ctx: AppContext,
  seller: NonNullable<Awaited<ReturnType<typeof loadSellerProfile>>>,
  products: ReadonlyMap<string, LineCategory>,
  columns: string[],
  text: string,
  line: number,
): Promise<Sale | string> {
  const cells = splitCsvLine(text);
  if (typeof cells === 'string') return cells;
  if (cells.length > columns.length) return `${cells.length} cells where the header has ${columns.length}`;
  const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
  const externalId = cell('id');
  if (externalId === '' || externalId.length > 255) return 'id must be 1 to 255 characters';
  const day = cell('date');
  // Date rolls 2026-02-30 over into March; a real date comes back as itself.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || isoDate(new Date(`${day}T00:00:00Z`)) !== day) {
    return `date "${excerpt(day)}" is not a YYYY-MM-DD date`;
  }
  const code = currency(cell('currency'));
  if (code === null) return `currency "${excerpt(cell('currency'))}" is not an ISO 4217 code`;
  const amount = minorUnits(cell('amount'), code.minorUnits);
  if (amount === null)
    return `amount "${excerpt(cell('amount'))}" is not a decimal number with at most ${code.minorUnits} decimals (major units of ${code.code})`;
  if (Math.abs(amount) > MAX_LINE_AMOUNT) return `amount is beyond ${MAX_LINE_AMOUNT} minor units`;
  const product = cell('product');
  if (product === '') return 'product is empty';
  const address = {
    line1: cell('line1'),
    city: cell('city'),
    region: cell('region'),
    postalCode: cell('postalCode'),
    country: cell('country'),
  };
  const calculated = await calculateTransaction(
    ctx,
    seller,
    {
      lineItems: [{ productExternalId: product, amount }],
      currencyCode: code.code,
      customerAddress: Object.fromEntries(Object.entries(address).filter(([, v]) => v !== '')),
      accountingDate: day,
      taxDate: day,
    },
    { products, countUncertain: false, geocode: false },
  );
  if (!calculated.ok)
    return `${calculated.conflict.type}${typeof calculated.conflict.message === 'string' ? `: ${calculated.conflict.message}` : ''}`;
  // Only what exposure reads: the amount, and the jurisdictions thresholds are measured in (a
  // million rows of county and city taxes would be kept for nothing).
  const record: StoredRecord = {
    lineItems: calculated.value.calc.lineItems.map((l) => ({
      preTaxAmount: l.preTaxAmount.toFixed(),
      jurises: l.jurises
        .filter((j) => THRESHOLDS.byMember.has(j.jurisdiction.id))
        .map((j) => ({ id: j.jurisdiction.id, calc: { notTaxedReason: j.notTaxedReason } })),
    })),
  };
  return {
    line,
    externalId,
    day,
    currencyCode: code.code,
    record,
    exposure: await exposureWithRates(ctx.conversionRates, record, code.code, day),
  };
}

const excerpt = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** "129.99" in major units to 12999 minor units, exactly; null when it has more decimals than the currency. */
function minorUnits(text: string, places: number): number | null {
  const m = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (m === null || (m[3] ?? '').length > places) return null;
  const value = Number(m[2]) * 10 ** places + Number((m[3] ?? '').padEnd(places, '0') || '0');
  return m[1] === '-' ? -value : value;
}
