// The seller console's map and chart views: markup is checked with regular expressions over the rendered text.
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyTicks, monthlyChart } from '../../src/console/views/monthly-chart.ts';
import {
  formatPercent,
  mapLegend,
  US_MAP_COLOURS,
  US_MAP_CSS,
  US_TILES,
  usTileMap,
  type MapState,
} from '../../src/console/views/us-map.ts';

/** Every start tag named `tag` with its attributes as a record (values unescaped only for &quot;). */
function tags(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}

/** The markup of each state: from its <g data-juris-id> start tag to the matching </g>. */
function stateBlocks(markup: string): Map<string, string> {
  return new Map([...markup.matchAll(/<g [^>]*data-juris-id="([^"]+)"[^>]*>([\s\S]*?)<\/g>/g)].map((m) => [m[1]!, m[0]]));
}

const SAMPLE: MapState[] = [
  { jurisId: 'us-NY', jurisName: 'New York', status: 'exceeded', percentOfLimit: 123.4 },
  { jurisId: 'us-CA', jurisName: 'California', status: 'approaching', percentOfLimit: 80.5 },
  { jurisId: 'us-TX', jurisName: 'Texas', status: 'registered', percentOfLimit: 0 },
  { jurisId: 'us-WA', jurisName: 'Washington', status: 'notApproaching', percentOfLimit: 0.5 },
];

describe('usTileMap', () => {
  it('lays out 51 distinct tiles on a 12 x 8 grid with AK top left, ME top right, HI bottom left', () => {
    expect(US_TILES).toHaveLength(51);
    expect(new Set(US_TILES.map((t) => t.jurisId)).size).toBe(51);
    expect(new Set(US_TILES.map((t) => `${t.col},${t.row}`)).size).toBe(51);
    for (const t of US_TILES) {
      expect(t.jurisId).toMatch(/^us-[A-Z]{2}$/);
      expect(t.col).toBeGreaterThanOrEqual(0);
      expect(t.col).toBeLessThan(12);
      expect(t.row).toBeGreaterThanOrEqual(0);
      expect(t.row).toBeLessThan(8);
    }
    const at = (id: string) => US_TILES.find((t) => t.jurisId === id)!;
    expect([at('us-AK').col, at('us-AK').row]).toEqual([0, 0]);
    expect([at('us-ME').col, at('us-ME').row]).toEqual([11, 0]);
    expect([at('us-HI').col, at('us-HI').row]).toEqual([0, 7]);
    expect(at('us-FL').row).toBe(7);
  });

  it('renders 51 elements with data-juris-id, each with exactly one status class', () => {
    const markup = usTileMap(SAMPLE).text;
    const carriers = tags(markup, 'g').filter((a) => 'data-juris-id' in a);
    expect(carriers).toHaveLength(51);
    expect(new Set(carriers.map((a) => a['data-juris-id'])).size).toBe(51);
    const statuses = ['notApproaching', 'approaching', 'exceeded', 'registered', 'unknown'];
    for (const a of carriers) {
      const classes = a.class!.split(/\s+/);
      expect(classes[0]).toBe('state');
      expect(classes.filter((c) => statuses.includes(c))).toHaveLength(1);
      expect(classes).toHaveLength(2);
    }
    const classOf = (id: string) => carriers.find((a) => a['data-juris-id'] === id)!.class;
    expect(classOf('us-NY')).toBe('state exceeded');
    expect(classOf('us-CA')).toBe('state approaching');
    expect(classOf('us-TX')).toBe('state registered');
    expect(classOf('us-WA')).toBe('state notApproaching');
    expect(carriers.filter((a) => a.class === 'state unknown')).toHaveLength(47);
  });

  it('gives each state its postal code and a title with status and percent of the limit', () => {
    const blocks = stateBlocks(usTileMap(SAMPLE).text);
    expect(blocks.get('us-NY')).toContain('<title>New York — exceeded (123.4% of the limit)</title>');
    expect(blocks.get('us-NY')).toMatch(/<text[^>]*>NY<\/text>/);
    expect(blocks.get('us-CA')).toContain('<title>California — approaching (80.5% of the limit)</title>');
    expect(blocks.get('us-TX')).toContain('<title>Texas — registered (0.0% of the limit)</title>');
    expect(blocks.get('us-WA')).toContain('<title>Washington — not approaching (0.5% of the limit)</title>');
    expect(blocks.get('us-DC')).toContain('<title>District of Columbia — no data</title>');
    expect(blocks.get('us-DC')).toMatch(/<text[^>]*>DC<\/text>/);
  });

  it('marks every state unknown when there is no data, and ignores entries for other jurisdictions', () => {
    const markup = usTileMap([{ jurisId: 'ca-ON', jurisName: 'Ontario', status: 'exceeded', percentOfLimit: 200 }]).text;
    const carriers = tags(markup, 'g').filter((a) => 'data-juris-id' in a);
    expect(carriers).toHaveLength(51);
    expect(carriers.every((a) => a.class === 'state unknown')).toBe(true);
    expect(markup).not.toContain('Ontario');
  });

  it('reads a lower-case postal code as the same state', () => {
    const markup = usTileMap([{ jurisId: 'us-ny', jurisName: 'New York', status: 'registered', percentOfLimit: 1 }]).text;
    expect(tags(markup, 'g').find((a) => a['data-juris-id'] === 'us-NY')!.class).toBe('state registered');
  });

  it('escapes a hostile jurisName and a hostile link', () => {
    const markup = usTileMap([{ jurisId: 'us-NY', jurisName: '<script>alert("x")</script>', status: 'exceeded', percentOfLimit: 0.1 }], {
      href: () => '/x"><script>alert(1)</script>',
    }).text;
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; — exceeded (0.1% of the limit)');
    expect(markup).toContain('href="/x&quot;&gt;&lt;script&gt;');
  });

  it('is an accessible group named by its title, with a labelled link per state when href is given', () => {
    const markup = usTileMap(SAMPLE, { href: (id) => `/console/thresholds/${id}` }).text;
    const [svg] = tags(markup, 'svg');
    expect(svg!.role).toBe('group');
    expect(svg!.viewBox).toBe('0 0 672 448');
    expect(markup).toContain(`<title id="${svg!['aria-labelledby']}">`);
    const links = tags(markup, 'a');
    expect(links).toHaveLength(51);
    expect(links.every((a) => a.href!.startsWith('/console/thresholds/us-') && a['aria-label']!.length > 0)).toBe(true);
    expect(links.find((a) => a.href === '/console/thresholds/us-NY')!['aria-label']).toBe('New York — exceeded (123.4% of the limit)');
    // Each link holds exactly one state.
    expect([...markup.matchAll(/<a [^>]*>\s*<g [^>]*data-juris-id="[^"]+"[^>]*>[\s\S]*?<\/g><\/a>/g)]).toHaveLength(51);
  });

  it('has no links without href, and takes a title id for pages with more than one map', () => {
    const markup = usTileMap(SAMPLE, { id: 'map-2', title: 'Second map' }).text;
    expect(tags(markup, 'a')).toHaveLength(0);
    expect(tags(markup, 'svg')[0]!['aria-labelledby']).toBe('map-2');
    expect(markup).toContain('<title id="map-2">Second map</title>');
  });

  it('formats tenths of a percent', () => {
    expect(formatPercent(123.4)).toBe('123.4%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(-1.5)).toBe('-1.5%');
  });

  it('styles every class in US_MAP_CSS with text that contrasts at least 4.5:1 with its tile', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const [status, { fill, text }] of Object.entries(US_MAP_COLOURS)) {
      expect(US_MAP_CSS).toContain(`.us-map .state.${status} rect { fill: ${fill}; }`);
      expect(US_MAP_CSS).toContain(`.us-map .state.${status} text { fill: ${text}; }`);
      const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a);
      expect((light! + 0.05) / (dark! + 0.05), status).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a legend with the four statuses in plain English, and the grey of states without a threshold', () => {
    const markup = mapLegend().text;
    const items = [...markup.matchAll(/<li><span class="swatch (\w+)" aria-hidden="true"><\/span>([^<]+)<\/li>/g)].map((m) => [m[1], m[2]]);
    expect(items).toEqual([
      ['notApproaching', 'Not approaching'],
      ['approaching', 'Approaching'],
      ['exceeded', 'Exceeded — register'],
      ['registered', 'Registered'],
      ['unknown', 'No threshold (no state sales tax)'],
    ]);
  });
});

describe('formatMoney', () => {
  it('formats minor units with integer arithmetic', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(-500, 'USD')).toBe('-$5.00');
    expect(formatMoney(-5, 'EUR')).toBe('-€0.05');
    expect(formatMoney(12000000, 'EUR')).toBe('€120,000.00');
    expect(formatMoney(12000000, 'chf')).toBe('CHF 120,000.00');
    expect(formatMoney(1234, 'JPY')).toBe('JPY 1,234');
    expect(formatMoney(-1234567, 'KRW')).toBe('-KRW 1,234,567');
    expect(formatMoney(0, 'JPY')).toBe('JPY 0');
  });

  it('is exact where dividing by 100 in floating point is not', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(29, 'USD')).toBe('$0.29');
    expect(formatMoney(1005, 'USD')).toBe('$10.05');
  });
});

