// The transaction operations: calculate (ephemeral), save (createOrUpdate), get, void, negate.
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import type { SellerTaxData } from '../../store/seller-tax-data.ts';
import {
  findTransaction,
  insertNegation,
  saveTransaction,
  transactionsPage,
  voidTransaction,
  type TransactionFilter,
} from '../../store/transactions.ts';
import { isoDate } from '../../tax/dates.ts';
import { toCalculationResponse, type CalculationResponse } from '../../tax/index.ts';
import type { SellerProfile } from '../sellers/profile.ts';
import { filingsOf, nextFiling } from '../filings/membership.ts';
import { contextOf, filingFiguresOf, savedContext } from '../filings/figures.ts';
import { calculateTransaction } from './calculation.ts';
import { CALCULATION_CONFLICTS } from './conflicts.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';
import { transactionBody } from './record.ts';
import { exposureWithRates } from '../thresholds/exposure.ts';
import type {
  BillingSystemFacts,
  CreateEphemeralInput,
  CreateNegationInput,
  CreateOrUpdateInput,
  ListTransactionsInput,
} from './schemas.ts';

const NOT_FOUND = { type: 'transactionIdNotFound' } as const;

export const CREATE_OR_UPDATE_CONFLICTS = [
  ...CALCULATION_CONFLICTS,
  'transactionFrozenForFiling',
  'transactionIsVoided',
  'transactionIsANegation',
  'transactionIsNegated',
] as const;
export const GET_TRANSACTION_CONFLICTS = ['transactionIdNotFound'] as const;
export const VOID_CONFLICTS = [
  'transactionIdNotFound',
  'transactionExpectedVersionMismatch',
  'transactionFrozenForFiling',
  'transactionIsNegated',
] as const;
export const CREATE_NEGATION_CONFLICTS = [
  'transactionIdNotFound',
  'transactionExpectedVersionMismatch',
  'transactionIsAlreadyANegation',
  'transactionIsVoided',
  'transactionIsNegated',
  'duplicateTransactionId',
] as const;

export async function createEphemeral(
  ctx: AppContext,
  seller: SellerProfile,
  input: CreateEphemeralInput,
): Promise<Outcome<CalculationResponse, typeof CALCULATION_CONFLICTS>> {
  const calculated = await calculateTransaction(ctx, seller, input);
  return calculated.ok ? ok(toCalculationResponse(calculated.value.calc)) : calculated;
}

export interface SaveOptions {
  /** Which billing system the transaction came from (the Stripe integration). */
  sourceBillingSystem?: { name: string; integrationId: string; invoiceId: string };
  /** Tax actually added to the invoice, when it differs from what Levy expected. */
  taxAmountSeen?: number;
}

export async function createOrUpdate(
  ctx: AppContext,
  seller: SellerProfile,
  input: CreateOrUpdateInput & BillingSystemFacts,
  options: SaveOptions = {},
): Promise<Outcome<CalculationResponse & { version: number }, typeof CREATE_OR_UPDATE_CONFLICTS>> {
  const calculated = await calculateTransaction(ctx, seller, input);
  if (!calculated.ok) return calculated;
  const { calc, data, customerName, contentVersion } = calculated.value;
  const { id, ...request } = input;
  const body = transactionBody(
    calc,
    { ...request, ...(customerName !== null ? { customerName } : {}) },
    data,
    options.taxAmountSeen ?? null,
  );
  const filings = filingsOf(seller.id, data.registrations, saleJurisdictions(body), calc.accountingDate, calc.taxDate);
  const exposure = await exposureWithRates(ctx.conversionRates, body, calc.currencyCode, calc.accountingDate);
  const outcome = await saveTransaction(
    ctx.prisma,
    seller.id,
    id,
    {
      currencyCode: calc.currencyCode,
      accountingDate: new Date(`${calc.accountingDate}T00:00:00Z`),
      taxDate: new Date(`${calc.taxDate}T00:00:00Z`),
      customerId: input.customerId ?? null,
      input: request,
      body,
      sourceBillingSystem: options.sourceBillingSystem ?? null,
      exposure,
      filingFigures: filingFiguresOf(
        body,
        filings.map((f) => f.jurisId),
        contextOf(calc),
      ),
      contentVersion,
    },
    input.customerId !== undefined ? { id: input.customerId, name: input.customerName ?? null } : null,
    filings,
    nextFilingOf(data.registrations),
  );
  if (!outcome.saved) {
    return conflict({
      type: (
        {
          frozen: 'transactionFrozenForFiling',
          voided: 'transactionIsVoided',
          negation: 'transactionIsANegation',
          negated: 'transactionIsNegated',
        } as const
      )[outcome.reason],
    });
  }
  ctx.thresholdWatch.touched(seller.id, { rebuild: outcome.exposureStale });
  if (exposure.some((e) => e.u > 0)) ctx.metrics.thresholdUncertainty.inc({ reason: 'unconverted' });
  if (outcome.exposureStale) ctx.metrics.thresholdUncertainty.inc({ reason: 'concurrentSave' });
  return ok({ version: outcome.version, ...toCalculationResponse(calc) });
}

