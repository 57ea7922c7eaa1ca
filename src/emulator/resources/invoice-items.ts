// Invoice items: the source of every invoice line. An item with `invoice` is a line of that draft;
// one without is pending for its customer until an invoice pulls it in. The same param parsing
// serves /v1/invoiceitems and the invoice line endpoints (add_lines, update_lines, lines/:id).
import type { Account, InvoiceItemRec, InvoiceRec } from '../account.ts';
import { invalidParam, missingParam } from '../errors.ts';
import { newId } from '../ids.ts';
import { newestFirst, paginate } from '../list.ts';
import { decimalTimes } from '../money.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { getCustomer } from './customers.ts';
import { assertDraft, getInvoice, getInvoiceItem, renderInvoiceItem, trackInvoiceChange } from './invoice-view.ts';
import { addPrice, getPrice, getProduct, unitAmountParam } from './products.ts';
import { taxRateIdsParam } from './tax-rates.ts';

/** How an item is priced: a flat amount, or a unit amount (from a price or given) × quantity. */
type Pricing =
  | { kind: 'amount'; amount: number }
  | { kind: 'unit'; unit: string; price: string | null }
  | { kind: 'price_data'; unit: string; product: string; currency: string; taxBehavior: 'exclusive' | 'inclusive' | 'unspecified' };

/** A validated change to an item; applying it cannot fail. */
export interface ItemPatch {
  pricing?: Pricing;
  currency?: string;
  quantity?: number;
  description?: string | null;
  period?: { start: number; end: number };
  taxRates?: string[];
  discountable?: boolean;
  /** The params holding `metadata`, merged at apply time. */
  metadataFrom?: Params;
}

export function parseItemPatch(account: Account, p: Params): ItemPatch {
  const patch: ItemPatch = {};
  const sources = ['amount', 'unit_amount_decimal', 'price', 'pricing', 'price_data'].filter((k) => p.has(k));
  if (sources.length > 1)
    throw invalidParam(p.name(sources[1]!), `You may only specify one of these parameters: ${sources.join(', ')}.`, 'parameters_exclusive');
  const amount = p.int('amount');
  if (amount !== undefined) patch.pricing = { kind: 'amount', amount };
  const unit = p.decimal('unit_amount_decimal');
  if (unit !== undefined) patch.pricing = { kind: 'unit', unit, price: null };
  const priceId = p.str('price') ?? p.obj('pricing')?.str('price');
  if (priceId !== undefined) {
    const param = p.has('price') ? p.name('price') : p.name('pricing[price]');
    const price = getPrice(account, priceId, param);
    if (price.type !== 'one_time')
      throw invalidParam(param, `The price specified is set to type=${price.type} but this field only accepts prices with type=one_time.`);
    patch.pricing = { kind: 'unit', unit: String(price.unit_amount_decimal ?? price.unit_amount ?? 0), price: price.id };
    patch.currency = price.currency;
  }
  const priceData = p.obj('price_data');
  if (priceData !== undefined) {
    const product = priceData.str('product');
    if (product === undefined) throw missingParam(priceData.name('product'));
    getProduct(account, product, priceData.name('product'));
    const unitAmount = unitAmountParam(priceData);
    if (unitAmount === undefined) throw missingParam(priceData.name('unit_amount'));
    const currency = priceData.requiredStr('currency').toLowerCase();
    const taxBehavior = priceData.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const) ?? 'unspecified';
    patch.pricing = { kind: 'price_data', unit: unitAmount, product, currency, taxBehavior };
    patch.currency = currency;
  }
  const currency = p.str('currency')?.toLowerCase();
  if (currency !== undefined) {
    if (patch.currency !== undefined && patch.currency !== currency)
      throw invalidParam(p.name('currency'), `The currency ${currency} does not match the price's currency ${patch.currency}.`);
    patch.currency = currency;
  }
  const quantity = p.int('quantity');
  if (quantity !== undefined) {
    if (quantity < 0) throw invalidParam(p.name('quantity'), 'quantity must be at least 0.');
    patch.quantity = quantity;
  }
  const description = p.nullableStr('description');
  if (description !== undefined) patch.description = description;
  const period = p.obj('period');
  if (period !== undefined) {
    const start = period.requiredInt('start');
    const end = period.requiredInt('end');
    if (end < start) throw invalidParam(period.name('end'), 'The period end must be at or after its start.');
    patch.period = { start, end };
  }
  const taxRates = taxRateIdsParam(account, p, 'tax_rates');
  if (taxRates !== undefined) patch.taxRates = taxRates;
  const discountable = p.bool('discountable');
  if (discountable !== undefined) patch.discountable = discountable;
  if (p.has('metadata')) {
    mergeMetadata({}, p); // validates the shape now, so applying cannot fail
    patch.metadataFrom = p;
  }
  return patch;
}