describe('moneyTicks', () => {
  it('returns 3 to 5 round ticks covering the range', () => {
    for (const [lo, hi] of [
      [0, 1],
      [0, 99],
      [0, 12345],
      [0, 10000000],
      [0, 12000000],
      [0, 98765432],
      [-50000, 200000],
      [-300000, 0],
      [0, 0],
    ] as const) {
      const ticks = moneyTicks(lo, hi, 'USD');
      expect(ticks.length, `${lo}..${hi}`).toBeGreaterThanOrEqual(3);
      expect(ticks.length, `${lo}..${hi}`).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBeLessThanOrEqual(lo);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(hi);
      expect(ticks).toContain(0);
      for (const t of ticks) expect(Math.abs(t % 100)).toBe(0); // whole dollars
    }
    expect(moneyTicks(0, 12000000, 'USD')).toEqual([0, 5000000, 10000000, 15000000]);
    expect(moneyTicks(0, 1234, 'JPY')).toEqual([0, 500, 1000, 1500]);
  });
});

describe('monthlyChart', () => {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    amount: (i + 1) * 100000 + 67,
    transactionCount: i + 40,
  }));

  it('draws one bar per month with a title for each', () => {
    const markup = monthlyChart(months, { currencyCode: 'USD', title: 'Sales in New York' }).text;
    expect(tags(markup, 'g').filter((a) => a.class === 'bar')).toHaveLength(12);
    expect(tags(markup, 'rect').filter((a) => a.class === 'value')).toHaveLength(12);
    expect(markup).toContain('<title>2025-03: $3,000.67 in 42 transactions</title>');
    expect(markup).toMatch(/<text class="month"[^>]*>2025-12<\/text>/);
    for (const r of tags(markup, 'rect'))
      for (const k of ['x', 'y', 'width', 'height']) expect(Number.isFinite(Number(r[k])), `${k}=${r[k]}`).toBe(true);
  });

  it('is a scalable image with a summary label', () => {
    const markup = monthlyChart(months, { currencyCode: 'USD', title: 'Sales in New York' }).text;
    const [svg] = tags(markup, 'svg');
    expect(svg!.role).toBe('img');
    expect(svg!.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(svg!['aria-label']).toBe(
      'Sales in New York: 12 months, 2025-01 to 2025-12; total $78,008.04 in 546 transactions; highest month 2025-12 at $12,000.67.',
    );
  });

  it('draws y ticks as whole money and makes bars taller for larger amounts', () => {
    const markup = monthlyChart(months, { currencyCode: 'USD', title: 't' }).text;
    const tickLabels = [...markup.matchAll(/<g class="tick">[\s\S]*?<text[^>]*>([^<]+)<\/text><\/g>/g)].map((m) => m[1]);
    expect(tickLabels).toEqual(['$0', '$5,000', '$10,000', '$15,000']);
    const heights = tags(markup, 'rect')
      .filter((a) => a.class === 'value')
      .map((a) => Number(a.height));
    for (let i = 1; i < heights.length; i++) expect(heights[i]).toBeGreaterThan(heights[i - 1]!);
  });

  it('draws the limit as a dashed line only when given, and scales to include it', () => {
    const without = monthlyChart(months, { currencyCode: 'USD', title: 't' }).text;
    expect(without).not.toContain('class="limit"');
    expect(without).not.toContain('stroke-dasharray');
    for (const limit of [null, undefined])
      expect(monthlyChart(months, { currencyCode: 'USD', title: 't', limit }).text).not.toContain('class="limit"');

    const withLimit = monthlyChart(months, { currencyCode: 'USD', title: 't', limit: 10000000 }).text;
    const line = withLimit.match(/<g class="limit">[\s\S]*?<line ([^>]*)\/>/);
    expect(line).not.toBeNull();
    expect(line![1]).toContain('stroke-dasharray="6 4"');
    expect(withLimit).toContain('Limit $100,000.00');
    expect(withLimit).toContain('$100,000</text>');
    expect(tags(withLimit, 'svg')[0]!['aria-label']).toMatch(/Limit: \$100,000\.00\.$/);
    // The limit lies inside the plot: at or below the top tick.
    const y1 = Number(line![1]!.match(/y1="([^"]+)"/)![1]);
    const topTick = Math.min(...[...withLimit.matchAll(/<g class="tick"><line [^>]*y1="([^"]+)"/g)].map((m) => Number(m[1])));
    expect(y1).toBeGreaterThanOrEqual(topTick);
  });

  it('shows every third month label when there are many months', () => {
    const many = Array.from({ length: 24 }, (_, i) => ({
      month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      amount: 1000,
      transactionCount: 1,
    }));
    const markup = monthlyChart(many, { currencyCode: 'EUR', title: 't' }).text;
    expect(tags(markup, 'g').filter((a) => a.class === 'bar')).toHaveLength(24);
    const labels = [...markup.matchAll(/<text class="month"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(labels).toEqual(['2024-03', '2024-06', '2024-09', '2024-12', '2025-03', '2025-06', '2025-09', '2025-12']);
    expect(markup).toContain('<title>2024-01: €10.00 in 1 transaction</title>');
  });

  it('renders all-zero and empty data without dividing by zero', () => {
    const zeros = monthlyChart(
      [
        { month: '2026-01', amount: 0, transactionCount: 0 },
        { month: '2026-02', amount: 0, transactionCount: 0 },
      ],
      { currencyCode: 'USD', title: 'Nothing yet' },
    ).text;
    const empty = monthlyChart([], { currencyCode: 'USD', title: 'Nothing yet' }).text;
    const zeroLimit = monthlyChart([{ month: '2026-01', amount: 0, transactionCount: 0 }], {
      currencyCode: 'USD',
      title: 't',
      limit: 0,
    }).text;
    for (const markup of [zeros, empty, zeroLimit]) {
      expect(markup).not.toMatch(/NaN|Infinity/);
      expect(markup).toMatch(/^<svg [\s\S]*<\/svg>$/);
    }
    expect(tags(zeros, 'g').filter((a) => a.class === 'bar')).toHaveLength(2);
    expect(
      tags(zeros, 'rect')
        .filter((a) => a.class === 'value')
        .map((a) => a.height),
    ).toEqual(['0', '0']);
    expect(zeros).toContain('<title>2026-01: $0.00 in 0 transactions</title>');
    expect(tags(empty, 'g').filter((a) => a.class === 'bar')).toHaveLength(0);
    expect(empty).toContain('No sales in this period');
    expect(tags(empty, 'svg')[0]!['aria-label']).toBe('Nothing yet: no months to show.');
  });

  it('draws negative months below the zero line and escapes the title', () => {
    const markup = monthlyChart(
      [
        { month: '2026-01', amount: 50000, transactionCount: 3 },
        { month: '2026-02', amount: -20000, transactionCount: 1 },
      ],
      { currencyCode: 'USD', title: '<b>"Refunds"</b>' },
    ).text;
    expect(markup).not.toContain('<b>');
    expect(tags(markup, 'svg')[0]!['aria-label']).toContain('&lt;b&gt;&quot;Refunds&quot;&lt;/b&gt;');
    expect(markup).toContain('<title>2026-02: -$200.00 in 1 transaction</title>');
    const baseline = Number(tags(markup, 'line').find((a) => a.class === 'baseline')!.y1);
    const [jan, feb] = tags(markup, 'rect').filter((a) => a.class === 'value');
    expect(Number(jan!.y) + Number(jan!.height)).toBeCloseTo(baseline, 0);
    expect(Number(feb!.y)).toBeCloseTo(baseline, 0);
    expect(Number(feb!.height)).toBeGreaterThan(0);
  });

  it('sorts months into calendar order', () => {
    const markup = monthlyChart(
      [
        { month: '2026-03', amount: 1, transactionCount: 1 },
        { month: '2026-01', amount: 2, transactionCount: 1 },
        { month: '2026-02', amount: 3, transactionCount: 1 },
      ],
      { currencyCode: 'USD', title: 't' },
    ).text;
    expect(
      tags(markup, 'g')
        .filter((a) => a.class === 'bar')
        .map((a) => a['data-month']),
    ).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});
