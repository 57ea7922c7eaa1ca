// "Reconcile invoice X": read it fresh from Stripe and converge Levy and the invoice to what its
// current state calls for. Level-triggered: the event that caused the run does not matter, so
// duplicated, late and reordered events are harmless.
import type { AppContext } from '../../context.ts';
import { loadSellerContext } from '../../seller/sellers/context.ts';
import { findIntegration } from '../../store/integrations.ts';
import { mappingsOf } from '../../store/mappings.ts';
import { stripeFor } from '../stripe-client.ts';
import { answerProtocol, reconcileDraft } from './draft.ts';
import { reconcileCreditNotes, recordFinalized, voidRecorded } from './finalized.ts';
import { InvoiceProblemError, isTransient } from './problems.ts';
import { accountingClock, idempotencyKeys, type InvoiceRun } from './run.ts';
import { fetchInvoice } from './snapshot.ts';
import { TaxRateBook } from './tax-rates.ts';

export type ReconcileOutcome =
  | { kind: 'integrationGone' }
  | { kind: 'invoiceGone' }
  | { kind: 'draft'; changedTax: boolean; taxAmount: number }
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

const rateBooks = new Map<string, TaxRateBook>();

export async function reconcileInvoice(ctx: AppContext, request: ReconcileRequest): Promise<ReconcileOutcome> {
  const integration = await findIntegration(ctx.prisma, request.integrationId);
  const seller = integration && (await loadSellerContext(ctx.prisma, integration.sellerId));
  if (!integration || !seller) return { kind: 'integrationGone' };
  const stripe = stripeFor(integration, ctx.secretKey);
  let rates = rateBooks.get(integration.id);
  if (rates === undefined) rateBooks.set(integration.id, (rates = new TaxRateBook(stripe)));
  const run: InvoiceRun = {
    ctx,
    seller,
    stripe,
    rates,
    integration: { id: integration.id, taxMode: integration.taxMode === 'lineItem' ? 'lineItem' : 'taxRate', taxProductId: integration.taxProductId },
    mappings: new Map((await mappingsOf(ctx.prisma, integration.id)).map((m) => [m.sourceId, m.targetId])),
    idempotency: idempotencyKeys(`${integration.id}\n${request.invoiceId}\n${request.runScope}`),
    ...accountingClock(seller),
  };

  const snapshot = await fetchInvoice(stripe, request.invoiceId);
  if (snapshot === null) return { kind: 'invoiceGone' };
  switch (snapshot.invoice.status) {
    case 'draft':
      try {
        return { kind: 'draft', ...(await reconcileDraft(run, snapshot)) };
      } catch (err) {
        // The other system must not wait forever: it learns this version was seen and failed.
        if (err instanceof InvoiceProblemError || request.finalAttempt || !isTransient(err)) {
          await answerProtocol(run, snapshot.invoice, false).catch((answerErr: unknown) => ctx.log.warn({ err: answerErr, invoiceId: request.invoiceId }, 'could not answer the metadata protocol'));
        }
        throw err;
      }
    case 'void':
      await reconcileCreditNotes(run, snapshot);
      await voidRecorded(run, snapshot.invoice.id);
      return { kind: 'voided' };
    default: {
      // open, paid, uncollectible: finalized, so recorded and never modified.
      const recorded = await recordFinalized(run, snapshot);
      await reconcileCreditNotes(run, snapshot);
      return { kind: 'finalized', recorded };
    }
  }
}
