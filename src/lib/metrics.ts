// Prometheus metrics of one process (docs/operations.md lists them). Counters and histograms are
// updated where things happen. Gauges that need Redis or the database are read by probes at most
// every few seconds, in the background. A scrape only formats numbers in memory.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How long a probe's answer stands before a scrape asks for a new one. */
const PROBE_TTL_MS = 5_000;

export type QueueCounts = Record<string, { waiting: number; active: number; delayed: number }>;

export interface MetricsProbes {
  /** Jobs per queue and state (Redis). */
  queues?: () => Promise<QueueCounts>;
  /** Age in seconds of the oldest inbox event not yet done, or null when there is none (database). */
  oldestInboxEvent?: () => Promise<number | null>;
}

/** A data set the tax core answers from, and the last day it vouches for its rates. */
export interface DataSetInUse {
  name: string;
  goodThrough: string;
}

export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'levy_http_request_duration_seconds',
    help: 'HTTP requests by operation id (or route) and status class',
    labelNames: ['operation', 'status_class'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly webhookEvents = new Counter({
    name: 'levy_webhook_events_total',
    help: 'Processor webhook events: received (stored for work), ignored (acknowledged, nothing to do) or rejected, by reason',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: 'levy_jobs_total',
    help: 'Job runs by queue and outcome: completed, retried (failed, will run again) or failed (no tries left)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly unprocessedInvoices = new Counter({
    name: 'levy_unprocessed_invoices_total',
    help: 'Invoices listed as unprocessed after their last try, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly uncertainAnswers = new Counter({
    name: 'levy_uncertain_local_tax_answers_total',
    help: 'Calculations answered (or refused) with localJurisdictionsUncertain',
    registers: [this.registry],
  });
  readonly staleRateAnswers = new Counter({
    name: 'levy_stale_rate_data_answers_total',
    help: 'Calculations answered with rateDataMayBeStale: a jurisdiction applied whose data set vouches for its rates only up to a day before the tax date',
    registers: [this.registry],
  });
  readonly taxDataUpdates = new Counter({
    name: 'levy_tax_data_update_sources_total',
    help: '`levy data update` runs (by an operator or on the schedule), per source and outcome: updated, current (nothing newer) or failed (nothing changed; the report says why); unreachable counts a run whose location could not be read',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly preparedTaxDifferences = new Counter({
    name: 'levy_prepared_tax_differences_total',
    help: "prepareTax lines whose Stripe charge on the prepared tax rates (each rate rounded on its own) differs from Levy's tax; each is also logged and shown in the answer's difference",
    registers: [this.registry],
  });
  readonly incompleteWorksheets = new Counter({
    name: 'levy_worksheet_incomplete_parts_total',
    help: "Return worksheets built with parts Levy cannot fill: kind code (jurisdictions without the code their state's return asks for) or location (sales without the location code their state's return reports them by), counted per jurisdiction or sale",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly thresholdUncertainty = new Counter({
    name: 'levy_threshold_uncertain_figures_total',
    help: 'Saves whose threshold figures are not sure: unconverted (no ECB rate for the sale day) or concurrentSave (two processes saved one transaction; the seller is rebuilt)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly thresholdAlerts = new Counter({
    name: 'levy_threshold_alerts_total',
    help: 'Threshold alert deliveries by channel (webhook, email) and outcome (sent, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly geocoderRequests = new Counter({
    name: 'levy_geocoder_requests_total',
    help: 'Requests to the street-address geocoder (US_GEOCODER), by outcome: match, noMatch, severalMatches (matches in different places: none used) or failed',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly geocoderCacheHits = new Counter({
    name: 'levy_geocoder_cache_hits_total',
    help: "Street-address lookups answered without a request, from this process's memory or the database (an answer another process stored, or one it was waiting for)",
    labelNames: ['layer'] as const,
    registers: [this.registry],
  });
  readonly geocoderNoMatches = new Counter({
    name: 'levy_geocoder_no_match_total',
    help: "Geocoder answers that placed nothing: no match, or several matches in different places (kind). The address falls back to its ZIP code's answer",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly geocoderFailures = new Counter({
    name: 'levy_geocoder_failures_total',
    help: "Street-address lookups that fell back to the ZIP code's answer for want of one, by reason: timeout, http5xx, http4xx, network, invalidResponse, circuitOpen (the breaker refused the call), or waitTimeout (another process's request for the address did not end in time)",
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly geocoderDuration = new Histogram({
    name: 'levy_geocoder_request_duration_seconds',
    help: 'Duration of requests to the street-address geocoder, by outcome (as levy_geocoder_requests_total)',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers: [this.registry],
  });
  private readonly probed = { at: 0, running: false };

  constructor(private readonly probes: MetricsProbes = {}) {
    collectDefaultMetrics({ register: this.registry, prefix: 'levy_' });
    // prom-client calls `collect` with the gauge as `this`: the probes are read through the Metrics object.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const metrics = this;
    new Gauge({
      name: 'levy_queue_jobs',
      help: `Jobs per queue and state (waiting, active, delayed), read at most every ${PROBE_TTL_MS / 1000} s`,
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      collect() {
        metrics.refreshProbes();
        for (const [queue, counts] of Object.entries(metrics.queueCounts)) {
          for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ queue, state }, counts[state]);
        }
      },
    });
    new Gauge({
      name: 'levy_tax_data_quarters_behind',
      help: 'Per data set in use (the built-in content, each imported file in force): how many quarters today lies past the last one it vouches for (0 while current). Alert on > 0 for stale answers, > 1 for a source more than a quarter old',
      labelNames: ['data_set'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const now = new Date();
        const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
        for (const { name, goodThrough } of metrics.dataSets()) {
          const last = Number(goodThrough.slice(0, 4)) * 4 + Math.floor((Number(goodThrough.slice(5, 7)) - 1) / 3);
          this.set({ data_set: name }, Math.max(0, current - last));
        }
      },
    });
    new Gauge({
      name: 'levy_inbox_oldest_event_age_seconds',
      help: `Age of the oldest webhook event not yet worked on (0 when none), read at most every ${PROBE_TTL_MS / 1000} s`,
      registers: [this.registry],
      collect() {
        metrics.refreshProbes();
        this.set(metrics.oldestInboxEvent ?? 0);
      },
    });
  }

  private dataSets: () => readonly DataSetInUse[] = () => [];

  /** Where the data sets in use are read from for levy_tax_data_quarters_behind (set by the app context). */
  watchTaxData(dataSets: () => readonly DataSetInUse[]): void {
    this.dataSets = dataSets;
  }

  private queueCounts: QueueCounts = {};
  private oldestInboxEvent: number | null = null;

  /** Starts a background read of the probes when the last one is stale; the scrape answers what is known. */
  private refreshProbes(): void {
    if (this.probed.running || Date.now() - this.probed.at < PROBE_TTL_MS) return;
    this.probed.running = true;
    void Promise.all([
      this.probes.queues?.().then((counts) => (this.queueCounts = counts)),
      this.probes.oldestInboxEvent?.().then((age) => (this.oldestInboxEvent = age)),
    ])
      .catch(() => {})
      .finally(() => {
        this.probed.at = Date.now();
        this.probed.running = false;
      });
  }

  /** Reads the probes now (tests and the first scrape after start). */
  async refresh(): Promise<void> {
    this.probed.at = 0;
    this.refreshProbes();
    while (this.probed.running) await new Promise((r) => setTimeout(r, 5));
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
