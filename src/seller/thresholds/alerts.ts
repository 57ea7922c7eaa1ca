// Threshold alerts. A save marks its seller; within a second the seller is evaluated in a job
// (deduplicated per seller), and every threshold that became approaching or exceeded is recorded
// once per jurisdiction, status and period, then delivered to each subscribed webhook endpoint and
// to the seller's alert e-mail through a queue that retries for about three days. A scheduled
// sweep evaluates every seller too: it catches statuses that change with the calendar (a new
// period) and marks lost with a process.
import { UnrecoverableError, type Job, type JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { AppContext, SellerWatch } from '../../context.ts';
import { decryptSecret, hmac } from '../../lib/secrets.ts';
import { ForbiddenAddressError, postToSellerUrl } from '../../lib/outbound.ts';
import type { Queues } from '../../queue/queues.ts';
import type { JobHandler } from '../../queue/worker-host.ts';
import { findSeller, sellersAfter } from '../../store/sellers.ts';
import { endpointsOf, findAlert, findEndpoint, markQueued, recordAlert, unqueuedAlerts } from '../../store/threshold-alerts.ts';
import { listThresholds, type ThresholdItem } from './thresholds.ts';
import { rebuildThresholdSales } from './rebuild.ts';

export const THRESHOLD_EVALUATION_QUEUE = 'threshold-evaluation';
export const THRESHOLD_DELIVERY_QUEUE = 'threshold-alert-delivery';

/** Tries of one delivery; with the first retry after ALERT_RETRY_BASE_MS (32 s) and doubling, 14 tries span about 3 days. */
export const DELIVERY_ATTEMPTS = 14;
const DELIVERY_TIMEOUT_MS = 10_000;
const SWEEP_EVERY_MS = 6 * 3600_000;

type EvaluationJob = { sellerId?: string; rebuild?: boolean };
type DeliveryJob = { alertId: string; endpointId: string } | { alertId: string; email: string };

/** Sellers whose figures changed in this process, evaluated within `delayMs` (one job per seller, however many saves). */
export class ThresholdWatch implements SellerWatch {
  private readonly pending = new Map<string, boolean>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly queues: Queues,
    private readonly log: Logger,
    private readonly delayMs = 1_000,
  ) {}

  touched(sellerId: string, options: { rebuild?: boolean } = {}): void {
    this.pending.set(sellerId, (this.pending.get(sellerId) ?? false) || options.rebuild === true);
    if (options.rebuild === true)
      this.log.warn({ sellerId }, 'a transaction was saved by two processes at once: its threshold figures will be rebuilt');
    // Unreferenced: a pending evaluation never keeps a process (the CLI) alive; close() flushes it.
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs).unref();
  }

  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const sellers = [...this.pending];
    this.pending.clear();
    for (const [sellerId, rebuild] of sellers) {
      try {
        await enqueueEvaluation(this.queues, { sellerId, rebuild });
      } catch (err) {
        // The scheduled sweep evaluates every seller anyway; a rebuild is kept for the next flush.
        this.log.debug({ err, sellerId }, 'threshold evaluation not queued');
        if (rebuild) this.touched(sellerId, { rebuild });
      }
    }
  }
}

function enqueueEvaluation(queues: Queues, job: EvaluationJob): Promise<void> {
  return queues.enqueue(THRESHOLD_EVALUATION_QUEUE, job, {
    deduplication: { id: `${job.sellerId}${job.rebuild === true ? ':rebuild' : ''}`, keepLastIfActive: true },
    attempts: 5,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: true,
    removeOnFail: 1_000,
  });
}

export function thresholdEvaluationHandler(ctx: AppContext, alertRetryBaseMs: number): JobHandler<EvaluationJob> {
  return {
    queue: THRESHOLD_EVALUATION_QUEUE,
    concurrency: 2,
    schedule: { everyMs: SWEEP_EVERY_MS },
    async process(job: Job<EvaluationJob>) {
      if (job.data.sellerId === undefined) return { evaluated: await sweepSellers(ctx, alertRetryBaseMs) };
      if (job.data.rebuild === true) await rebuildThresholdSales(ctx, job.data.sellerId);
      return evaluateSeller(ctx, job.data.sellerId, alertRetryBaseMs);
    },
  };
}

async function sweepSellers(ctx: AppContext, alertRetryBaseMs: number): Promise<number> {
  let evaluated = 0;
  for (let after = ''; ; ) {
    const sellers = await sellersAfter(ctx.prisma, after, 500);
    for (const s of sellers) await evaluateSeller(ctx, s.id, alertRetryBaseMs);
    evaluated += sellers.length;
    if (sellers.length < 500) return evaluated;
    after = sellers.at(-1)!.id;
  }
}

