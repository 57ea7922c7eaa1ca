// The account's clock, for what Stripe does on its own as time passes: subscription renewals, the
// automatic finalization of drafts (auto_advance) and expiring Checkout Sessions. Time moves only
// when a test advances it (`POST /_emulator/clock/advance`, `Emulator.advanceClock`), like a Stripe
// test clock: every due moment is visited in order, with the account's time set to it, so objects
// and events carry the time they would have in Stripe. Nothing runs on a timer.
import type { Account, RequestInfo } from './account.ts';
import { Params } from './params.ts';
import { expireSession } from './resources/checkout.ts';
import { finalizesAt } from './resources/invoice-view.ts';
import { advanceFinalized, finalize } from './resources/invoices.ts';
import { renewSubscription } from './resources/subscriptions.ts';
import type { Ctx } from './router.ts';

/** A context for what the account does on its own: its events have `request: { id: null, idempotency_key: null }`. */
export function systemCtx(account: Account): Ctx {
  const request: RequestInfo = { id: null, idempotencyKey: null };
  return {
    account,
    params: new Params({}),
    path: {},
    request,
    emit: (type, object, previous) => void account.emit(request, type, object, previous),
  };
}

export interface ClockAdvance {
  /** The account's time after the advance (unix seconds). */
  now: number;
  /** How far the account's clock runs ahead of the machine's. */
  offsetSeconds: number;
  /** Renewal drafts created (billing_reason subscription_cycle), oldest first. */
  invoicesCreated: string[];
  /** Drafts finalized by auto_advance, in order. */
  invoicesFinalized: string[];
  /** Subscriptions ended at their period end (cancel_at_period_end). */
  subscriptionsCanceled: string[];
  checkoutSessionsExpired: string[];
}

type Due = { at: number; run: () => void };

function setNow(account: Account, at: number): void {
  if (at > account.now()) account.clockOffset += at - account.now();
}

export function advanceClock(account: Account, seconds: number): ClockAdvance {
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`seconds must be a non-negative integer, not ${seconds}`);
  const ctx = systemCtx(account);
  const target = account.now() + seconds;
  const result: ClockAdvance = {
    now: target,
    offsetSeconds: 0,
    invoicesCreated: [],
    invoicesFinalized: [],
    subscriptionsCanceled: [],
    checkoutSessionsExpired: [],
  };
  // Visit the earliest due moment, act, and look again: an action may schedule another (a renewal's
  // draft finalizes an hour later; a long advance renews several times).
  for (let guard = 0; guard < 100_000; guard++) {
    const due: Due[] = [];
    for (const sub of account.subscriptions.values()) {
      if (sub.status !== 'active' && sub.status !== 'past_due') continue;
      due.push({
        at: sub.currentPeriodEnd,
        run: () => {
          const before = sub.latestInvoice;
          renewSubscription(ctx, sub);
          if (sub.status === 'canceled') result.subscriptionsCanceled.push(sub.id);
          else if (sub.latestInvoice !== before && sub.latestInvoice !== null) result.invoicesCreated.push(sub.latestInvoice);
        },
      });
    }
    for (const inv of account.invoices.values()) {
      const at = finalizesAt(inv);
      if (at === null) continue;
      due.push({
        at,
        run: () => {
          // A draft whose customer is gone cannot be finalized; Stripe leaves it as it is.
          if (!account.customers.has(inv.customer)) {
            inv.autoAdvance = false;
            return;
          }
          finalize(ctx, inv);
          result.invoicesFinalized.push(inv.id);
          advanceFinalized(ctx, inv);
        },
      });
    }
    for (const session of account.checkoutSessions.values()) {
      if (session.status === 'open')
        due.push({ at: session.expiresAt, run: () => (expireSession(ctx, session), result.checkoutSessionsExpired.push(session.id)) });
    }
    const next = due.filter((d) => d.at <= target).sort((a, b) => a.at - b.at)[0];
    if (next === undefined) break;
    setNow(account, next.at);
    next.run();
  }
  setNow(account, target);
  result.now = account.now();
  result.offsetSeconds = account.clockOffset;
  return result;
}
