// The rules as the Markdown table of docs/thresholds.md (scripts/thresholds-table.ts writes it; a
// test checks the document holds the table the data gives).
import { builtInContent } from '../content/built-in.ts';
import type { ThresholdPeriod, ThresholdRule } from './types.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function periodText(p: ThresholdPeriod): string {
  switch (p.kind) {
    case 'year': {
      const year = p.startMonth === 1 ? 'calendar year' : `year from ${MONTHS[p.startMonth - 1]} 1`;
      return { currentOrPrevious: `current or previous ${year}`, previous: `previous ${year}`, twoYearsPrior: `${year} two years before` }[
        p.measured
      ];
    }
    case 'rolling12Months':
      return '12 months to date';
    case 'precedingQuarters':
      return `${p.count} quarters to date (quarters from ${MONTHS[p.firstQuarterStartMonth - 1]})`;
  }
}

const limitText = (r: ThresholdRule) =>
  [
    r.salesAmount !== null ? `${r.currency} ${Number(r.salesAmount).toLocaleString('en-US')}` : null,
    r.combine !== 'salesOnly' && r.transactionCount !== null ? `${r.transactionCount} transactions` : null,
  ]
    .filter((x) => x !== null)
    .join(r.combine === 'both' ? ' and ' : ' or ');

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function thresholdRulesTable(): string {
  const rows = builtInContent().thresholds.flatMap((j) =>
    j.rules.map((r) =>
      [
        j.jurisId,
        j.name,
        `${r.from ?? '…'} – ${r.to ?? '…'}`,
        limitText(r),
        periodText(r.period),
        r.basis + (r.scope === 'worldwide' ? ' (worldwide)' : ''),
        r.sellers === 'all' ? 'all' : r.sellers === 'establishedInside' ? 'established inside' : 'established outside',
        r.obligationBegins,
        r.includesMarketplaceSales ? 'yes' : 'no',
        r.verified ? 'yes' : 'no',
        r.source,
      ]
        .map((c) => cell(String(c)))
        .join(' | '),
    ),
  );
  return [
    '| jurisId | name | in force | limit | measured over | counts | sellers | registration from | marketplace sales count | verified | source |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}