/** Records the seller's new alerts and queues every alert not yet queued. */
export async function evaluateSeller(
  ctx: AppContext,
  sellerId: string,
  alertRetryBaseMs: number,
  today?: string,
): Promise<{ alerts: number }> {
  const seller = await findSeller(ctx.prisma, sellerId);
  if (seller === null) return { alerts: 0 };
  for (const item of await listThresholds(ctx, seller, today)) {
    if (item.status === 'approaching' || item.status === 'exceeded') {
      await recordAlert(ctx.prisma, { sellerId, jurisId: item.jurisId, status: item.status, periodBegin: item.period.begin, item });
    }
  }
  const alerts = await unqueuedAlerts(ctx.prisma, sellerId);
  if (alerts.length === 0) return { alerts: 0 };
  const endpoints = await endpointsOf(ctx.prisma, sellerId);
  const options: JobsOptions = {
    attempts: DELIVERY_ATTEMPTS,
    backoff: { type: 'exponential', delay: alertRetryBaseMs },
    removeOnComplete: true,
    removeOnFail: 10_000,
  };
  for (const alert of alerts) {
    const type = `threshold.${alert.status}`;
    for (const endpoint of endpoints.filter((e) => e.events.includes(type))) {
      await ctx.queues.enqueue(
        THRESHOLD_DELIVERY_QUEUE,
        { alertId: alert.id, endpointId: endpoint.id },
        { ...options, jobId: `${alert.id}-${endpoint.id}` },
      );
    }
    if (seller.alertEmail !== null) {
      await ctx.queues.enqueue(
        THRESHOLD_DELIVERY_QUEUE,
        { alertId: alert.id, email: seller.alertEmail },
        { ...options, jobId: `${alert.id}-email` },
      );
    }
  }
  await markQueued(
    ctx.prisma,
    alerts.map((a) => a.id),
  );
  return { alerts: alerts.length };
}

/** The event body every delivery of an alert sends, byte for byte. */
export function alertEvent(alert: { id: string; status: string; createdAt: Date; item: unknown }): string {
  return JSON.stringify({ id: alert.id, type: `threshold.${alert.status}`, createdAt: alert.createdAt.toISOString(), data: alert.item });
}

/** The Levy-Signature header: Stripe's scheme (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">). */
export function signature(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(Buffer.from(secret, 'utf8'), `${t}.${body}`).toString('hex')}`;
}

export function thresholdDeliveryHandler(ctx: AppContext): JobHandler<DeliveryJob> {
  return {
    queue: THRESHOLD_DELIVERY_QUEUE,
    concurrency: 8,
    async process(job: Job<DeliveryJob>) {
      const channel = 'email' in job.data ? 'email' : 'webhook';
      try {
        const outcome = await deliver(ctx, job);
        if (!('skipped' in outcome)) ctx.metrics.thresholdAlerts.inc({ channel, outcome: 'sent' });
        return outcome;
      } catch (err) {
        ctx.metrics.thresholdAlerts.inc({ channel, outcome: 'failed' });
        throw err;
      }
    },
  };
}

/** One delivery of an alert, to a webhook endpoint or an e-mail address; throws to be retried. */
async function deliver(ctx: AppContext, job: Job<DeliveryJob>): Promise<{ skipped: string } | { emailed: string } | { delivered: number }> {
  const alert = await findAlert(ctx.prisma, job.data.alertId);
  if (alert === null) return { skipped: 'alert gone' };
  const body = alertEvent(alert);
  if ('email' in job.data) {
    if (ctx.mailer === null) throw new Error('this process has no mailer');
    await ctx.mailer.send(alertMail(job.data.email, alert.item as unknown as ThresholdItem, alert.status));
    return { emailed: job.data.email };
  }
  const endpoint = await findEndpoint(ctx.prisma, alert.sellerId, job.data.endpointId);
  if (endpoint === null) return { skipped: 'endpoint deleted' };
  return { delivered: await postEvent(ctx, endpoint, body) };
}

/** POSTs an event body to a webhook endpoint, signed with the endpoint's secret; answers the status, throws (to be retried) on anything but 2xx. */
export async function postEvent(ctx: AppContext, endpoint: { url: string; secret: string }, body: string): Promise<number> {
  const headers = {
    'content-type': 'application/json',
    'levy-signature': signature(decryptSecret(ctx.secretKey, endpoint.secret), body),
    'user-agent': 'Levy-Webhooks/1',
  };
  let status: number;
  try {
    status = await postToSellerUrl(endpoint.url, headers, body, {
      allowPrivate: ctx.allowPrivateWebhookUrls,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
  } catch (err) {
    // An address Levy does not call stays one: no retry.
    if (err instanceof ForbiddenAddressError) throw new UnrecoverableError(`webhookUrlNotAllowed: ${err.message}`);
    throw err;
  }
  // Anything but 2xx is retried with backoff (at least once: a receiver dedups by the event id).
  if (status < 200 || status > 299) throw new Error(`webhook endpoint answered ${status}`);
  return status;
}

function alertMail(to: string, item: ThresholdItem, status: string) {
  const what = status === 'exceeded' ? 'exceeded' : 'is approaching';
  const figures = `${item.sales.amount} (minor units of ${item.limit.currencyCode}) and ${item.sales.transactionCount} transactions from ${item.period.begin} to ${item.period.end}: ${item.percentOfLimit}% of the limit (${item.limit.rule})`;
  const obligation = item.obligationBegins !== null ? ` Registration is required from ${item.obligationBegins}.` : '';
  const text = `Your sales into ${item.jurisName} ${what} its registration threshold: ${figures}.${obligation}\nSource: ${item.source}\n`;
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return { to, subject: `Levy: ${item.jurisName} threshold ${what}`, text, html: `<p>${escape(text).replace(/\n/g, '<br>')}</p>` };
}
