// One emulated Stripe account (one secret key): its objects, events and webhook endpoints.
// Simple objects are stored in their Stripe shape; invoices and invoice items are stored as records
// and rendered on every read, so totals and taxes can never drift from the lines.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { newId, nowSeconds } from './ids.ts';
import type { Metadata } from './params.ts';

export const API_VERSION = '2026-10-28.endive';

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface InvoiceItemRec {
  id: string;
  /** The `il_` id of the line this item shows as on its invoice. */
  lineId: string;
  customer: string;
  invoice: string | null;
  currency: string;
  description: string | null;
  metadata: Metadata;
  period: { start: number; end: number };
  quantity: number;
  /** The unit price when amount = unit × quantity; null when the item was given a flat `amount`. */
  unitAmountDecimal: string | null;
  amount: number;
  price: string | null;
  taxRates: string[];
  discountable: boolean;
  date: number;
  /**
   * Set on the line a subscription item shows as on its invoice (`parent.type` =
   * `subscription_item_details`): such a line has no invoice item behind it (its record id is its
   * `il_` id), and the invoice item endpoints do not see it.
   */
  subscriptionItem?: string;
  /** The subscription the line (or an item of `add_invoice_items`) was made for. */
  subscription?: string;
}

/** The customer fields an invoice copies: live while draft, frozen when finalized. */
export interface CustomerFields {
  customer_address: Stripe.Address | null;
  customer_email: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_shipping: Stripe.Invoice.CustomerShipping | null;
  customer_tax_exempt: Stripe.Invoice.CustomerTaxExempt | null;
}

export interface InvoiceRec {
  id: string;
  created: number;
  customer: string;
  currency: string;
  status: InvoiceStatus;
  autoAdvance: boolean;
  collectionMethod: 'charge_automatically' | 'send_invoice';
  daysUntilDue: number | null;
  dueDate: number | null;
  description: string | null;
  footer: string | null;
  metadata: Metadata;
  defaultTaxRates: string[];
  /** Stripe Tax on the invoice (`automatic_tax[enabled]`); the emulator calculates nothing for it. */
  automaticTax: boolean;
  defaultPaymentMethod: string | null;
  number: string | null;
  effectiveAt: number | null;
  statusTransitions: Stripe.Invoice.StatusTransitions;
  amountPaid: number;
  prePaymentCredit: number;
  postPaymentCredit: number;
  attempted: boolean;
  frozenCustomer: CustomerFields | null;
  itemIds: string[];
  webhooksDeliveredAt: number | null;
  /** `billing_reason`; 'manual' when absent. */
  billingReason?: 'manual' | 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** The subscription the invoice bills (`parent.subscription_details`), with its metadata as snapshotted. */
  subscription?: { id: string; metadata: Metadata };
  /** `period_start` / `period_end`; `created` when absent. */
  periodStart?: number;
  periodEnd?: number;
}

export interface SubscriptionItemRec {
  id: string;
  created: number;
  subscription: string;
  price: string;
  quantity: number;
  taxRates: string[];
  metadata: Metadata;
}

export interface SubscriptionRec {
  id: string;
  created: number;
  customer: string;
  currency: string;
  status: 'active' | 'canceled' | 'incomplete' | 'past_due';
  collectionMethod: 'charge_automatically' | 'send_invoice';
  daysUntilDue: number | null;
  defaultPaymentMethod: string | null;
  defaultTaxRates: string[];
  description: string | null;
  metadata: Metadata;
  itemIds: string[];
  latestInvoice: string | null;
  startDate: number;
  billingCycleAnchor: number;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  /** How many periods have started since the anchor (0 for the first). */
  periodIndex: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
}

export interface CheckoutLineRec {
  id: string;
  price: string;
  quantity: number;
  taxRates: string[];
}