export function applyItemPatch(account: Account, item: InvoiceItemRec, patch: ItemPatch): void {
  if (patch.quantity !== undefined) item.quantity = patch.quantity;
  if (patch.currency !== undefined) item.currency = patch.currency;
  if (patch.description !== undefined) item.description = patch.description;
  if (patch.period !== undefined) item.period = patch.period;
  if (patch.taxRates !== undefined) item.taxRates = patch.taxRates;
  if (patch.discountable !== undefined) item.discountable = patch.discountable;
  if (patch.metadataFrom !== undefined) item.metadata = mergeMetadata(item.metadata, patch.metadataFrom);
  const pricing = patch.pricing;
  if (pricing?.kind === 'amount') {
    item.amount = pricing.amount;
    item.unitAmountDecimal = null;
    item.price = null;
  } else if (pricing?.kind === 'unit') {
    item.unitAmountDecimal = pricing.unit;
    item.price = pricing.price;
  } else if (pricing?.kind === 'price_data') {
    // Stripe creates a one-off, inactive price for price_data; the line then names it.
    const price = addPrice(account, {
      product: pricing.product,
      currency: pricing.currency,
      unitAmountDecimal: pricing.unit,
      active: false,
      taxBehavior: pricing.taxBehavior,
    });
    item.unitAmountDecimal = pricing.unit;
    item.price = price.id;
  }
  if (item.unitAmountDecimal !== null) item.amount = decimalTimes(item.unitAmountDecimal, item.quantity);
  if (item.description === null && item.price !== null) {
    // Without a description Stripe shows the product's name.
    const product = account.prices.get(item.price)?.product;
    item.description = (typeof product === 'string' ? account.products.get(product)?.name : undefined) ?? null;
  }
}

/** A new item from validated params; the caller checks invoice and customer. */
export function newItem(account: Account, customer: string, invoice: InvoiceRec | null, patch: ItemPatch): InvoiceItemRec {
  const now = account.now();
  const item: InvoiceItemRec = {
    id: newId('ii'),
    lineId: newId('il'),
    customer,
    invoice: invoice?.id ?? null,
    currency: invoice?.currency ?? account.customers.get(customer)?.currency ?? 'usd',
    description: null,
    metadata: {},
    period: { start: now, end: now },
    quantity: 1,
    unitAmountDecimal: null,
    amount: 0,
    price: null,
    taxRates: [],
    discountable: true,
    date: now,
  };
  applyItemPatch(account, item, patch);
  account.invoiceItems.set(item.id, item);
  account.lineItems.set(item.lineId, item.id);
  if (invoice !== null) invoice.itemIds.push(item.id);
  return item;
}

export function requirePricing(p: Params, patch: ItemPatch): void {
  if (patch.pricing === undefined) throw missingParam(p.name('amount'));
}

/** An item's currency must be its invoice's (Stripe invoices are single-currency). */
export function checkCurrency(p: Params, invoice: InvoiceRec | null, patch: ItemPatch): void {
  if (invoice !== null && patch.currency !== undefined && patch.currency !== invoice.currency) {
    throw invalidParam(
      p.name('currency'),
      `The currency ${patch.currency} of this item does not match the invoice's currency ${invoice.currency}.`,
    );
  }
}

