// Invoices: drafts are fully editable (fields, default tax rates, lines); finalize freezes them
// (number, customer fields) and only metadata may change afterwards. Status changes follow
// Stripe: draft → open → paid | void | uncollectible, and a $0 invoice is paid on finalization.
import type { Account, InvoiceItemRec, InvoiceRec, InvoiceStatus } from '../account.ts';
import { invalidParam, invalidRequest, missingParam, notEditable, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { createdFilter, newestFirst, paginate } from '../list.ts';
import { mergeMetadata, type Params } from '../params.ts';
import { route, type Ctx } from '../router.ts';
import { getCustomer, getPaymentMethod } from './customers.ts';
import { applyItemPatch, checkCurrency, deleteItem, newItem, parseItemPatch, requirePricing, type ItemPatch } from './invoice-items.ts';
import {
  assertDraft,
  customerFields,
  getInvoice,
  invoiceLines,
  renderInvoice,
  renderInvoiceItem,
  renderLine,
  trackInvoiceChange,
} from './invoice-view.ts';
import { checkTaxAmountsAllowed, clearLineTaxAmounts, parseTaxAmounts, setLineTaxAmounts, type TaxAmountInput } from './tax-amounts.ts';
import { taxRateIdsParam } from './tax-rates.ts';

const DAY = 86_400;

/** What every new invoice starts with: a draft not yet numbered, paid or delivered (fresh objects each time: they are changed in place). */
export const unsent = () => ({
  number: null,
  effectiveAt: null,
  statusTransitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
  amountPaid: 0,
  prePaymentCredit: 0,
  postPaymentCredit: 0,
  attempted: false,
  frozenCustomer: null,
  itemIds: [] as string[],
  webhooksDeliveredAt: null,
});

/** What else follows an invoice's payment (a subscription turning active): registered by the modules that care, so this one need not know them. */
const paidListeners: ((ctx: Ctx, inv: InvoiceRec) => void)[] = [];
export function onInvoicePaid(listener: (ctx: Ctx, inv: InvoiceRec) => void): void {
  paidListeners.push(listener);
}
const STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
const COLLECTION = ['charge_automatically', 'send_invoice'] as const;

/** Draft-only fields of invoice create/update; validated before anything changes. */
function applyDraftFields(account: Account, inv: InvoiceRec, p: Params): void {
  const description = p.nullableStr('description');
  const footer = p.nullableStr('footer');
  const autoAdvance = p.bool('auto_advance');
  const collection = p.oneOf('collection_method', COLLECTION);
  const daysUntilDue = p.int('days_until_due');
  const dueDate = p.int('due_date');
  const taxRates = taxRateIdsParam(account, p, 'default_tax_rates');
  const automaticTax = p.obj('automatic_tax')?.bool('enabled');
  const pm = p.nullableStr('default_payment_method');
  if (pm != null) getPaymentMethod(account, pm, 'default_payment_method');
  const metadata = mergeMetadata(inv.metadata, p);

  if (description !== undefined) inv.description = description;
  if (footer !== undefined) inv.footer = footer;
  if (autoAdvance !== undefined) inv.autoAdvance = autoAdvance;
  if (collection !== undefined) inv.collectionMethod = collection;
  if (daysUntilDue !== undefined) {
    inv.daysUntilDue = daysUntilDue;
    inv.dueDate = inv.created + daysUntilDue * DAY;
  }
  if (dueDate !== undefined) inv.dueDate = dueDate;
  if (taxRates !== undefined) inv.defaultTaxRates = taxRates;
  if (automaticTax !== undefined) inv.automaticTax = automaticTax;
  if (pm !== undefined) inv.defaultPaymentMethod = pm;
  inv.metadata = metadata;
  if (inv.collectionMethod === 'send_invoice' && inv.dueDate === null) throw missingParam('days_until_due');
}

function create(ctx: Ctx): object {
  const p = ctx.params;
  const customer = getCustomer(ctx.account, p.requiredStr('customer'));
  const now = ctx.account.now();
  const inv: InvoiceRec = {
    id: newId('in'),
    created: now,
    customer: customer.id,
    currency: p.str('currency')?.toLowerCase() ?? customer.currency ?? 'usd',
    status: 'draft',
    autoAdvance: false,
    collectionMethod: 'charge_automatically',
    daysUntilDue: null,
    dueDate: null,
    description: null,
    footer: null,
    metadata: {},
    defaultTaxRates: [],
    automaticTax: false,
    defaultPaymentMethod: null,
    ...unsent(),
  };
  applyDraftFields(ctx.account, inv, p);
  // New API versions leave pending items alone unless asked to include them.
  if (p.oneOf('pending_invoice_items_behavior', ['exclude', 'include'] as const) === 'include') {
    for (const item of ctx.account.invoiceItems.values()) {
      if (item.customer === customer.id && item.invoice === null && item.currency === inv.currency) {
        item.invoice = inv.id;
        inv.itemIds.push(item.id);
      }
    }
  }
  ctx.account.invoices.set(inv.id, inv);
  const rendered = renderInvoice(ctx.account, inv);
  ctx.emit('invoice.created', rendered);
  return rendered;
}

function update(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  if (inv.status === 'draft') {
    // Validate on a copy first, so a bad param leaves the invoice untouched.
    applyDraftFields(ctx.account, structuredClone(inv), ctx.params);
    trackInvoiceChange(ctx, inv, () => applyDraftFields(ctx.account, inv, ctx.params));
    return renderInvoice(ctx.account, inv);
  }
  // Stripe lets metadata change on finalized invoices; anything else is refused.
  if (Object.keys(ctx.params.raw).some((k) => k !== 'metadata' && k !== 'expand')) throw notEditable(inv.id, inv.status);
  const metadata = mergeMetadata(inv.metadata, ctx.params);
  trackInvoiceChange(ctx, inv, () => {
    inv.metadata = metadata;
  });
  return renderInvoice(ctx.account, inv);
}

function del(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  if (inv.status !== 'draft')
    throw invalidRequest(`You can only delete draft invoices; invoice ${inv.id} is ${inv.status}. Void it instead.`);
  if (inv.subscription !== undefined)
    throw invalidRequest(
      `Invoice ${inv.id} was created by subscription ${inv.subscription.id}; invoices of subscriptions cannot be deleted.`,
    );
  const rendered = renderInvoice(ctx.account, inv);
  for (const item of invoiceLines(ctx.account, inv)) deleteItem(ctx.account, item);
  ctx.account.invoices.delete(inv.id);
  ctx.emit('invoice.deleted', rendered);
  return { id: inv.id, object: 'invoice', deleted: true };
}

function list(ctx: Ctx): object {
  const customer = ctx.params.str('customer');
  const status = ctx.params.oneOf('status', STATUSES);
  const subscription = ctx.params.str('subscription');
  const created = createdFilter(ctx.params);
  const items = newestFirst(ctx.account.invoices.values()).filter(
    (i) =>
      (customer === undefined || i.customer === customer) &&
      (status === undefined || i.status === status) &&
      (subscription === undefined || i.subscription?.id === subscription) &&
      created(i.created),
  );
  return paginate(items, ctx.params, '/v1/invoices', (i) => renderInvoice(ctx.account, i));
}

// ---- status transitions

export function finalize(ctx: Ctx, inv: InvoiceRec): void {
  const customer = ctx.account.customers.get(inv.customer);
  if (customer === undefined) throw invalidRequest(`The customer ${inv.customer} of invoice ${inv.id} was deleted.`);
  const now = ctx.account.now();
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  inv.frozenCustomer = customerFields(ctx.account, inv);
  inv.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
  inv.status = 'open';
  inv.statusTransitions.finalized_at = now;
  inv.effectiveAt = now;
  // The subscription's metadata is snapshotted at finalization.
  const subscription = inv.subscription === undefined ? undefined : ctx.account.subscriptions.get(inv.subscription.id);
  if (subscription !== undefined && inv.subscription !== undefined) inv.subscription.metadata = { ...subscription.metadata };
  if (inv.collectionMethod === 'send_invoice' && inv.daysUntilDue !== null) inv.dueDate = now + inv.daysUntilDue * DAY;
  const rendered = renderInvoice(ctx.account, inv);
  ctx.emit('invoice.finalized', rendered);
  // Stripe marks an invoice with nothing to pay as paid right away.
  if (rendered.amount_due === 0) markPaid(ctx, inv, false);
}

export function markPaid(ctx: Ctx, inv: InvoiceRec, charged: boolean): void {
  const due = renderInvoice(ctx.account, inv).amount_remaining;
  inv.amountPaid += due;
  inv.status = 'paid';
  inv.statusTransitions.paid_at = ctx.account.now();
  if (charged) inv.attempted = true;
  const rendered = renderInvoice(ctx.account, inv);
  if (charged) ctx.emit('invoice.payment_succeeded', rendered);
  ctx.emit('invoice.paid', rendered);
  for (const listener of paidListeners) listener(ctx, inv);
}

/** The payment method a charge_automatically invoice is charged with: the invoice's, else the customer's default. */
export function paymentMethodFor(ctx: Ctx, inv: InvoiceRec): string | null {
  const pm = inv.defaultPaymentMethod ?? ctx.account.customers.get(inv.customer)?.invoice_settings.default_payment_method ?? null;
  return typeof pm === 'string' || pm === null ? pm : pm.id;
}

/**
 * What Stripe does with an invoice it finalized on its own (auto_advance): charge_automatically is
 * charged when there is a payment method (the emulator's cards always succeed), send_invoice is sent.
 */
export function advanceFinalized(ctx: Ctx, inv: InvoiceRec): void {
  if (inv.status !== 'open') return;
  if (inv.collectionMethod === 'send_invoice') ctx.emit('invoice.sent', renderInvoice(ctx.account, inv));
  else if (paymentMethodFor(ctx, inv) !== null) markPaid(ctx, inv, true);
}

function finalizeRoute(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  if (inv.status !== 'draft')
    throw invalidRequest(
      `This invoice is already finalized, you can't re-finalize a non-draft invoice (invoice ${inv.id} is ${inv.status}).`,
    );
  const autoAdvance = ctx.params.bool('auto_advance');
  if (autoAdvance !== undefined) inv.autoAdvance = autoAdvance;
  finalize(ctx, inv);
  return renderInvoice(ctx.account, inv);
}

function pay(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  const p = ctx.params;
  const outOfBand = p.bool('paid_out_of_band') ?? false;
  const pmParam = p.str('payment_method');
  if (pmParam !== undefined) getPaymentMethod(ctx.account, pmParam, 'payment_method');
  if (inv.status === 'paid') throw invalidRequest(`Invoice ${inv.id} is already paid.`);
  if (inv.status === 'void') throw invalidRequest(`Invoice ${inv.id} is void and cannot be paid.`);
  if (!outOfBand) {
    const customer = ctx.account.customers.get(inv.customer);
    const pm = pmParam ?? inv.defaultPaymentMethod ?? customer?.invoice_settings.default_payment_method ?? null;
    if (pm === null) {
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method, or pay with paid_out_of_band=true.',
      );
    }
  }
  // Paying a draft finalizes it first, as in Stripe.
  if (inv.status === 'draft') finalize(ctx, inv);
  // (finalizing a $0 invoice has already paid it)
  if ((inv.status as InvoiceStatus) !== 'paid') markPaid(ctx, inv, !outOfBand);
  return renderInvoice(ctx.account, inv);
}