export interface CheckoutSessionRec {
  id: string;
  created: number;
  expiresAt: number;
  mode: 'payment' | 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  customerCreation: 'always' | 'if_required' | null;
  customerEmail: string | null;
  customerDetails: Stripe.Checkout.Session.CustomerDetails | null;
  currency: string | null;
  lines: CheckoutLineRec[];
  invoiceCreation: { enabled: boolean; metadata: Metadata; description: string | null; footer: string | null } | null;
  subscriptionData: { defaultTaxRates: string[]; metadata: Metadata; description: string | null } | null;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  invoice: string | null;
  subscription: string | null;
}

export interface EventRecord {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface RequestInfo {
  /** Null for what the emulator does on its own (the clock, a completed Checkout page), as in Stripe. */
  id: string | null;
  idempotencyKey: string | null;
}

/** Where new events go to be delivered; returns how many endpoints will receive the event. */
export interface EventSink {
  publish(account: Account, event: EventRecord): number;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The account id of the account a secret key was first seen with: stable per key (the same key
 * opens an account with the same id in every emulator run), shaped like Stripe's
 * (`acct_1PgafTB7WZ01zgkW`).
 */
export function accountIdFor(secretKey: string): string {
  const digest = createHash('sha256').update(`emulator-account\n${secretKey}`).digest();
  let id = 'acct_1';
  for (let i = 0; id.length < 21; i++) id += BASE62[digest[i]! % 62];
  return id;
}

export class Account {
  /** `acct_...`, as `GET /v1/account` shows it. */
  readonly id: string;
  readonly createdAt = nowSeconds();
  readonly customers = new Map<string, Stripe.Customer>();
  readonly deletedCustomers = new Set<string>();
  readonly paymentMethods = new Map<string, Stripe.PaymentMethod>();
  readonly products = new Map<string, Stripe.Product>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly taxRates = new Map<string, Stripe.TaxRate>();
  readonly invoiceItems = new Map<string, InvoiceItemRec>();
  /** Line id (il_) → invoice item id (ii_). */
  readonly lineItems = new Map<string, string>();
  readonly invoices = new Map<string, InvoiceRec>();
  readonly creditNotes = new Map<string, Stripe.CreditNote>();
  readonly subscriptions = new Map<string, SubscriptionRec>();
  readonly subscriptionItems = new Map<string, SubscriptionItemRec>();
  readonly checkoutSessions = new Map<string, CheckoutSessionRec>();
  /**
   * Seconds the account's clock runs ahead of the machine's (`POST /_emulator/clock/advance`): every
   * timestamp the account stamps (`created`, `finalized_at`, event `created`, ...) is on this clock,
   * as objects are on a Stripe test clock.
   */
  clockOffset = 0;
  readonly webhookEndpoints = new Map<string, Stripe.WebhookEndpoint>();
  readonly webhookSecrets = new Map<string, string>();
  readonly events = new Map<string, EventRecord>();
  /** Endpoints still owed each event (for `pending_webhooks` and `webhooks_delivered_at`). */
  private readonly owed = new Map<string, Set<string>>();
  private readonly undelivered = new Set<string>();

  /** The account's current time (unix seconds): the machine's, plus the clock's advance. */
  now(): number {
    return nowSeconds() + this.clockOffset;
  }

  constructor(
    readonly secretKey: string,
    private readonly sink: EventSink,
  ) {
    this.id = accountIdFor(secretKey);
  }

