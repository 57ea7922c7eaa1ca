// "Reconcile invoice X": read it fresh from Stripe and converge Levy and the invoice to what its
// current state calls for. Level-triggered: the event that caused the run does not matter, so
// duplicated, late and reordered events are harmless.
import type { AppContext } from '../../../context.ts';
import { answerProtocol, reconcileDraft } from './draft.ts';
import { reconcileCreditNotes, recordFinalized, voidRecorded, type RecordedTax } from './finalized.ts';
import type { StripeServices } from '../services.ts';
import { finalDisposition, problem } from './problems.ts';
import { isStopped, spendTaxWrite } from '../store/write-budget.ts';
import { forgetUnderCollection, noteUnderCollection } from '../store/under-collected-invoices.ts';
import { accountingClock, idempotencyKeys, type InvoiceRun } from './run.ts';
import { fetchInvoice } from './snapshot.ts';

export type ReconcileOutcome =
  | { kind: 'integrationGone' }
  | { kind: 'invoiceGone' }
  | { kind: 'draft'; changedTax: boolean; taxAmount: number }
  /** Listed as taxKeepsChanging: left alone until the seller retries it. */
  | { kind: 'stopped' }
  | { kind: 'finalized'; recorded: string }
  | { kind: 'voided' };

export interface ReconcileRequest {
  integrationId: string;
  invoiceId: string;
  /** Scope of the idempotency keys: new for every attempt (each reads the invoice again first). */
  runScope: string;
  /** The last try: a draft that fails now, for whatever reason, is answered as not taxed. */
  finalAttempt: boolean;
}

/**
 * How often Levy may change one draft's tax within a window before it concludes that another
 * system keeps undoing its work (a second tax app, a second integration on the account): then it
 * stops, answers the metadata protocol `false` and lists the invoice as taxKeepsChanging.
 */
export const TAX_WRITE_BUDGET = { writes: 5, windowSeconds: 60 };

export async function reconcileInvoice(ctx: AppContext, services: StripeServices, request: ReconcileRequest): Promise<ReconcileOutcome> {
  const loaded = await services.integrations.get(request.integrationId);
  if (loaded === null) return { kind: 'integrationGone' };
  const { seller, stripe } = loaded;
  const run: InvoiceRun = {
    ctx,
    seller,
    stripe,
    rates: loaded.rates,
    integration: loaded.settings,
    mappings: loaded.mappings,
    idempotency: idempotencyKeys(`${request.integrationId}\n${request.invoiceId}\n${request.runScope}`),
    ...accountingClock(seller),
  };

  const snapshot = await fetchInvoice(stripe, request.invoiceId);
  if (snapshot === null) return { kind: 'invoiceGone' };
  switch (snapshot.invoice.status) {
    case 'draft':
      if (await isStopped(ctx.prisma, { sellerId: seller.id, integrationId: request.integrationId, invoiceId: request.invoiceId })) return { kind: 'stopped' };
      try {
        const outcome = await reconcileDraft(run, snapshot);
        if (outcome.changedTax) await spendFromBudget(run, request);
        return { kind: 'draft', ...outcome };
      } catch (err) {
        // The other system must not wait forever: once the failure is final, it learns this
        // version was seen and failed.
        if (finalDisposition(err, request.finalAttempt) !== null) {
          await answerProtocol(run, snapshot.invoice, false).catch((answerErr: unknown) => ctx.log.warn({ err: answerErr, invoiceId: request.invoiceId }, 'could not answer the metadata protocol'));
        }
        throw err;
      }
    case 'void':
      await reconcileCreditNotes(run, snapshot);
      await voidRecorded(run, snapshot.invoice.id);
      // A voided invoice owes nothing: no gap is left to bill.
      await forgetUnderCollection(ctx.prisma, seller.id, request.integrationId, snapshot.invoice.id);
      return { kind: 'voided' };
    default: {
      // open, paid, uncollectible: finalized, so recorded and never modified.
      const recorded = await recordFinalized(run, snapshot);
      if (recorded !== null) await noteIfUnderCollected(run, snapshot.invoice.id, recorded);
      await reconcileCreditNotes(run, snapshot);
      return { kind: 'finalized', recorded: recorded?.outcome ?? 'nothingToRecord' };
    }
  }
}

async function spendFromBudget(run: InvoiceRun, request: ReconcileRequest): Promise<void> {
  const writes = await spendTaxWrite(run.ctx.prisma, { integrationId: request.integrationId, invoiceId: request.invoiceId, sellerId: run.seller.id }, new Date(), TAX_WRITE_BUDGET.windowSeconds);
  if (writes <= TAX_WRITE_BUDGET.writes) return;
  throw problem(
    'taxKeepsChanging',
    `Levy changed this invoice's tax ${writes} times within ${TAX_WRITE_BUDGET.windowSeconds} seconds and something keeps changing it back (another tax app or integration on this Stripe account?). Levy stopped; remove the other system's tax, then retry the invoice.`,
  );
}

/**
 * A finalized invoice that shows less tax than Levy expected (finalized before Levy taxed the draft)
 * is listed for the seller. Asked again on later runs of the invoice, so a crash between recording
 * and noting loses nothing.
 */
async function noteIfUnderCollected(run: InvoiceRun, invoiceId: string, recorded: RecordedTax): Promise<void> {
  if (recorded.seen >= recorded.expected) return;
  const { transactionId, currencyCode, expected, seen } = recorded;
  await noteUnderCollection(run.ctx.prisma, { integrationId: run.integration.id, invoiceId, sellerId: run.seller.id, transactionId, currencyCode, expected, seen });
}
