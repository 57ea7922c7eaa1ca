// Products and prices. Invoice items' `price_data` also creates prices here (inactive one-off
// prices, as Stripe does), so every priced line can name `price_details.price` and `.product`.
import type Stripe from 'stripe';
import type { Account } from '../account.ts';
import { invalidParam, missingParam, notFound, StripeApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { diff } from './diff.ts';

export function getProduct(account: Account, id: string, param = 'id'): Stripe.Product {
  const product = account.products.get(id);
  if (product === undefined) throw notFound('prod', id, param);
  return product;
}

export function getPrice(account: Account, id: string, param = 'id'): Stripe.Price {
  const price = account.prices.get(id);
  if (price === undefined) throw notFound('price', id, param);
  return price;
}

function applyProductParams(p: Stripe.Product, params: Params): void {
  const name = params.str('name');
  if (name !== undefined) {
    if (name === '') throw invalidParam('name', 'A product name cannot be empty.');
    p.name = name;
  }
  const description = params.nullableStr('description');
  if (description !== undefined) p.description = description;
  const active = params.bool('active');
  if (active !== undefined) p.active = active;
  const taxCode = params.nullableStr('tax_code');
  if (taxCode !== undefined) p.tax_code = taxCode;
  const unitLabel = params.nullableStr('unit_label');
  if (unitLabel !== undefined) p.unit_label = unitLabel;
  p.metadata = mergeMetadata(p.metadata, params);
}

function createProduct(ctx: Ctx): object {
  const id = ctx.params.str('id') ?? newId('prod');
  if (ctx.account.products.has(id))
    throw new StripeApiError(400, 'invalid_request_error', `Product already exists.`, 'resource_already_exists', 'id');
  if (!ctx.params.has('name')) throw missingParam('name');
  const now = ctx.account.now();
  const product = newProduct(id, now);
  applyProductParams(product, ctx.params);
  ctx.account.products.set(id, product);
  ctx.emit('product.created', product);
  return structuredClone(product);
}

function updateProduct(ctx: Ctx): object {
  const product = getProduct(ctx.account, ctx.path.id!);
  const before = structuredClone(product);
  applyProductParams(product, ctx.params);
  const previous = diff(before, product);
  if (previous !== null) {
    product.updated = ctx.account.now();
    ctx.emit('product.updated', product, previous);
  }
  return structuredClone(product);
}

function deleteProduct(ctx: Ctx): object {
  const product = getProduct(ctx.account, ctx.path.id!);
  if ([...ctx.account.prices.values()].some((p) => p.product === product.id && p.active)) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'This product cannot be deleted because it has one or more user-created prices.',
    );
  }
  ctx.account.products.delete(product.id);
  ctx.emit('product.deleted', product);
  return { id: product.id, object: 'product', deleted: true };
}

function listProducts(ctx: Ctx): object {
  const active = ctx.params.bool('active');
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.products.values()).filter(
    (p) => (active === undefined || p.active === active) && created(p.created),
  );
  return paginate(items, ctx.params, '/v1/products', (p) => structuredClone(p));
}

export interface NewPrice {
  product: string;
  currency: string;
  unitAmountDecimal: string;
  recurring?: Stripe.Price.Recurring | null;
  active?: boolean;
  metadata?: Record<string, string>;
  taxBehavior?: Stripe.Price.TaxBehavior;
}

export function addPrice(account: Account, p: NewPrice): Stripe.Price {
  const unit = Number(p.unitAmountDecimal);
  const price: Stripe.Price = {
    id: newId('price'),
    object: 'price',
    active: p.active ?? true,
    billing_scheme: 'per_unit',
    created: account.now(),
    currency: p.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: p.metadata ?? {},
    nickname: null,
    product: p.product,
    recurring: p.recurring ?? null,
    tax_behavior: p.taxBehavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: p.recurring ? 'recurring' : 'one_time',
    unit_amount: Number.isInteger(unit) ? unit : null,
    unit_amount_decimal: p.unitAmountDecimal as unknown as Stripe.Decimal,
  };
  account.prices.set(price.id, price);
  return price;
}

/** A unit amount given as `unit_amount` or `unit_amount_decimal`. */
export function unitAmountParam(params: Params): string | undefined {
  const amount = params.int('unit_amount');
  if (amount !== undefined) {
    if (amount < 0) throw invalidParam(params.name('unit_amount'), 'unit_amount must be at least 0.');
    return String(amount);
  }
  return params.decimal('unit_amount_decimal');
}

function createPrice(ctx: Ctx): object {
  const p = ctx.params;
  let product = p.str('product');
  const productData = p.obj('product_data');
  if (product === undefined && productData !== undefined) {
    product = newId('prod');
    const now = ctx.account.now();
    ctx.account.products.set(product, {
      ...newProduct(product, now),
      metadata: mergeMetadata({}, productData),
      name: productData.requiredStr('name'),
      tax_code: productData.str('tax_code') ?? null,
    });
  }
  if (product === undefined) throw missingParam('product');
  getProduct(ctx.account, product, 'product');
  const unit = unitAmountParam(p);
  if (unit === undefined) throw missingParam('unit_amount');
  const recurringParams = p.obj('recurring');
  const recurring: Stripe.Price.Recurring | null = recurringParams
    ? {
        interval: recurringParams.oneOf('interval', ['day', 'week', 'month', 'year'] as const) ?? 'month',
        interval_count: recurringParams.int('interval_count') ?? 1,
        meter: null,
        trial_period_days: null,
        usage_type: 'licensed',
      }
    : null;
  const price = addPrice(ctx.account, {
    product,
    currency: p.requiredStr('currency').toLowerCase(),
    unitAmountDecimal: unit,
    recurring,
    metadata: mergeMetadata({}, p),
    taxBehavior: p.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const) ?? 'unspecified',
  });
  ctx.emit('price.created', price);
  return structuredClone(price);
}

function updatePrice(ctx: Ctx): object {
  const price = getPrice(ctx.account, ctx.path.id!);
  const active = ctx.params.bool('active');
  if (active !== undefined) price.active = active;
  price.metadata = mergeMetadata(price.metadata, ctx.params);
  return structuredClone(price);
}

function listPrices(ctx: Ctx): object {
  const product = ctx.params.str('product');
  const active = ctx.params.bool('active');
  const items = newestFirst(ctx.account.prices.values()).filter(
    (p) => (product === undefined || p.product === product) && (active === undefined || p.active === active),
  );
  return paginate(items, ctx.params, '/v1/prices', (p) => structuredClone(p));
}

export const productRoutes = [
  route('POST', '/v1/products', createProduct),
  route('GET', '/v1/products', listProducts),
  route('GET', '/v1/products/:id', (ctx) => structuredClone(getProduct(ctx.account, ctx.path.id!))),
  route('POST', '/v1/products/:id', updateProduct),
  route('DELETE', '/v1/products/:id', deleteProduct),
  route('POST', '/v1/prices', createPrice),
  route('GET', '/v1/prices', listPrices),
  route('GET', '/v1/prices/:id', (ctx) => structuredClone(getPrice(ctx.account, ctx.path.id!))),
  route('POST', '/v1/prices/:id', updatePrice),
];

/** A product as Stripe creates it before its parameters apply: active, a service, nothing set. */
function newProduct(id: string, now: number): Stripe.Product {
  return {
    id,
    object: 'product',
    active: true,
    created: now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: '',
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
}
