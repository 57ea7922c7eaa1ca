// `expand[]`: replaces id strings along dotted paths with the objects they name
// (`customer`, `customer.invoice_settings.default_payment_method`, `data.customer` on lists).
import type { Account } from './account.ts';
import { renderCustomer, taxIdList } from './resources/customers.ts';
import { renderSession } from './resources/checkout.ts';
import { renderInvoice, renderInvoiceItem } from './resources/invoice-view.ts';
import { renderSubscription, renderSubscriptionItem } from './resources/subscriptions.ts';

/** The current object for an id, or undefined when it is not an object the emulator knows. */
function resolve(account: Account, id: string): object | undefined {
  if (account.customers.has(id) || account.deletedCustomers.has(id)) return renderCustomer(account, id);
  const invoice = account.invoices.get(id);
  if (invoice !== undefined) return renderInvoice(account, invoice);
  const item = account.invoiceItems.get(id);
  if (item !== undefined && item.subscriptionItem === undefined) return renderInvoiceItem(account, item);
  const sub = account.subscriptions.get(id);
  if (sub !== undefined) return renderSubscription(account, sub);
  const subItem = account.subscriptionItems.get(id);
  if (subItem !== undefined) return renderSubscriptionItem(account, subItem);
  const session = account.checkoutSessions.get(id);
  if (session !== undefined) return renderSession(account, session);
  for (const store of [account.paymentMethods, account.prices, account.products, account.taxRates, account.creditNotes]) {
    const found = store.get(id);
    if (found !== undefined) return structuredClone(found);
  }
  return undefined;
}

export function expand(account: Account, body: object, paths: readonly string[]): object {
  for (const path of paths) expandPath(account, body, path.split('.'));
  return body;
}

function expandPath(account: Account, node: unknown, segments: string[]): void {
  if (typeof node !== 'object' || node === null || segments.length === 0) return;
  if (Array.isArray(node)) {
    for (const el of node) expandPath(account, el, segments);
    return;
  }
  const [key, ...rest] = segments as [string, ...string[]];
  const obj = node as Record<string, unknown>;
  // Includable rather than expandable: a customer's tax IDs appear only when asked for.
  if (key === 'tax_ids' && obj.object === 'customer' && obj.deleted !== true) obj.tax_ids = taxIdList(account, obj.id as string);
  let value = obj[key];
  if (typeof value === 'string') {
    const found = resolve(account, value);
    if (found !== undefined) obj[key] = value = found;
  }
  expandPath(account, value, rest);
}