function voidInvoice(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  if (inv.status !== 'open' && inv.status !== 'uncollectible') {
    throw invalidRequest(
      `You can only void open or uncollectible invoices; invoice ${inv.id} is ${inv.status}.${inv.status === 'draft' ? ' Delete the draft instead.' : ''}`,
    );
  }
  inv.status = 'void';
  inv.statusTransitions.voided_at = ctx.account.now();
  const rendered = renderInvoice(ctx.account, inv);
  ctx.emit('invoice.voided', rendered);
  return rendered;
}

function markUncollectible(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  if (inv.status !== 'open') throw invalidRequest(`You can only mark open invoices uncollectible; invoice ${inv.id} is ${inv.status}.`);
  inv.status = 'uncollectible';
  inv.statusTransitions.marked_uncollectible_at = ctx.account.now();
  const rendered = renderInvoice(ctx.account, inv);
  ctx.emit('invoice.marked_uncollectible', rendered);
  return rendered;
}

function send(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'id');
  if (inv.status !== 'open') throw invalidRequest(`You can only send open invoices; invoice ${inv.id} is ${inv.status}.`);
  const rendered = renderInvoice(ctx.account, inv);
  ctx.emit('invoice.sent', rendered);
  return rendered;
}

// ---- lines

function lineOf(account: Account, inv: InvoiceRec, lineId: string, param: string): InvoiceItemRec {
  const itemId = account.lineItems.get(lineId);
  const item = itemId === undefined ? undefined : account.invoiceItems.get(itemId);
  if (item === undefined || item.invoice !== inv.id) throw notFound('il', lineId, param);
  return item;
}

