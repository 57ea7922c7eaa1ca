// Tax rates. Percentage and inclusive are fixed at creation (Stripe makes them immutable);
// archived (active=false) rates keep applying where they are but cannot be newly applied.
import type Stripe from 'stripe';
import type { Account } from '../account.ts';
import { invalidParam, missingParam, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { percentageUnits, unitsOf, type RateInput } from '../money.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { diff } from './diff.ts';

const TAX_TYPES = [
  'amusement_tax',
  'communications_tax',
  'gst',
  'hst',
  'igst',
  'jct',
  'lease_tax',
  'pst',
  'qst',
  'retail_delivery_fee',
  'rst',
  'sales_tax',
  'service_tax',
  'vat',
] as const;

export function getTaxRate(account: Account, id: string, param = 'id'): Stripe.TaxRate {
  const rate = account.taxRates.get(id);
  if (rate === undefined) throw notFound('txr', id, param);
  return rate;
}

/** Tax rate ids for a new application (line, item, default): each must exist and be active. */
export function taxRateIdsParam(account: Account, params: Params, key: string): string[] | undefined {
  const ids = params.strList(key);
  if (ids === undefined) return undefined;
  ids.forEach((id, i) => {
    const rate = getTaxRate(account, id, `${params.name(key)}[${i}]`);
    if (!rate.active) throw invalidParam(`${params.name(key)}[${i}]`, `Tax rate ${id} is archived (active=false) and cannot be applied.`);
  });
  if (new Set(ids).size !== ids.length) throw invalidParam(params.name(key), 'The same tax rate cannot be applied twice.');
  return ids;
}

export function rateInputs(account: Account, ids: readonly string[]): RateInput[] {
  return ids.map((id) => {
    const r = getTaxRate(account, id);
    return { id, units: unitsOf(r.percentage), inclusive: r.inclusive };
  });
}

function applyEditable(rate: Stripe.TaxRate, p: Params): void {
  const displayName = p.str('display_name');
  if (displayName !== undefined) {
    if (displayName === '') throw invalidParam('display_name', 'display_name cannot be empty.');
    rate.display_name = displayName;
  }
  const active = p.bool('active');
  if (active !== undefined) rate.active = active;
  for (const key of ['country', 'state', 'jurisdiction', 'description'] as const) {
    const v = p.nullableStr(key);
    if (v !== undefined) rate[key] = v;
  }
  const taxType = p.oneOf('tax_type', TAX_TYPES);
  if (taxType !== undefined) rate.tax_type = taxType;
  rate.metadata = mergeMetadata(rate.metadata ?? {}, p);
}

function create(ctx: Ctx): object {
  const p = ctx.params;
  const raw = p.str('percentage');
  if (raw === undefined) throw missingParam('percentage');
  const units = percentageUnits(raw);
  if (units === null || units > 100n * 10_000n)
    throw invalidParam('percentage', `Invalid percentage: ${raw} (a number from 0 to 100 with at most 4 decimal places).`);
  const inclusive = p.bool('inclusive');
  if (inclusive === undefined) throw missingParam('inclusive');
  if (!p.has('display_name')) throw missingParam('display_name');
  const rate: Stripe.TaxRate = {
    id: newId('txr'),
    object: 'tax_rate',
    active: true,
    country: null,
    created: ctx.account.now(),
    description: null,
    display_name: '',
    effective_percentage: null,
    flat_amount: null,
    inclusive,
    jurisdiction: null,
    jurisdiction_level: null,
    livemode: false,
    metadata: {},
    percentage: Number(units) / 10_000,
    rate_type: 'percentage',
    state: null,
    tax_type: null,
  };
  applyEditable(rate, p);
  ctx.account.taxRates.set(rate.id, rate);
  ctx.emit('tax_rate.created', rate);
  return structuredClone(rate);
}

function update(ctx: Ctx): object {
  const rate = getTaxRate(ctx.account, ctx.path.id!);
  for (const immutable of ['percentage', 'inclusive']) {
    if (ctx.params.has(immutable))
      throw invalidParam(
        immutable,
        `Received unknown parameter: ${immutable} (a tax rate's ${immutable} cannot be changed).`,
        'parameter_unknown',
      );
  }
  const before = structuredClone(rate);
  applyEditable(rate, ctx.params);
  const previous = diff(before, rate);
  if (previous !== null) ctx.emit('tax_rate.updated', rate, previous);
  return structuredClone(rate);
}

function list(ctx: Ctx): object {
  const active = ctx.params.bool('active');
  const inclusive = ctx.params.bool('inclusive');
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.taxRates.values()).filter(
    (r) => (active === undefined || r.active === active) && (inclusive === undefined || r.inclusive === inclusive) && created(r.created),
  );
  return paginate(items, ctx.params, '/v1/tax_rates', (r) => structuredClone(r));
}

export const taxRateRoutes = [
  route('POST', '/v1/tax_rates', create),
  route('GET', '/v1/tax_rates', list),
  route('GET', '/v1/tax_rates/:id', (ctx) => structuredClone(getTaxRate(ctx.account, ctx.path.id!))),
  route('POST', '/v1/tax_rates/:id', update),
];