/** The item's invoice when it is on one; editing such an item needs the invoice to be a draft. */
function editableInvoiceOf(account: Account, item: InvoiceItemRec): InvoiceRec | null {
  if (item.invoice === null) return null;
  const invoice = getInvoice(account, item.invoice);
  assertDraft(invoice);
  return invoice;
}

function create(ctx: Ctx): object {
  const p = ctx.params;
  const invoiceId = p.str('invoice');
  const invoice = invoiceId === undefined ? null : getInvoice(ctx.account, invoiceId, 'invoice');
  const customer = p.str('customer') ?? invoice?.customer;
  if (customer === undefined) throw missingParam('customer');
  getCustomer(ctx.account, customer);
  if (invoice !== null) {
    assertDraft(invoice);
    if (invoice.customer !== customer) throw invalidParam('invoice', `Invoice ${invoice.id} belongs to another customer than ${customer}.`);
  }
  const patch = parseItemPatch(ctx.account, p);
  requirePricing(p, patch);
  checkCurrency(p, invoice, patch);
  // The item's own event comes first, then the invoice's (emitted when the change completes).
  const make = () => {
    const item = newItem(ctx.account, customer, invoice, patch);
    ctx.emit('invoiceitem.created', renderInvoiceItem(ctx.account, item));
    return item;
  };
  const item = invoice === null ? make() : trackInvoiceChange(ctx, invoice, make);
  return renderInvoiceItem(ctx.account, item);
}

function update(ctx: Ctx): object {
  const item = getInvoiceItem(ctx.account, ctx.path.id!);
  const invoice = editableInvoiceOf(ctx.account, item);
  const patch = parseItemPatch(ctx.account, ctx.params);
  checkCurrency(ctx.params, invoice, patch);
  if (invoice === null) applyItemPatch(ctx.account, item, patch);
  else trackInvoiceChange(ctx, invoice, () => applyItemPatch(ctx.account, item, patch));
  return renderInvoiceItem(ctx.account, item);
}

export function deleteItem(account: Account, item: InvoiceItemRec): void {
  const invoice = item.invoice === null ? undefined : account.invoices.get(item.invoice);
  if (invoice !== undefined) invoice.itemIds = invoice.itemIds.filter((id) => id !== item.id);
  account.invoiceItems.delete(item.id);
  account.lineItems.delete(item.lineId);
}

function del(ctx: Ctx): object {
  const item = getInvoiceItem(ctx.account, ctx.path.id!);
  const invoice = editableInvoiceOf(ctx.account, item);
  const remove = () => {
    ctx.emit('invoiceitem.deleted', renderInvoiceItem(ctx.account, item));
    deleteItem(ctx.account, item);
  };
  if (invoice === null) remove();
  else trackInvoiceChange(ctx, invoice, remove);
  return { id: item.id, object: 'invoiceitem', deleted: true };
}

function list(ctx: Ctx): object {
  const customer = ctx.params.str('customer');
  const invoice = ctx.params.str('invoice');
  const pending = ctx.params.bool('pending');
  const items = newestFirst(ctx.account.invoiceItems.values()).filter(
    (i) =>
      i.subscriptionItem === undefined &&
      (customer === undefined || i.customer === customer) &&
      (invoice === undefined || i.invoice === invoice) &&
      (pending === undefined || (i.invoice === null) === pending),
  );
  return paginate(items, ctx.params, '/v1/invoiceitems', (i) => renderInvoiceItem(ctx.account, i));
}

export const invoiceItemRoutes = [
  route('POST', '/v1/invoiceitems', create),
  route('GET', '/v1/invoiceitems', list),
  route('GET', '/v1/invoiceitems/:id', (ctx) => renderInvoiceItem(ctx.account, getInvoiceItem(ctx.account, ctx.path.id!))),
  route('POST', '/v1/invoiceitems/:id', update),
  route('DELETE', '/v1/invoiceitems/:id', del),
];