/** The draft a line endpoint edits, with its `invoice_metadata` param validated. */
function draftForLines(ctx: Ctx): { inv: InvoiceRec; metadata: Record<string, string> } {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'invoice');
  assertDraft(inv);
  return { inv, metadata: mergeMetadata(inv.metadata, ctx.params, 'invoice_metadata') };
}

/** One line of a line request: its item (null for a new one), the validated change and `tax_amounts`. */
interface LineChange {
  item: InvoiceItemRec | null;
  patch: ItemPatch;
  taxAmounts: TaxAmountInput[] | undefined;
  params: Params;
}

/**
 * Setting tax amounts is refused while anything else taxes the invoice: judged on every line's
 * tax rates as the request leaves them (a request may take rates off and set amounts at once).
 */
function checkTaxAmounts(account: Account, inv: InvoiceRec, changes: readonly LineChange[]): void {
  const setting = changes.find((c) => c.taxAmounts !== undefined && c.taxAmounts.length > 0);
  if (setting === undefined) return;
  const ratesOf = (c: LineChange) => c.patch.taxRates ?? c.item?.taxRates ?? [];
  const changed = new Map(changes.flatMap((c) => (c.item !== null ? [[c.item, ratesOf(c)] as const] : [])));
  const ratesAfter = [
    ...invoiceLines(account, inv).map((item) => changed.get(item) ?? item.taxRates),
    ...changes.filter((c) => c.item === null || c.item.invoice !== inv.id).map(ratesOf),
  ];
  checkTaxAmountsAllowed(inv, ratesAfter, setting.params.name('tax_amounts'));
}

