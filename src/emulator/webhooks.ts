// Webhook delivery, asynchronous like Stripe's: each event goes to every enabled endpoint of its
// account that subscribes to it, signed as `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256>` (re-signed
// at each attempt), retried after non-2xx answers, network errors and timeouts. Tests can make
// delivery hostile: duplicates, random delays and shuffled order.
import { createHmac } from 'node:crypto';
import { Agent, request, type ClientRequest } from 'node:http';
import { request as requestTls } from 'node:https';
import type { Account, EventRecord, EventSink } from './account.ts';
import { nowSeconds } from './ids.ts';

export interface DeliveryOptions {
  /** Delays between attempts after a failure; one retry per entry. */
  retryDelaysMs: number[];
  /** 0..1: the chance each event is delivered (to each endpoint) twice. */
  duplicateProbability: number;
  /** Random extra delay [min, max] before an event's first attempt. */
  delayMs: [number, number];
  /** Send events queued within a short window (delayMs max, at least 50 ms) in shuffled order. */
  reorder: boolean;
}

export const DEFAULT_DELIVERY: DeliveryOptions = {
  retryDelaysMs: [200, 1000, 5000, 15000, 60000],
  duplicateProbability: 0,
  delayMs: [0, 0],
  reorder: false,
};

export interface DeliveryAttempt {
  eventId: string;
  endpointId: string;
  /** HTTP status, or 0 for a network error or timeout. */
  status: number;
  attempt: number;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

interface Task {
  account: Account;
  event: EventRecord;
  endpointId: string;
  attempt: number;
  /** False for the extra copy of a duplicated delivery: only the original settles `pending_webhooks`. */
  original: boolean;
}

export function signatureHeader(secret: string, payload: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export class WebhookDispatcher implements EventSink {
  options: DeliveryOptions;
  readonly attempts: DeliveryAttempt[] = [];
  /** Deliveries scheduled, waiting for a retry, or in flight. */
  private pending = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<ClientRequest>();
  // node:http with keep-alive: fetch (undici) cost the emulator more CPU than everything else it does.
  private readonly agent = new Agent({ keepAlive: true });
  private readonly idleWaiters = new Set<() => void>();
  private reorderBuffer: Task[] = [];
  private reorderTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(options: Partial<DeliveryOptions> = {}) {
    this.options = { ...DEFAULT_DELIVERY, ...options };
  }

  setOptions(options: Partial<DeliveryOptions>): void {
    this.options = { ...this.options, ...options };
  }

  publish(account: Account, event: EventRecord): number {
    const endpoints = account.endpointsFor(event.type);
    account.expectDeliveries(
      event.id,
      endpoints.map((e) => e.id),
    );
    for (const endpoint of endpoints) {
      this.enqueue({ account, event, endpointId: endpoint.id, attempt: 1, original: true });
      if (Math.random() < this.options.duplicateProbability)
        this.enqueue({ account, event, endpointId: endpoint.id, attempt: 1, original: false });
    }
    return endpoints.length;
  }

  /** Resolves once nothing is scheduled or in flight; rejects after timeoutMs. */
  settled(timeoutMs = 30_000): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.idleWaiters.delete(done);
        reject(new Error(`Webhook deliveries not settled after ${timeoutMs} ms (${this.pending} pending)`));
      }, timeoutMs);
      this.idleWaiters.add(done);
    });
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.reorderTimer !== null) clearTimeout(this.reorderTimer);
    for (const req of this.inFlight) req.destroy();
    this.agent.destroy();
    this.pending = 0;
    this.reorderBuffer = [];
    this.notifyIdle();
  }

  private enqueue(task: Task): void {
    if (this.closed) return;
    this.pending++;
    if (!this.options.reorder) {
      this.schedule(task, this.initialDelay());
      return;
    }
    this.reorderBuffer.push(task);
    if (this.reorderTimer === null) {
      const window = Math.max(this.options.delayMs[1], 50);
      this.reorderTimer = setTimeout(() => this.flushReordered(), window);
    }
  }

  private flushReordered(): void {
    this.reorderTimer = null;
    const batch = this.reorderBuffer;
    this.reorderBuffer = [];
    for (let i = batch.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [batch[i], batch[j]] = [batch[j]!, batch[i]!];
    }
    // Sent one after another in the shuffled order (each still gets its random delay on top).
    batch.forEach((task, i) => this.schedule(task, i + this.initialDelay()));
  }

  private initialDelay(): number {
    const [min, max] = this.options.delayMs;
    return min + Math.random() * Math.max(0, max - min);
  }

  private schedule(task: Task, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(task);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(task: Task): Promise<void> {
    const endpoint = task.account.webhookEndpoints.get(task.endpointId);
    const secret = task.account.webhookSecrets.get(task.endpointId);
    // An endpoint deleted or disabled since the event was queued no longer gets it.
    if (endpoint === undefined || secret === undefined || endpoint.status !== 'enabled') return this.finish(task, false);
    const payload = JSON.stringify(task.event, null, 2);
    // 0: connection refused, reset, or timed out.
    const status = await new Promise<number>((resolve) => {
      const tls = endpoint.url.startsWith('https:');
      const req = (tls ? requestTls : request)(
        endpoint.url,
        {
          method: 'POST',
          ...(tls ? {} : { agent: this.agent }),
          timeout: ATTEMPT_TIMEOUT_MS,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(payload),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signatureHeader(secret, payload, nowSeconds()),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        },
      );
      this.inFlight.add(req);
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(0));
      req.on('close', () => this.inFlight.delete(req));
      req.end(payload);
    });
    if (this.closed) return;
    this.attempts.push({ eventId: task.event.id, endpointId: task.endpointId, status, attempt: task.attempt });
    if (status >= 200 && status < 300) return this.finish(task, true);
    const retryDelay = this.options.retryDelaysMs[task.attempt - 1];
    if (retryDelay === undefined) return this.finish(task, false);
    task.attempt++;
    this.schedule(task, retryDelay);
  }

  private finish(task: Task, delivered: boolean): void {
    if (task.original) task.account.settleDelivery(task.event.id, task.endpointId, delivered);
    this.pending--;
    if (this.pending === 0) this.notifyIdle();
  }

  private notifyIdle(): void {
    for (const waiter of [...this.idleWaiters]) waiter();
    this.idleWaiters.clear();
  }
}
