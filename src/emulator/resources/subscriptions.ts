// Subscriptions and subscription items (licensed, per-unit prices; classic billing mode). Creating a
// subscription bills its first period at once (billing_reason `subscription_create`): charge_automatically
// invoices are finalized and charged in the same request, send_invoice ones stay drafts that the
// account's clock finalizes about an hour later. At each period end the clock (clock.ts) makes the
// next invoice as a draft (`subscription_cycle`) from the subscription's items and tax rates as they
// are then. Each invoice's subscription lines are lines without invoice items (parent
// `subscription_item_details`), taxed like any line: the item's tax_rates, else the invoice's
// default_tax_rates, which Stripe copies from the subscription.
import type Stripe from 'stripe';
import type { Account, InvoiceItemRec, InvoiceRec, SubscriptionItemRec, SubscriptionRec } from '../account.ts';
import { invalidParam, invalidRequest, missingParam, notFound, StripeApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { decimalTimes } from '../money.ts';
import { mergeMetadata, Params, type Metadata } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { getCustomer, getPaymentMethod } from './customers.ts';
import { diff } from './diff.ts';
import { newItem, parseItemPatch, requirePricing, type ItemPatch } from './invoice-items.ts';
import { renderInvoice, renderInvoiceItem } from './invoice-view.ts';
import { finalize, markPaid, onInvoicePaid, paymentMethodFor, unsent } from './invoices.ts';
import { getPrice } from './products.ts';
import { getTaxRate, taxRateIdsParam } from './tax-rates.ts';

const DAY = 86_400;
const COLLECTION = ['charge_automatically', 'send_invoice'] as const;
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'] as const;
const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;

export function getSubscription(account: Account, id: string, param = 'id'): SubscriptionRec {
  const sub = account.subscriptions.get(id);
  if (sub === undefined) throw notFound('sub', id, param);
  return sub;
}

export function getSubscriptionItem(account: Account, id: string, param = 'id'): SubscriptionItemRec {
  const item = account.subscriptionItems.get(id);
  if (item === undefined) throw notFound('si', id, param);
  return item;
}

// ---- periods

/**
 * The end of period `n` (0-based) of a billing cycle anchored at `anchor`: calendar months and years
 * keep the anchor's day of month, clamped to the month's last day (Jan 31 → Feb 28 → Mar 31), as Stripe does.
 */
export function periodBoundary(anchor: number, interval: SubscriptionRec['interval'], count: number, n: number): number {
  if (interval === 'day' || interval === 'week') return anchor + n * count * (interval === 'day' ? 1 : 7) * DAY;
  const a = new Date(anchor * 1000);
  const months = a.getUTCMonth() + n * count * (interval === 'year' ? 12 : 1);
  const year = a.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(a.getUTCDate(), lastDay), a.getUTCHours(), a.getUTCMinutes(), a.getUTCSeconds()) / 1000;
}

// ---- rendering

function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: { ...price.metadata },
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function renderSubscriptionItem(account: Account, item: SubscriptionItemRec): Stripe.SubscriptionItem {
  const sub = account.subscriptions.get(item.subscription);
  const price = structuredClone(getPrice(account, item.price));
  return {
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: item.created,
    current_period_end: sub?.currentPeriodEnd ?? item.created,
    current_period_start: sub?.currentPeriodStart ?? item.created,
    current_trial: null,
    discounts: [],
    metadata: { ...item.metadata },
    plan: planOf(price),
    price,
    quantity: item.quantity,
    subscription: item.subscription,
    tax_rates: item.taxRates.map((id) => structuredClone(getTaxRate(account, id))),
  };
}