function requiredLines(p: Params): Params[] {
  const lines = p.objList('lines');
  if (lines === undefined || lines.length === 0) throw missingParam('lines');
  return lines;
}

function addLines(ctx: Ctx): object {
  const { inv, metadata } = draftForLines(ctx);
  const actions = requiredLines(ctx.params).map(
    (
      lp,
    ): ({ attach: InvoiceItemRec; patch: ItemPatch } | { create: ItemPatch }) & {
      taxAmounts: TaxAmountInput[] | undefined;
      params: Params;
    } => {
      const patch = parseItemPatch(ctx.account, lp);
      const taxAmounts = parseTaxAmounts(lp);
      checkCurrency(lp, inv, patch);
      const itemId = lp.str('invoice_item');
      if (itemId === undefined) {
        requirePricing(lp, patch);
        return { create: patch, taxAmounts, params: lp };
      }
      const item = ctx.account.invoiceItems.get(itemId);
      if (item === undefined) throw notFound('ii', itemId, lp.name('invoice_item'));
      if (item.invoice !== null)
        throw invalidParam(lp.name('invoice_item'), `Invoice item ${itemId} is already on invoice ${item.invoice}.`);
      if (item.customer !== inv.customer)
        throw invalidParam(lp.name('invoice_item'), `Invoice item ${itemId} belongs to another customer.`);
      if (item.currency !== inv.currency)
        throw invalidParam(lp.name('invoice_item'), `Invoice item ${itemId} is in ${item.currency}, the invoice in ${inv.currency}.`);
      return { attach: item, patch, taxAmounts, params: lp };
    },
  );
  checkTaxAmounts(
    ctx.account,
    inv,
    actions.map((a) =>
      'create' in a
        ? { item: null, patch: a.create, taxAmounts: a.taxAmounts, params: a.params }
        : { item: a.attach, patch: a.patch, taxAmounts: a.taxAmounts, params: a.params },
    ),
  );
  trackInvoiceChange(ctx, inv, () => {
    for (const action of actions) {
      let item: InvoiceItemRec;
      if ('create' in action) {
        // Stripe backs each new line with an invoice item.
        item = newItem(ctx.account, inv.customer, inv, action.create);
        ctx.emit('invoiceitem.created', renderInvoiceItem(ctx.account, item));
      } else {
        item = action.attach;
        item.invoice = inv.id;
        inv.itemIds.push(item.id);
        applyItemPatch(ctx.account, item, action.patch);
      }
      if (action.taxAmounts !== undefined) setLineTaxAmounts(ctx.account, item, action.taxAmounts);
    }
    inv.metadata = metadata;
  });
  return renderInvoice(ctx.account, inv);
}

function updateLines(ctx: Ctx): object {
  const { inv, metadata } = draftForLines(ctx);
  const changes = requiredLines(ctx.params).map((lp) => {
    const item = lineOf(ctx.account, inv, lp.requiredStr('id'), lp.name('id'));
    const patch = parseItemPatch(ctx.account, lp);
    checkSubscriptionLinePatch(lp, item, patch);
    checkCurrency(lp, inv, patch);
    return { item, patch, taxAmounts: parseTaxAmounts(lp), params: lp };
  });
  checkTaxAmounts(ctx.account, inv, changes);
  trackInvoiceChange(ctx, inv, () => {
    for (const { item, patch, taxAmounts } of changes) {
      applyItemPatch(ctx.account, item, patch);
      if (taxAmounts !== undefined) setLineTaxAmounts(ctx.account, item, taxAmounts);
    }
    inv.metadata = metadata;
  });
  return renderInvoice(ctx.account, inv);
}

