// GET /metrics: each metric is there and moves (a request, a webhook, a failed and then delivered
// alert job, an uncertain answer), the access settings hold, and a scrape never waits for a probe.
import { createServer as createNetServer } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../src/lib/metrics.ts';
import { ADMIN_TOKEN, startTestLevy, type TestLevy } from '../support/levy.ts';
import { addDays, isoDate } from '../../src/tax/dates.ts';

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('GET /metrics', () => {
  let t: TestLevy;
  let hooks: Server;
  let hooksUrl: string;
  const answers: number[] = [];
  const scrape = async () => {
    const res = await t.post('/metrics', undefined, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text;
  };

  beforeAll(async () => {
    t = await startTestLevy({ env: { ALERT_RETRY_BASE_MS: '100' } });
    hooks = createServer((req, res) => req.resume().on('end', () => res.writeHead(answers.shift() ?? 200).end()));
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hooksUrl = `http://127.0.0.1:${(hooks.address() as { port: number }).port}/`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => hooks.close(resolve));
  });

  it('is open by default and holds the process metrics', async () => {
    const text = await scrape();
    expect(text).toMatch(/^levy_process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^levy_nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts requests by operation id and status class', async () => {
    const s = await t.createSeller({ rateLimitPerSecond: 1_000 });
    const before = sample(await scrape(), 'levy_http_request_duration_seconds_count', { operation: 'customers.list', status_class: '2xx' });
    await t.post('/v1/seller/customers/list', {}, { token: s.apiKey });
    await t.post('/v1/seller/customers/list', { limit: 0 }, { token: s.apiKey });
    const text = await scrape();
    expect(sample(text, 'levy_http_request_duration_seconds_count', { operation: 'customers.list', status_class: '2xx' })).toBe(before + 1);
    expect(
      sample(text, 'levy_http_request_duration_seconds_count', { operation: 'customers.list', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'levy_http_request_duration_seconds_bucket', { operation: 'customers.list', status_class: '2xx', le: '+Inf' }),
    ).toBe(before + 1);
  });

  it('counts rejected webhook events by reason', async () => {
    const before = sample(await scrape(), 'levy_webhook_events_total', { outcome: 'rejected', reason: 'unknownIntegration' });
    const res = await t.post('/v1/integrations/id:int_nosuch/webhook', {}, { headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(res.status).toBe(404);
    expect(sample(await scrape(), 'levy_webhook_events_total', { outcome: 'rejected', reason: 'unknownIntegration' })).toBe(before + 1);
  });

  it('counts uncertain answers', async () => {
    const s = await t.createSeller({ rateLimitPerSecond: 1_000 });
    await t.post(
      '/v1/seller/products/create',
      { externalId: 'g', taxCategoryId: { type: 'standard', id: 'tangibleGoods' }, name: 'G' },
      { token: s.apiKey },
    );
    await t.admin(`/admin/v1/sellers/id:${s.sellerId}/registrations/add`, { jurisId: 'us-TX', collectingFrom: '2020-01-01' });
    const before = sample(await scrape(), 'levy_uncertain_local_tax_answers_total');
    const res = await t.post(
      '/v1/seller/transactions/createEphemeral',
      {
        lineItems: [{ productExternalId: 'g', amount: 1000 }],
        currencyCode: 'USD',
        customerAddress: { country: 'US', city: 'Spring', region: 'TX', postalCode: '77373' },
        accountingDate: isoDate(new Date()),
      },
      { token: s.apiKey },
    );
    expect(res.json().taxComplianceMessage?.type).toBe('localJurisdictionsUncertain');
    expect(sample(await scrape(), 'levy_uncertain_local_tax_answers_total')).toBe(before + 1);
  });

  it('counts saves whose threshold figures lack a conversion rate', async () => {
    const s = await t.createSeller({ rateLimitPerSecond: 1_000 });
    await t.post(
      '/v1/seller/products/create',
      { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS' },
      { token: s.apiKey },
    );
    const before = sample(await scrape(), 'levy_threshold_uncertain_figures_total', { reason: 'unconverted' });
    const sale = (id: string, currencyCode: string) =>
      t.post(
        '/v1/seller/transactions/createOrUpdate',
        {
          id,
          lineItems: [{ productExternalId: 'saas', amount: 1000 }],
          currencyCode,
          customerAddress: { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98101' },
          accountingDate: isoDate(new Date()),
        },
        { token: s.apiKey },
      );
    // Rates for dollars and francs (Switzerland counts every sale), none for pounds: a sale in
    // pounds cannot be put in dollars; one in dollars can.
    expect((await t.admin('/admin/v1/conversionRates/load', { csv: `Date,USD,CHF\n${isoDate(new Date())},1.08,0.94\n` })).status).toBe(200);
    expect((await sale('usd', 'USD')).status).toBe(200);
    expect((await sale('gbp', 'GBP')).status).toBe(200);
    expect(sample(await scrape(), 'levy_threshold_uncertain_figures_total', { reason: 'unconverted' })).toBe(before + 1);
  });

  it('counts a failing job as retried, then completed, and the alert as failed then sent; shows the queues', async () => {
    const s = await t.createSeller({ rateLimitPerSecond: 1_000 });
    const api = (path: string, body: unknown = {}) => t.post(path, body, { token: s.apiKey });
    await api('/v1/seller/products/create', { externalId: 'saas', taxCategoryId: { type: 'standard', id: 'saasBusiness' }, name: 'SaaS' });
    await api('/v1/seller/webhookEndpoints/create', { url: hooksUrl, events: ['threshold.exceeded'] });
    const queue = 'threshold-alert-delivery';
    const first = await scrape();
    const before = {
      retried: sample(first, 'levy_jobs_total', { queue, outcome: 'retried' }),
      completed: sample(first, 'levy_jobs_total', { queue, outcome: 'completed' }),
      failed: sample(first, 'levy_threshold_alerts_total', { channel: 'webhook', outcome: 'failed' }),
      sent: sample(first, 'levy_threshold_alerts_total', { channel: 'webhook', outcome: 'sent' }),
    };
    answers.push(500);
    const res = await api('/v1/seller/transactions/createOrUpdate', {
      id: 'm-1',
      lineItems: [{ productExternalId: 'saas', amount: 20_000_000 }],
      currencyCode: 'USD',
      customerAddress: { country: 'US', region: 'WA', city: 'Seattle', postalCode: '98101' },
      accountingDate: addDays(isoDate(new Date()), -1),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => sample(await scrape(), 'levy_threshold_alerts_total', { channel: 'webhook', outcome: 'sent' }), { timeout: 15_000 })
      .toBe(before.sent + 1);
    const text = await scrape();
    expect(sample(text, 'levy_jobs_total', { queue, outcome: 'retried' })).toBe(before.retried + 1);
    expect(sample(text, 'levy_jobs_total', { queue, outcome: 'completed' })).toBe(before.completed + 1);
    expect(sample(text, 'levy_threshold_alerts_total', { channel: 'webhook', outcome: 'failed' })).toBe(before.failed + 1);
    await t.levy.ctx.metrics.refresh();
    const probed = await scrape();
    expect(probed).toMatch(/^levy_queue_jobs\{queue="invoices",state="waiting"\} \d+$/m);
    expect(probed).toMatch(/^levy_queue_jobs\{queue="threshold-alert-delivery",state="delayed"\} \d+$/m);
    expect(probed).toMatch(/^levy_inbox_oldest_event_age_seconds \d/m);
  });
});

describe('metrics settings', () => {
  it('METRICS_ACCESS=admin asks for the admin token', async () => {
    const t = await startTestLevy({ databaseKind: 'pglite', env: { METRICS_ACCESS: 'admin' } });
    try {
      expect((await t.post('/metrics', undefined, { method: 'GET' })).status).toBe(401);
      expect((await t.post('/metrics', undefined, { method: 'GET', token: ADMIN_TOKEN })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('METRICS_PORT serves them on a port of their own, and not on the API port', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const t = await startTestLevy({ databaseKind: 'pglite', env: { METRICS_PORT: String(port) } });
    try {
      expect((await t.post('/metrics', undefined, { method: 'GET' })).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^levy_process_cpu_user_seconds_total/m);
    } finally {
      await t.close();
    }
  });
});

describe('a scrape', () => {
  it('answers from memory: each probe runs at most once per 5 s, and formatting costs well under 5 ms', async () => {
    let reads = 0;
    const metrics = new Metrics({
      queues: async () => ({ invoices: { waiting: 3, active: 1, delayed: 0 } }),
      oldestInboxEvent: async () => (reads++, 42),
    });
    await metrics.refresh();
    expect(reads).toBe(1);
    const started = performance.now();
    for (let i = 0; i < 50; i++) await metrics.text();
    expect((performance.now() - started) / 50).toBeLessThan(5);
    expect(reads).toBe(1);
    const text = await metrics.text();
    expect(text).toMatch(/^levy_queue_jobs\{queue="invoices",state="waiting"\} 3$/m);
    expect(text).toMatch(/^levy_inbox_oldest_event_age_seconds 42$/m);
  });
});