export function renderSubscription(account: Account, sub: SubscriptionRec): Stripe.Subscription {
  const items = sub.itemIds.map((id) => renderSubscriptionItem(account, account.subscriptionItems.get(id)!));
  return {
    id: sub.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: sub.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: sub.canceledAt === null ? null : 'cancellation_requested',
    },
    collection_method: sub.collectionMethod,
    created: sub.created,
    currency: sub.currency,
    customer: sub.customer,
    customer_account: null,
    days_until_due: sub.daysUntilDue,
    default_payment_method: sub.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: sub.defaultTaxRates.map((id) => structuredClone(getTaxRate(account, id))),
    description: sub.description,
    discounts: [],
    ended_at: sub.endedAt,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
    } as Stripe.ApiList<Stripe.SubscriptionItem>,
    latest_invoice: sub.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: { ...sub.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: sub.startDate,
    status: sub.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/** Runs a change and emits one `customer.subscription.updated` with the old values of what changed (none for a no-op). */
function trackSubscriptionChange(ctx: Ctx, sub: SubscriptionRec, change: () => void): void {
  const before = renderSubscription(ctx.account, sub);
  change();
  const after = renderSubscription(ctx.account, sub);
  const previous = diff(before, after);
  if (previous !== null) ctx.emit('customer.subscription.updated', after, previous);
}

// ---- params

/** A price a subscription item can bill: recurring, licensed, active. */
function recurringPrice(account: Account, id: string, param: string): Stripe.Price {
  const price = getPrice(account, id, param);
  if (price.type !== 'recurring' || price.recurring === null)
    throw invalidParam(param, `The price specified is set to type=one_time but this field only accepts prices with type=recurring.`);
  if (!price.active) throw invalidParam(param, `The price specified is inactive. This field only accepts active prices.`);
  return price;
}

export interface NewSubscriptionItem {
  price: string;
  quantity: number;
  taxRates: string[];
  metadata: Metadata;
}

function itemParams(account: Account, ip: Params): NewSubscriptionItem {
  const priceId = ip.str('price') ?? ip.str('plan');
  if (priceId === undefined) throw missingParam(ip.name('price'));
  recurringPrice(account, priceId, ip.name(ip.has('price') ? 'price' : 'plan'));
  const quantity = ip.int('quantity') ?? 1;
  if (quantity < 0) throw invalidParam(ip.name('quantity'), 'quantity must be at least 0.');
  return { price: priceId, quantity, taxRates: taxRateIdsParam(account, ip, 'tax_rates') ?? [], metadata: mergeMetadata({}, ip) };
}

export interface NewSubscription {
  customer: string;
  items: NewSubscriptionItem[];
  /** Validated `add_invoice_items`: one-time items billed on the first invoice only. */
  addInvoiceItems: ItemPatch[];
  defaultTaxRates: string[];
  collectionMethod: SubscriptionRec['collectionMethod'];
  daysUntilDue: number | null;
  defaultPaymentMethod: string | null;
  description: string | null;
  metadata: Metadata;
  paymentBehavior: (typeof PAYMENT_BEHAVIORS)[number];
}

/** The price every item bills in (Stripe: one currency; one interval in classic billing mode). */
function cycleOf(
  account: Account,
  items: readonly NewSubscriptionItem[],
): { currency: string; interval: SubscriptionRec['interval']; count: number } {
  if (items.length === 0) throw missingParam('items');
  const first = getPrice(account, items[0]!.price);
  const cycle = {
    currency: first.currency,
    interval: first.recurring!.interval as SubscriptionRec['interval'],
    count: first.recurring!.interval_count,
  };
  items.forEach((item, i) => {
    const price = getPrice(account, item.price);
    if (price.currency !== cycle.currency)
      throw invalidParam(
        `items[${i}][price]`,
        `All prices on a subscription must have the same currency (${cycle.currency}); ${price.id} is in ${price.currency}.`,
      );
    if (price.recurring!.interval !== cycle.interval || price.recurring!.interval_count !== cycle.count) {
      throw invalidParam(`items[${i}][price]`, 'All prices on a subscription must have the same recurring interval and interval_count.');
    }
  });
  return cycle;
}

// ---- invoices

/** "2 × Pro (at $20.00 / month)", as Stripe describes a subscription line. */
function lineDescription(account: Account, price: Stripe.Price, quantity: number): string {
  const product = typeof price.product === 'string' ? account.products.get(price.product)?.name : undefined;
  const unit = Number(price.unit_amount_decimal ?? price.unit_amount ?? 0) / 100;
  const amount = price.currency === 'usd' ? `$${unit.toFixed(2)}` : `${unit.toFixed(2)} ${price.currency.toUpperCase()}`;
  const every =
    price.recurring!.interval_count === 1
      ? price.recurring!.interval
      : `every ${price.recurring!.interval_count} ${price.recurring!.interval}s`;
  return `${quantity} × ${product ?? price.id} (at ${amount} / ${every})`;
}

/**
 * A draft invoice billing the subscription's items as they are now, for the period [start, end];
 * the customer's pending invoice items (same currency) come along, as in Stripe. Stored, but no
 * event emitted yet.
 */
function billingInvoice(
  ctx: Ctx,
  sub: SubscriptionRec,
  reason: 'subscription_create' | 'subscription_cycle',
  lines: { start: number; end: number },
  period: { start: number; end: number },
): InvoiceRec {
  const now = ctx.account.now();
  const inv: InvoiceRec = {
    id: newId('in'),
    created: now,
    customer: sub.customer,
    currency: sub.currency,
    status: 'draft',
    autoAdvance: true,
    collectionMethod: sub.collectionMethod,
    daysUntilDue: sub.daysUntilDue,
    dueDate: sub.collectionMethod === 'send_invoice' && sub.daysUntilDue !== null ? now + sub.daysUntilDue * DAY : null,
    description: sub.description,
    footer: null,
    metadata: {},
    defaultTaxRates: [...sub.defaultTaxRates],
    automaticTax: false,
    defaultPaymentMethod: sub.defaultPaymentMethod,
    ...unsent(),
    billingReason: reason,
    subscription: { id: sub.id, metadata: { ...sub.metadata } },
    periodStart: period.start,
    periodEnd: period.end,
  };
  for (const id of sub.itemIds) {
    const si = ctx.account.subscriptionItems.get(id)!;
    const price = getPrice(ctx.account, si.price);
    const unit = String(price.unit_amount_decimal ?? price.unit_amount ?? 0);
    const lineId = newId('il');
    const line: InvoiceItemRec = {
      id: lineId,
      lineId,
      customer: sub.customer,
      invoice: inv.id,
      currency: sub.currency,
      description: lineDescription(ctx.account, price, si.quantity),
      // A subscription line shows the subscription's metadata.
      metadata: { ...sub.metadata },
      period: { ...lines },
      quantity: si.quantity,
      unitAmountDecimal: unit,
      amount: decimalTimes(unit, si.quantity),
      price: price.id,
      taxRates: [...si.taxRates],
      discountable: true,
      date: now,
      subscriptionItem: si.id,
      subscription: sub.id,
    };
    ctx.account.invoiceItems.set(line.id, line);
    ctx.account.lineItems.set(line.lineId, line.id);
    inv.itemIds.push(line.id);
  }
  for (const item of ctx.account.invoiceItems.values()) {
    if (item.customer === sub.customer && item.invoice === null && item.currency === inv.currency) {
      item.invoice = inv.id;
      inv.itemIds.push(item.id);
    }
  }
  ctx.account.invoices.set(inv.id, inv);
  return inv;
}

/**
 * Creates a subscription and bills its first period (used by POST /v1/subscriptions and by
 * Checkout). Everything is validated by the caller; this cannot fail halfway.
 */
export function startSubscription(ctx: Ctx, n: NewSubscription): SubscriptionRec {
  const account = ctx.account;
  const cycle = cycleOf(account, n.items);
  const now = account.now();
  const sub: SubscriptionRec = {
    id: newId('sub'),
    created: now,
    customer: n.customer,
    currency: cycle.currency,
    status: 'active',
    collectionMethod: n.collectionMethod,
    daysUntilDue: n.daysUntilDue,
    defaultPaymentMethod: n.defaultPaymentMethod,
    defaultTaxRates: [...n.defaultTaxRates],
    description: n.description,
    metadata: { ...n.metadata },
    itemIds: [],
    latestInvoice: null,
    startDate: now,
    billingCycleAnchor: now,
    interval: cycle.interval,
    intervalCount: cycle.count,
    currentPeriodStart: now,
    currentPeriodEnd: periodBoundary(now, cycle.interval, cycle.count, 1),
    periodIndex: 0,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
  };
  for (const item of n.items) {
    const si: SubscriptionItemRec = {
      id: newId('si'),
      created: now,
      subscription: sub.id,
      price: item.price,
      quantity: item.quantity,
      taxRates: [...item.taxRates],
      metadata: { ...item.metadata },
    };
    account.subscriptionItems.set(si.id, si);
    sub.itemIds.push(si.id);
  }
  account.subscriptions.set(sub.id, sub);
  const inv = billingInvoice(
    ctx,
    sub,
    'subscription_create',
    { start: sub.currentPeriodStart, end: sub.currentPeriodEnd },
    { start: now, end: now },
  );
  const oneOff = n.addInvoiceItems.map((patch) => {
    const item = newItem(account, sub.customer, inv, patch);
    item.subscription = sub.id;
    return item;
  });
  sub.latestInvoice = inv.id;

  const charge = inv.collectionMethod === 'charge_automatically';
  const due = renderInvoice(account, inv).amount_due;
  const willPay = charge && due > 0 && n.paymentBehavior !== 'default_incomplete' && paymentMethodFor(ctx, inv) !== null;
  if (charge && due > 0 && !willPay) sub.status = 'incomplete';

  ctx.emit('customer.subscription.created', renderSubscription(account, sub));
  for (const item of oneOff) ctx.emit('invoiceitem.created', renderInvoiceItem(account, item));
  ctx.emit('invoice.created', renderInvoice(account, inv));
  if (charge) {
    // Stripe finalizes the first invoice of a charge_automatically subscription at once and charges it.
    finalize(ctx, inv);
    if (willPay && inv.status === 'open') markPaid(ctx, inv, true);
  }
  return sub;
}

/** The period ended: the next invoice (a draft, finalized by the clock about an hour later), or the end of the subscription. */
export function renewSubscription(ctx: Ctx, sub: SubscriptionRec): void {
  if (sub.cancelAtPeriodEnd) {
    cancel(ctx, sub);
    return;
  }
  const previous = { start: sub.currentPeriodStart, end: sub.currentPeriodEnd };
  let inv: InvoiceRec | undefined;
  trackSubscriptionChange(ctx, sub, () => {
    sub.periodIndex++;
    sub.currentPeriodStart = sub.currentPeriodEnd;
    sub.currentPeriodEnd = periodBoundary(sub.billingCycleAnchor, sub.interval, sub.intervalCount, sub.periodIndex + 1);
    inv = billingInvoice(ctx, sub, 'subscription_cycle', { start: sub.currentPeriodStart, end: sub.currentPeriodEnd }, previous);
    sub.latestInvoice = inv.id;
  });
  ctx.emit('invoice.created', renderInvoice(ctx.account, inv!));
}

function cancel(ctx: Ctx, sub: SubscriptionRec): void {
  const now = ctx.account.now();
  sub.status = 'canceled';
  sub.canceledAt ??= now;
  sub.endedAt = now;
  sub.cancelAtPeriodEnd = false;
  ctx.emit('customer.subscription.deleted', renderSubscription(ctx.account, sub));
}

/** markPaid's hook: an incomplete subscription becomes active once its first invoice is paid. */
onInvoicePaid(subscriptionInvoicePaid);

export function subscriptionInvoicePaid(ctx: Ctx, inv: InvoiceRec): void {
  const sub = inv.subscription === undefined ? undefined : ctx.account.subscriptions.get(inv.subscription.id);
  if (sub === undefined || (sub.status !== 'incomplete' && sub.status !== 'past_due')) return;
  trackSubscriptionChange(ctx, sub, () => {
    sub.status = 'active';
  });
}

// ---- routes

function create(ctx: Ctx): object {
  const p = ctx.params;
  const account = ctx.account;
  const customer = getCustomer(account, p.requiredStr('customer'));
  const items = (p.objList('items') ?? []).map((ip) => itemParams(account, ip));
  if (items.length === 0) throw missingParam('items');
  cycleOf(account, items);
  const currency = getPrice(account, items[0]!.price).currency;
  const addInvoiceItems = (p.objList('add_invoice_items') ?? []).map((ip) => {
    const patch = parseItemPatch(account, ip);
    requirePricing(ip, patch);
    if (patch.currency !== undefined && patch.currency !== currency)
      throw invalidParam(
        ip.name('price'),
        `The currency ${patch.currency} of this item does not match the subscription's currency ${currency}.`,
      );
    patch.currency = currency;
    return patch;
  });
  const collectionMethod = p.oneOf('collection_method', COLLECTION) ?? 'charge_automatically';
  const daysUntilDue = p.int('days_until_due') ?? null;
  if (collectionMethod === 'send_invoice' && daysUntilDue === null) throw missingParam('days_until_due');
  if (collectionMethod === 'charge_automatically' && daysUntilDue !== null)
    throw invalidParam('days_until_due', 'days_until_due can only be set when collection_method=send_invoice.');
  const pm = p.nullableStr('default_payment_method') ?? null;
  if (pm !== null) getPaymentMethod(account, pm, 'default_payment_method');
  if (p.obj('automatic_tax')?.bool('enabled') === true)
    throw invalidParam('automatic_tax[enabled]', 'The emulator does not calculate Stripe Tax: automatic_tax[enabled] must be false.');
  const paymentBehavior = p.oneOf('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const n: NewSubscription = {
    customer: customer.id,
    items,
    addInvoiceItems,
    defaultTaxRates: taxRateIdsParam(account, p, 'default_tax_rates') ?? [],
    collectionMethod,
    daysUntilDue,
    defaultPaymentMethod: pm,
    description: p.nullableStr('description') ?? null,
    metadata: mergeMetadata({}, p),
    paymentBehavior,
  };
  if (
    paymentBehavior === 'error_if_incomplete' &&
    collectionMethod === 'charge_automatically' &&
    pm === null &&
    customer.invoice_settings.default_payment_method === null
  ) {
    throw new StripeApiError(
      402,
      'card_error',
      'This customer has no attached payment source or default payment method.',
      'resource_missing',
    );
  }
  return renderSubscription(account, startSubscription(ctx, n));
}

interface ItemChange {
  item: SubscriptionItemRec | null;
  deleted: boolean;
  price?: string;
  quantity?: number;
  taxRates?: string[];
  metadataFrom?: Params;
}

function itemChange(account: Account, sub: SubscriptionRec, ip: Params): ItemChange {
  const id = ip.str('id');
  const item = id === undefined ? null : getSubscriptionItem(account, id, ip.name('id'));
  if (item !== null && item.subscription !== sub.id)
    throw invalidParam(ip.name('id'), `Subscription item ${item.id} belongs to another subscription.`);
  if (item === null) {
    const created = itemParams(account, ip);
    return { item: null, deleted: false, price: created.price, quantity: created.quantity, taxRates: created.taxRates, metadataFrom: ip };
  }
  const change: ItemChange = { item, deleted: ip.bool('deleted') ?? false };
  const price = ip.str('price') ?? ip.str('plan');
  if (price !== undefined) change.price = recurringPrice(account, price, ip.name(ip.has('price') ? 'price' : 'plan')).id;
  const quantity = ip.int('quantity');
  if (quantity !== undefined) {
    if (quantity < 0) throw invalidParam(ip.name('quantity'), 'quantity must be at least 0.');
    change.quantity = quantity;
  }
  const taxRates = taxRateIdsParam(account, ip, 'tax_rates');
  if (taxRates !== undefined) change.taxRates = taxRates;
  if (ip.has('metadata')) {
    mergeMetadata({}, ip);
    change.metadataFrom = ip;
  }
  return change;
}

function applyItemChange(account: Account, sub: SubscriptionRec, c: ItemChange): void {
  if (c.item === null) {
    const si: SubscriptionItemRec = {
      id: newId('si'),
      created: account.now(),
      subscription: sub.id,
      price: c.price!,
      quantity: c.quantity ?? 1,
      taxRates: c.taxRates ?? [],
      metadata: c.metadataFrom ? mergeMetadata({}, c.metadataFrom) : {},
    };
    account.subscriptionItems.set(si.id, si);
    sub.itemIds.push(si.id);
    return;
  }
  const item = c.item;
  if (c.deleted) {
    sub.itemIds = sub.itemIds.filter((id) => id !== item.id);
    account.subscriptionItems.delete(item.id);
    return;
  }
  if (c.price !== undefined) item.price = c.price;
  if (c.quantity !== undefined) item.quantity = c.quantity;
  if (c.taxRates !== undefined) item.taxRates = c.taxRates;
  if (c.metadataFrom !== undefined) item.metadata = mergeMetadata(item.metadata, c.metadataFrom);
}

/** The items a subscription would bill after the changes: one currency and interval, at least one item. */
function checkItemsAfter(account: Account, sub: SubscriptionRec, changes: readonly ItemChange[]): void {
  const after: NewSubscriptionItem[] = [];
  for (const id of sub.itemIds) {
    const item = account.subscriptionItems.get(id)!;
    const c = changes.find((x) => x.item === item);
    if (c?.deleted === true) continue;
    after.push({ price: c?.price ?? item.price, quantity: 1, taxRates: [], metadata: {} });
  }
  for (const c of changes) if (c.item === null) after.push({ price: c.price!, quantity: 1, taxRates: [], metadata: {} });
  if (after.length === 0) throw invalidRequest('A subscription must keep at least one item; cancel the subscription instead.');
  const cycle = cycleOf(account, after);
  if (cycle.currency !== sub.currency || cycle.interval !== sub.interval || cycle.count !== sub.intervalCount) {
    throw invalidParam(
      'items',
      `The prices must keep the subscription's currency (${sub.currency}) and interval (${sub.intervalCount} ${sub.interval}).`,
    );
  }
}

function update(ctx: Ctx): object {
  const account = ctx.account;
  const sub = getSubscription(account, ctx.path.id!);
  const p = ctx.params;
  if (sub.status === 'canceled')
    throw invalidRequest(
      `A canceled subscription can only update its cancellation_details and metadata (subscription ${sub.id} is canceled).`,
    );
  const changes = (p.objList('items') ?? []).map((ip) => itemChange(account, sub, ip));
  checkItemsAfter(account, sub, changes);
  const defaultTaxRates = taxRateIdsParam(account, p, 'default_tax_rates');
  const collectionMethod = p.oneOf('collection_method', COLLECTION);
  const daysUntilDue = p.int('days_until_due');
  const pm = p.nullableStr('default_payment_method');
  if (pm != null) getPaymentMethod(account, pm, 'default_payment_method');
  const description = p.nullableStr('description');
  const cancelAtPeriodEnd = p.bool('cancel_at_period_end');
  const metadata = mergeMetadata(sub.metadata, p);
  if (p.obj('automatic_tax')?.bool('enabled') === true)
    throw invalidParam('automatic_tax[enabled]', 'The emulator does not calculate Stripe Tax: automatic_tax[enabled] must be false.');
  const method = collectionMethod ?? sub.collectionMethod;
  const days = daysUntilDue ?? (collectionMethod === 'charge_automatically' ? null : sub.daysUntilDue);
  if (method === 'send_invoice' && days === null) throw missingParam('days_until_due');

  trackSubscriptionChange(ctx, sub, () => {
    for (const c of changes) applyItemChange(account, sub, c);
    if (defaultTaxRates !== undefined) sub.defaultTaxRates = defaultTaxRates;
    sub.collectionMethod = method;
    sub.daysUntilDue = method === 'send_invoice' ? days : null;
    if (pm !== undefined) sub.defaultPaymentMethod = pm;
    if (description !== undefined) sub.description = description;
    if (cancelAtPeriodEnd !== undefined) sub.cancelAtPeriodEnd = cancelAtPeriodEnd;
    sub.metadata = metadata;
  });
  return renderSubscription(account, sub);
}

function del(ctx: Ctx): object {
  const sub = getSubscription(ctx.account, ctx.path.id!);
  if (sub.status === 'canceled') throw invalidRequest(`Subscription ${sub.id} is already canceled.`);
  cancel(ctx, sub);
  return renderSubscription(ctx.account, sub);
}

function list(ctx: Ctx): object {
  const p = ctx.params;
  const customer = p.str('customer');
  const status = p.oneOf('status', STATUSES);
  const price = p.str('price');
  const created = createdFilter(p);
  const items = newestFirst(ctx.account.subscriptions.values()).filter(
    (s) =>
      (customer === undefined || s.customer === customer) &&
      // Without a status, Stripe lists every subscription that is not canceled.
      (status === 'all' ||
        (status === undefined ? s.status !== 'canceled' : status === 'ended' ? s.status === 'canceled' : s.status === status)) &&
      (price === undefined || s.itemIds.some((id) => ctx.account.subscriptionItems.get(id)?.price === price)) &&
      created(s.created),
  );
  return paginate(items, p, '/v1/subscriptions', (s) => renderSubscription(ctx.account, s));
}

function updateItem(ctx: Ctx): object {
  const item = getSubscriptionItem(ctx.account, ctx.path.id!);
  const sub = getSubscription(ctx.account, item.subscription, 'subscription');
  if (sub.status === 'canceled') throw invalidRequest(`Subscription ${sub.id} is canceled; its items cannot change.`);
  // The endpoint's params read like an `items[i]` entry of a subscription update that names the item.
  const change = itemChange(ctx.account, sub, new Params({ ...ctx.params.raw, id: item.id }));
  checkItemsAfter(ctx.account, sub, [change]);
  trackSubscriptionChange(ctx, sub, () => applyItemChange(ctx.account, sub, change));
  return renderSubscriptionItem(ctx.account, item);
}

function listItems(ctx: Ctx): object {
  const sub = getSubscription(ctx.account, ctx.params.requiredStr('subscription'), 'subscription');
  const items = sub.itemIds.map((id) => ctx.account.subscriptionItems.get(id)!);
  return paginate(items, ctx.params, `/v1/subscription_items?subscription=${sub.id}`, (i) => renderSubscriptionItem(ctx.account, i));
}

export const subscriptionRoutes = [
  route('POST', '/v1/subscriptions', create),
  route('GET', '/v1/subscriptions', list),
  route('GET', '/v1/subscriptions/:id', (ctx) => renderSubscription(ctx.account, getSubscription(ctx.account, ctx.path.id!))),
  route('POST', '/v1/subscriptions/:id', update),
  route('DELETE', '/v1/subscriptions/:id', del),
  route('GET', '/v1/subscription_items', listItems),
  route('GET', '/v1/subscription_items/:id', (ctx) => renderSubscriptionItem(ctx.account, getSubscriptionItem(ctx.account, ctx.path.id!))),
  route('POST', '/v1/subscription_items/:id', updateItem),
];
