// "Reconcile invoice X": read it fresh from Stripe and converge Levy and the invoice to what its
// current state calls for. Level-triggered: the event that caused the run does not matter, so
// duplicated, late and reordered events are harmless.
import type { AppContext } from '../../../context.ts';
import { answerProtocol, reconcileDraft } from './draft.ts';
import { reconcileCreditNotes, recordFinalized, voidRecorded } from './finalized.ts';
import type { StripeServices } from '../services.ts';
import { finalDisposition } from './problems.ts';
import { accountingClock, idempotencyKeys, type InvoiceRun } from './run.ts';
import { fetchInvoice } from './snapshot.ts';

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
      try {
        return { kind: 'draft', ...(await reconcileDraft(run, snapshot)) };
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
      return { kind: 'voided' };
    default: {
      // open, paid, uncollectible: finalized, so recorded and never modified.
      const recorded = await recordFinalized(run, snapshot);
      await reconcileCreditNotes(run, snapshot);
      return { kind: 'finalized', recorded };
    }
  }
}