  /**
   * `GET /v1/account`: the account the key belongs to, shaped like Stripe's example of a standard
   * account (what the emulator does not model is left empty or null).
   */
  view(): Stripe.Account {
    return {
      id: this.id,
      object: 'account',
      business_profile: {
        annual_revenue: null,
        estimated_worker_count: null,
        mcc: null,
        name: null,
        product_description: null,
        support_address: null,
        support_email: null,
        support_phone: null,
        support_url: null,
        url: null,
      },
      business_type: null,
      capabilities: { card_payments: 'active', transfers: 'active' },
      charges_enabled: true,
      controller: { type: 'account' },
      country: 'US',
      created: this.createdAt,
      default_currency: 'usd',
      details_submitted: true,
      email: null,
      external_accounts: { object: 'list', data: [], has_more: false, url: `/v1/accounts/${this.id}/external_accounts` },
      future_requirements: noRequirements(),
      metadata: {},
      payouts_enabled: true,
      requirements: noRequirements(),
      settings: {
        bacs_debit_payments: { display_name: null, service_user_number: null },
        branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
        card_issuing: { tos_acceptance: { date: null, ip: null } },
        card_payments: {
          decline_on: { avs_failure: true, cvc_failure: true },
          statement_descriptor_prefix: null,
          statement_descriptor_prefix_kana: null,
          statement_descriptor_prefix_kanji: null,
        },
        dashboard: { display_name: null, timezone: 'Etc/UTC' },
        invoices: { default_account_tax_ids: null, hosted_payment_method_save: null },
        payments: {
          statement_descriptor: null,
          statement_descriptor_kana: null,
          statement_descriptor_kanji: null,
          statement_descriptor_prefix_kana: null,
          statement_descriptor_prefix_kanji: null,
        },
        payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval: 'daily' }, statement_descriptor: null },
        sepa_debit_payments: {},
      },
      tos_acceptance: { date: null, ip: null, user_agent: null },
      type: 'standard',
    } as unknown as Stripe.Account;
  }

  /**
   * Records an event and hands it to webhook delivery. The object is snapshotted (deep copy) so
   * later changes don't leak into the event, as with Stripe's immutable events.
   */
  emit(request: RequestInfo, type: string, object: object, previous?: Record<string, unknown>): EventRecord {
    const event: EventRecord = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(previous !== undefined ? { previous_attributes: structuredClone(previous) } : {}),
      },
      livemode: false,
      pending_webhooks: 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    this.events.set(event.id, event);
    event.pending_webhooks = this.sink.publish(this, event);
    this.afterDeliveryChange(event, true);
    return event;
  }

  /** Endpoints an event goes to: enabled, and subscribed to its type or to '*'. */
  endpointsFor(type: string): Stripe.WebhookEndpoint[] {
    return [...this.webhookEndpoints.values()].filter(
      (e) => e.status === 'enabled' && (e.enabled_events.includes('*') || e.enabled_events.includes(type as never)),
    );
  }

  expectDeliveries(eventId: string, endpointIds: string[]): void {
    if (endpointIds.length > 0) this.owed.set(eventId, new Set(endpointIds));
  }

  /** One endpoint got the event (2xx) or retries ran out: it is no longer pending. */
  settleDelivery(eventId: string, endpointId: string, delivered: boolean): void {
    const owed = this.owed.get(eventId);
    const event = this.events.get(eventId);
    if (owed === undefined || event === undefined || !owed.delete(endpointId)) return;
    event.pending_webhooks = owed.size;
    if (owed.size === 0) this.owed.delete(eventId);
    if (!delivered) this.undelivered.add(eventId);
    this.afterDeliveryChange(event);
  }

  /**
   * Stripe stamps `webhooks_delivered_at` once every endpoint acknowledged `invoice.created`; with no
   * endpoint to wait for (`atCreation`), at the invoice's own creation, so it finalizes an hour after it.
   */
  private afterDeliveryChange(event: EventRecord, atCreation = false): void {
    if (event.type !== 'invoice.created') return;
    if (this.owed.has(event.id) || this.undelivered.has(event.id)) return;
    const invoice = this.invoices.get(String(event.data.object.id));
    if (invoice !== undefined && invoice.webhooksDeliveredAt === null)
      invoice.webhooksDeliveredAt = atCreation ? invoice.created : this.now();
  }
}

/** An account's requirements, as Stripe gives them when nothing is due (both `requirements` and `future_requirements`). */
function noRequirements() {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
  };
}
