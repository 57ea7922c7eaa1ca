// The invoice metadata protocol (docs/stripe-integration.md), for other systems that edit the same invoices: they set
// a new `svc_user_input` on each change and finalize only once Levy has copied it into
// `svc_user_input_last_seen_by_svc`. Levy writes its keys only when they would change, so its own
// write (which Stripe reports as one more invoice.updated) does not start an endless loop.
import type Stripe from 'stripe';

export const USER_INPUT = 'svc_user_input';
export const LAST_SEEN = 'svc_user_input_last_seen_by_svc';
export const PROCESSING_TIME = 'svc_last_processing_time';
export const SUCCESSFUL = 'svc_processing_was_successful';

/** The keys only Levy writes (its answer); the other system writes USER_INPUT. */
export const LEVY_METADATA_KEYS: ReadonlySet<string> = new Set([LAST_SEEN, PROCESSING_TIME, SUCCESSFUL]);

/** The metadata to write after processing, or null when it already says so. */
export function protocolUpdate(invoice: Pick<Stripe.Invoice, 'metadata'>, successful: boolean, now: Date): Record<string, string> | null {
  const metadata = invoice.metadata ?? {};
  const seen = metadata[USER_INPUT];
  const wanted: Record<string, string> = { [SUCCESSFUL]: String(successful) };
  if (seen !== undefined) wanted[LAST_SEEN] = seen;
  if (Object.entries(wanted).every(([k, v]) => metadata[k] === v)) return null;
  return { ...wanted, [PROCESSING_TIME]: now.toISOString() };
}

/**
 * The metadata to write when Levy stops on an invoice (its tax keeps being changed back, so the tax
 * on it is not Levy's converged answer), or null when it already says so. The current version must
 * not look seen: a billing system that follows rule 3 would finalize the invoice with whatever tax
 * it carries. So `svc_user_input_last_seen_by_svc` stays at the earlier version Levy converged on,
 * and when it names the current version (Levy's, or another deployment's, answer before the tax was
 * changed back) it is removed (`""` deletes a Stripe metadata key); the answer is `false`. Rule 3
 * then holds the invoice back until the seller resolves the conflict and retries it. A write names
 * both keys, so `false` never lands beside a current version marked seen by a concurrent write.
 */
export function protocolHold(invoice: Pick<Stripe.Invoice, 'metadata'>, now: Date): Record<string, string> | null {
  const metadata = invoice.metadata ?? {};
  const seen = metadata[LAST_SEEN];
  const markedSeen = seen !== undefined && seen === metadata[USER_INPUT];
  if (!markedSeen && metadata[SUCCESSFUL] === 'false') return null;
  return { [SUCCESSFUL]: 'false', [LAST_SEEN]: markedSeen ? '' : (seen ?? ''), [PROCESSING_TIME]: now.toISOString() };
}