export async function getTransaction(
  ctx: AppContext,
  sellerId: string,
  externalId: string,
): Promise<Outcome<Record<string, unknown>, typeof GET_TRANSACTION_CONFLICTS>> {
  const row = await findTransaction(ctx.prisma, sellerId, externalId);
  return row === null ? conflict(NOT_FOUND) : ok(toRecord(row));
}

type Row = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

function toRecord(row: Row): Record<string, unknown> {
  const common = {
    version: row.version,
    id: row.externalId,
    svcCreatedTime: row.createdAt.toISOString(),
    svcModifiedTime: row.modifiedAt.toISOString(),
    sourceBillingSystem: row.sourceBillingSystem ?? null,
    negationOf: row.negationOf,
    svcContentVersion: row.contentVersion,
  };
  return row.status === 'voided' ? { type: 'voided', ...common } : { type: 'normal', ...common, body: row.body };
}

export async function listTransactions(
  ctx: AppContext,
  sellerId: string,
  input: ListTransactionsInput,
): Promise<Outcome<{ transactions: Record<string, unknown>[]; nextCursor: string | null; hasMore: boolean }, typeof CURSOR_CONFLICTS>> {
  let filter: TransactionFilter = { kind: 'all' };
  let position: { modifiedAt?: Date; key: bigint } | null = null;
  if (input.cursor !== undefined) {
    // The cursor carries its filter and where the last page ended.
    const decoded = ctx.cursors.decode(sellerId, 'transactions', input.cursor) as
      | { key?: unknown; modifiedAt?: unknown; filter?: unknown }
      | undefined;
    if (typeof decoded?.key !== 'string' || !/^\d+$/.test(decoded.key) || typeof decoded.filter !== 'object' || decoded.filter === null)
      return conflict({ type: 'invalidCursor' });
    const f = decoded.filter as { kind?: string; after?: string; jurisId?: string; jurisFilingId?: string };
    filter =
      f.kind === 'modifiedAfter' && typeof f.after === 'string'
        ? { kind: 'modifiedAfter', after: new Date(f.after) }
        : f.kind === 'filing' && typeof f.jurisId === 'string' && typeof f.jurisFilingId === 'string'
          ? { kind: 'filing', sellerId, jurisId: f.jurisId, jurisFilingId: f.jurisFilingId }
          : { kind: 'all' };
    position = {
      key: BigInt(decoded.key),
      ...(typeof decoded.modifiedAt === 'string' ? { modifiedAt: new Date(decoded.modifiedAt) } : {}),
    };
  } else if (input.filter?.type === 'lastModifiedAfter') {
    filter = { kind: 'modifiedAfter', after: new Date(input.filter.value) };
  } else if (input.filter?.type === 'filingInfo') {
    filter = { kind: 'filing', sellerId, jurisId: input.filter.value.jurisId, jurisFilingId: input.filter.value.jurisFilingId };
  }
  const rows = await transactionsPage(ctx.prisma, sellerId, filter, position, input.limit + 1);
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const cursorFilter =
    filter.kind === 'modifiedAfter'
      ? { kind: filter.kind, after: filter.after.toISOString() }
      : filter.kind === 'filing'
        ? { kind: filter.kind, jurisId: filter.jurisId, jurisFilingId: filter.jurisFilingId }
        : { kind: 'all' };
  return ok({
    transactions: page.map(toRecord),
    nextCursor:
      hasMore && last !== undefined
        ? ctx.cursors.encode(sellerId, 'transactions', {
            key: last.key.toString(),
            ...(filter.kind === 'modifiedAfter' ? { modifiedAt: last.modifiedAt.toISOString() } : {}),
            filter: cursorFilter,
          })
        : null,
    hasMore,
  });
}