function removeLines(ctx: Ctx): object {
  const { inv, metadata } = draftForLines(ctx);
  const removals = requiredLines(ctx.params).map((lp) => {
    const item = lineOf(ctx.account, inv, lp.requiredStr('id'), lp.name('id'));
    if (item.subscriptionItem !== undefined)
      throw invalidParam(
        lp.name('id'),
        `Line ${item.lineId} bills subscription item ${item.subscriptionItem}: only lines of invoice items can be removed.`,
      );
    return { item, behavior: lp.oneOf('behavior', ['delete', 'unassign'] as const) ?? missing(lp.name('behavior')) };
  });
  trackInvoiceChange(ctx, inv, () => {
    for (const { item, behavior } of removals) {
      if (behavior === 'delete') deleteItem(ctx.account, item);
      else {
        // Unassigned items go back to pending for the customer's next invoice; tax amounts were
        // the line's, and go with it.
        inv.itemIds = inv.itemIds.filter((id) => id !== item.id);
        item.invoice = null;
        clearLineTaxAmounts(item);
      }
    }
    inv.metadata = metadata;
  });
  return renderInvoice(ctx.account, inv);
}

/**
 * A subscription item's line takes its price and quantity from the subscription: only the line's
 * own fields (tax rates, tax amounts, description, period, discountable, metadata) can change.
 */
function checkSubscriptionLinePatch(p: Params, item: InvoiceItemRec, patch: ItemPatch): void {
  if (item.subscriptionItem === undefined) return;
  const fixed = ['amount', 'unit_amount_decimal', 'price', 'pricing', 'price_data', 'quantity', 'currency'].find((k) => p.has(k));
  if (fixed !== undefined || patch.pricing !== undefined || patch.quantity !== undefined) {
    throw invalidParam(
      p.name(fixed ?? 'quantity'),
      `Line ${item.lineId} bills subscription item ${item.subscriptionItem}: its ${fixed ?? 'pricing'} comes from the subscription and cannot be changed on the invoice.`,
    );
  }
}

function missing(param: string): never {
  throw missingParam(param);
}

function updateLineItem(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.invoice!, 'invoice');
  const item = lineOf(ctx.account, inv, ctx.path.line!, 'line_item_id');
  assertDraft(inv);
  const patch = parseItemPatch(ctx.account, ctx.params);
  checkSubscriptionLinePatch(ctx.params, item, patch);
  checkCurrency(ctx.params, inv, patch);
  const taxAmounts = parseTaxAmounts(ctx.params);
  checkTaxAmounts(ctx.account, inv, [{ item, patch, taxAmounts, params: ctx.params }]);
  trackInvoiceChange(ctx, inv, () => {
    applyItemPatch(ctx.account, item, patch);
    if (taxAmounts !== undefined) setLineTaxAmounts(ctx.account, item, taxAmounts);
  });
  return renderLine(ctx.account, item);
}

function listLines(ctx: Ctx): object {
  const inv = getInvoice(ctx.account, ctx.path.id!, 'invoice');
  // Lines keep the order they were added in (unlike most lists, which are newest first).
  return paginate(invoiceLines(ctx.account, inv), ctx.params, `/v1/invoices/${inv.id}/lines`, (item) => renderLine(ctx.account, item));
}

export const invoiceRoutes = [
  route('POST', '/v1/invoices', create),
  route('GET', '/v1/invoices', list),
  route('GET', '/v1/invoices/:id', (ctx) => renderInvoice(ctx.account, getInvoice(ctx.account, ctx.path.id!, 'id'))),
  route('POST', '/v1/invoices/:id', update),
  route('DELETE', '/v1/invoices/:id', del),
  route('POST', '/v1/invoices/:id/finalize', finalizeRoute),
  route('POST', '/v1/invoices/:id/pay', pay),
  route('POST', '/v1/invoices/:id/void', voidInvoice),
  route('POST', '/v1/invoices/:id/mark_uncollectible', markUncollectible),
  route('POST', '/v1/invoices/:id/send', send),
  route('GET', '/v1/invoices/:id/lines', listLines),
  route('POST', '/v1/invoices/:id/add_lines', addLines),
  route('POST', '/v1/invoices/:id/update_lines', updateLines),
  route('POST', '/v1/invoices/:id/remove_lines', removeLines),
  route('POST', '/v1/invoices/:invoice/lines/:line', updateLineItem),
];
