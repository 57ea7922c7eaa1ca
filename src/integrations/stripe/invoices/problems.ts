// What can go wrong with an invoice, in two kinds: expected and critical. A problem is the
// invoice's fault and retrying will not help until someone changes something: it goes to the
// unprocessed list at once. A transient failure (Stripe 429/5xx, a timeout, a lost connection) is
// retried with backoff, and only after the last try is it listed. finalDisposition is the one
// place that decides which; the job and the reconcile both ask it.
import Stripe from 'stripe';

export type InvoiceProblemType =
  | 'accountingTimeZoneNotSetForSeller'
  | 'automaticTaxEnabled'
  | 'foreignTaxRates'
  | 'customerAddressMissing'
  | 'customerAddressCouldNotResolve'
  | 'lineWithoutProduct'
  | 'productNotFound'
  | 'taxProductLineNotEditable'
  | 'taxKeepsChanging'
  | 'calculationConflict'
  | 'transactionConflict'
  | 'stripeRejectedRequest'
  | 'stripeUnavailable'
  | 'processingFailed';

export interface InvoiceProblem {
  type: InvoiceProblemType;
  message: string;
}

export class InvoiceProblemError extends Error {
  constructor(readonly problem: InvoiceProblem) {
    super(problem.message);
  }
}

export function problem(type: InvoiceProblemType, message: string): InvoiceProblemError {
  return new InvoiceProblemError({ type, message });
}

/** Stripe gives moments and filings need the seller's days: without its zone nothing can be dated. */
export function noAccountingTimeZone(): InvoiceProblemError {
  return problem(
    'accountingTimeZoneNotSetForSeller',
    "The seller has no accounting time zone, so Levy cannot date Stripe's invoices; set one (admin API or `npm run levy -- sellers update`), then retry.",
  );
}

/**
 * The problem to list when `err` ends the invoice's processing (a problem, a failure that will not
 * pass by itself, or any failure on the last attempt), or null when the job should try again.
 */
export function finalDisposition(err: unknown, isLastAttempt: boolean): InvoiceProblem | null {
  if (!(err instanceof InvoiceProblemError) && isTransient(err) && !isLastAttempt) return null;
  return problemOf(err);
}

/** True for failures that may pass by themselves: rate limits, Stripe's 5xx, network trouble. */
export function isTransient(err: unknown): boolean {
  if (
    err instanceof Stripe.errors.StripeRateLimitError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeConnectionError
  )
    return true;
  // The invoice changed between our read and our write (finalized, or a line or item deleted):
  // the next attempt reads it again.
  if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'invoice_not_editable' || err.code === 'resource_missing'))
    return true;
  if (err instanceof Stripe.errors.StripeError) return (err.statusCode ?? 0) >= 500 || err.statusCode === 409;
  // Our own database or queue being briefly away is transient too; bugs are retried the same way
  // and end up listed with their message, never silently dropped.
  return !(err instanceof InvoiceProblemError);
}

function problemOf(err: unknown): InvoiceProblem {
  if (err instanceof InvoiceProblemError) return err.problem;
  if (err instanceof Stripe.errors.StripeError && !isTransient(err))
    return { type: 'stripeRejectedRequest', message: `Stripe answered ${err.statusCode ?? '?'}: ${err.message}` };
  if (err instanceof Stripe.errors.StripeError)
    return { type: 'stripeUnavailable', message: `Stripe kept failing; gave up after retries (last: ${err.message}).` };
  // Internal failures are in the logs; sellers see that it happened, not our internals.
  return {
    type: 'processingFailed',
    message: 'Levy kept failing to process this invoice; gave up after retries. The operator has the details in the logs.',
  };
}