export async function voidTransactionOp(
  ctx: AppContext,
  sellerId: string,
  externalId: string,
  expectedVersion: number | undefined,
): Promise<Outcome<Record<string, never>, typeof VOID_CONFLICTS>> {
  switch (await voidTransaction(ctx.prisma, sellerId, externalId, expectedVersion)) {
    case 'notFound':
      return conflict(NOT_FOUND);
    case 'versionMismatch':
      return conflict({ type: 'transactionExpectedVersionMismatch' });
    case 'frozen':
      return conflict({ type: 'transactionFrozenForFiling' });
    case 'negated':
      return conflict({ type: 'transactionIsNegated' });
    case 'voided':
      ctx.thresholdWatch.touched(sellerId);
      return ok({});
    default:
      // Voiding a voided transaction changes nothing: safe to retry.
      return ok({});
  }
}

export async function createNegation(
  ctx: AppContext,
  sellerId: string,
  input: CreateNegationInput,
): Promise<Outcome<Record<string, never>, typeof CREATE_NEGATION_CONFLICTS>> {
  const registrations = (await ctx.taxData.get(sellerId)).registrations;
  const outcome = await insertNegation(
    ctx.prisma,
    sellerId,
    input.originalTransactionId,
    input.newTransactionId,
    input.originalTransactionExpectedVersion,
    async (original) => {
      const body = negate(original.body);
      // The negation offsets the original in the same filings.
      const filings = filingsOf(
        sellerId,
        registrations,
        saleJurisdictions(original.body),
        isoDate(original.accountingDate),
        isoDate(original.taxDate),
      );
      return {
        write: {
          currencyCode: original.currencyCode,
          accountingDate: original.accountingDate,
          taxDate: original.taxDate,
          customerId: original.customerId,
          input: negate(original.input),
          body,
          sourceBillingSystem: original.sourceBillingSystem,
          exposure: await exposureWithRates(ctx.conversionRates, body, original.currencyCode, isoDate(original.accountingDate)),
          filingFigures: filingFiguresOf(
            body,
            filings.map((f) => f.jurisId),
            savedContext(original.filingFigures),
          ),
          // Nothing is calculated: the figures are the original's, negated, so they carry its content version.
          contentVersion: original.contentVersion,
        },
        filings,
      };
    },
    nextFilingOf(registrations),
  );
  if (outcome.created) {
    ctx.thresholdWatch.touched(sellerId);
    return ok({});
  }
  return conflict({
    type: (
      {
        notFound: 'transactionIdNotFound',
        versionMismatch: 'transactionExpectedVersionMismatch',
        isNegation: 'transactionIsAlreadyANegation',
        voided: 'transactionIsVoided',
        alreadyNegated: 'transactionIsNegated',
        idTaken: 'duplicateTransactionId',
      } as const
    )[outcome.reason],
  });
}

function nextFilingOf(registrations: SellerTaxData['registrations']) {
  const frequency = (id: string) => registrations.find((r) => r.id === id)?.filingFrequency ?? 'quarterly';
  return (f: Parameters<typeof nextFiling>[0]) => nextFiling(f, frequency);
}

/**
 * Every jurisdiction of a stored record's sale; filingsOf keeps those a registration covers. A return
 * reports gross sales, so a sale exempt or not taxable where the seller is registered is in its
 * filing too (as a deduction), not only the sales that owe tax.
 */
export function saleJurisdictions(body: unknown): string[] {
  const lines = (body as { lineItems?: { jurises?: { id: string }[] }[] }).lineItems ?? [];
  return [...new Set(lines.flatMap((l) => (l.jurises ?? []).map((j) => j.id)))];
}

// Money fields of the request and of the stored record: negating them, and only them, gives the
// exact inverse of the original (prices and taxes sum to zero with it).
const MONEY = new Set([
  'amount',
  'inputAmount',
  'preTaxAmount',
  'taxAmountToCollect',
  'invoiceTotalAmountExpected',
  'nonTaxableAmount',
  'taxableAmount',
  'inclusive',
  'exclusive',
  'total',
  'expected',
  'seen',
]);

export function negate<T>(value: T): T {
  return negated(value) as T;
}

function negated(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => negated(v));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, negated(v, k)]));
  if (key === undefined || !MONEY.has(key)) return value;
  if (typeof value === 'number') return value === 0 ? 0 : -value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
    return /^-?0+(\.0+)?$/.test(value) ? value : value.startsWith('-') ? value.slice(1) : `-${value}`;
  return value;
}
