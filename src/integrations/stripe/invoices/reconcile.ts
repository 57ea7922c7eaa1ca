// "Reconcile invoice X": read it fresh from Stripe and converge Levy and the invoice to what its
// current state calls for. Level-triggered: the event that caused the run does not matter, so
// duplicated, late and reordered events are harmless.
import type Stripe from 'stripe';
import type { AppContext } from '../../../context.ts';
import { answerProtocol, holdProtocol, reconcileDraft } from './draft.ts';
import { reconcileCreditNotes, recordFinalized, voidRecorded, type RecordedTax } from './finalized.ts';
import type { StripeServices } from '../services.ts';
import { finalDisposition, problem, type InvoiceProblem } from './problems.ts';
import { isStopped, spendTaxWrite, taxWritesWithin } from '../store/write-budget.ts';
import { forgetUnderCollection, noteUnderCollection } from '../store/under-collected-invoices.ts';
import { accountingClock, idempotencyKeys, type InvoiceRun } from './run.ts';
import { fetchInvoice } from './snapshot.ts';

export type ReconcileOutcome =
  | { kind: 'integrationGone' }
  | { kind: 'invoiceGone' }
  | { kind: 'draft'; changedTax: boolean; taxAmount: number }
  /** Listed as taxKeepsChanging: no tax written, held back under rule 3 until the seller retries it. */
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
 * How often Levy may change one draft's tax within a window. A run that needs one more change
 * concludes that another system keeps undoing Levy's work (a second tax app, a second Levy
 * deployment on the account): it stops before writing, lists the invoice as taxKeepsChanging and
 * holds it back under the metadata protocol (answer `false`, the current version never marked seen).
 */
export const TAX_WRITE_BUDGET = { writes: 5, windowSeconds: 60 };

export async function reconcileInvoice(ctx: AppContext, services: StripeServices, request: ReconcileRequest): Promise<ReconcileOutcome> {
  const loaded = await services.integrations.get(request.integrationId);
  if (loaded === null) return { kind: 'integrationGone' };
  const { seller, stripe } = loaded;
  const budgetKey = { integrationId: request.integrationId, invoiceId: request.invoiceId, sellerId: seller.id };
  const run: InvoiceRun = {
    ctx,
    seller,
    stripe,
    rates: loaded.rates,
    integration: loaded.settings,
    mappings: loaded.mappings,
    beforeTaxChange: onceAfterBudgetCheck(ctx, budgetKey),
    idempotency: idempotencyKeys(`${request.integrationId}\n${request.invoiceId}\n${request.runScope}`),
    ...accountingClock(seller),
  };

  const snapshot = await fetchInvoice(stripe, request.invoiceId);
  if (snapshot === null) return { kind: 'invoiceGone' };
  switch (snapshot.invoice.status) {
    case 'draft':
      if (await isStopped(ctx.prisma, budgetKey)) {
        // Stopped: no tax is written, but the hold is kept. Another deployment's answer may have
        // marked the current version seen since (its tax write is what brought this run).
        await answerFailure(run, request, snapshot.invoice, STOPPED);
        return { kind: 'stopped' };
      }
      try {
        const outcome = await reconcileDraft(run, snapshot);
        if (outcome.changedTax) await spendTaxWrite(ctx.prisma, budgetKey, new Date(), TAX_WRITE_BUDGET.windowSeconds);
        return { kind: 'draft', ...outcome };
      } catch (err) {
        const final = finalDisposition(err, request.finalAttempt);
        if (final !== null) await answerFailure(run, request, snapshot.invoice, final);
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

const STOPPED: InvoiceProblem = { type: 'taxKeepsChanging', message: 'stopped' };

/** The run's beforeTaxChange: the first change of a run asks the budget; over it, the run stops before writing. */
function onceAfterBudgetCheck(ctx: AppContext, key: { integrationId: string; invoiceId: string }): () => Promise<void> {
  let checked: Promise<void> | undefined;
  return () =>
    (checked ??= taxWritesWithin(ctx.prisma, key, new Date(), TAX_WRITE_BUDGET.windowSeconds).then((writes) => {
      if (writes < TAX_WRITE_BUDGET.writes) return;
      throw problem(
        'taxKeepsChanging',
        `Levy changed this invoice's tax ${writes} times within ${TAX_WRITE_BUDGET.windowSeconds} seconds and something keeps changing it back (another tax app, or another Levy deployment connected to this Stripe account?). Levy stopped and holds the invoice back under the metadata protocol (svc_user_input_last_seen_by_svc does not name the current svc_user_input); remove the other system's tax or disconnect the other deployment, then retry the invoice.`,
      );
    }));
}

/**
 * The metadata protocol's answer once a draft's processing has failed for good. A stop
 * (taxKeepsChanging) holds the invoice back: the tax on it is not Levy's answer, so the current
 * version must not look seen. Any other final failure marks the version seen with `false`, so the
 * other system never waits forever on an invoice Levy cannot tax. A hold that Stripe does not take
 * on an attempt that will run again fails the attempt (the next one stops again and holds again).
 */
async function answerFailure(run: InvoiceRun, request: ReconcileRequest, invoice: Stripe.Invoice, failure: InvoiceProblem): Promise<void> {
  const stop = failure.type === 'taxKeepsChanging';
  try {
    await (stop ? holdProtocol(run, invoice) : answerProtocol(run, invoice, false));
  } catch (err) {
    if (stop && finalDisposition(err, request.finalAttempt) === null) throw err;
    run.ctx.log.warn({ err, invoiceId: request.invoiceId }, 'could not answer the metadata protocol');
  }
}

/**
 * A finalized invoice that shows less tax than Levy expected (finalized before Levy taxed the draft)
 * is listed for the seller. Asked again on later runs of the invoice, so a crash between recording
 * and noting loses nothing.
 */
async function noteIfUnderCollected(run: InvoiceRun, invoiceId: string, recorded: RecordedTax): Promise<void> {
  if (recorded.seen >= recorded.expected) return;
  const { transactionId, currencyCode, expected, seen } = recorded;
  await noteUnderCollection(run.ctx.prisma, {
    integrationId: run.integration.id,
    invoiceId,
    sellerId: run.seller.id,
    transactionId,
    currencyCode,
    expected,
    seen,
  });
}
