// The pure rules of the invoice worker: the metadata protocol's writes, Stripe-precision rates,
// the address priority, and which failures are retried.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { protocolHold, protocolUpdate } from '../../../src/integrations/stripe/invoices/metadata.ts';
import { finalDisposition, isTransient, problem } from '../../../src/integrations/stripe/invoices/problems.ts';
import type { InvoiceSnapshot } from '../../../src/integrations/stripe/invoices/snapshot.ts';
import { effectivePercentage } from '../../../src/integrations/stripe/invoices/tax-rates.ts';
import { customerAddressOf } from '../../../src/integrations/stripe/invoices/transaction-input.ts';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('metadata protocol', () => {
  it('copies the version it processed and stamps the time', () => {
    expect(
      protocolUpdate(
        { metadata: { svc_user_input: 'v2', svc_user_input_last_seen_by_svc: 'v1', svc_processing_was_successful: 'true' } },
        true,
        NOW,
      ),
    ).toEqual({
      svc_user_input_last_seen_by_svc: 'v2',
      svc_processing_was_successful: 'true',
      svc_last_processing_time: '2026-11-21T10:00:00.000Z',
    });
  });

  it('writes nothing when the invoice already says so, so its own write does not loop', () => {
    expect(
      protocolUpdate(
        {
          metadata: {
            svc_user_input: 'v2',
            svc_user_input_last_seen_by_svc: 'v2',
            svc_processing_was_successful: 'true',
            svc_last_processing_time: 'x',
          },
        },
        true,
        NOW,
      ),
    ).toBeNull();
  });

  it('reports a failure for the version it saw', () => {
    expect(
      protocolUpdate(
        { metadata: { svc_user_input: 'v3', svc_user_input_last_seen_by_svc: 'v3', svc_processing_was_successful: 'true' } },
        false,
        NOW,
      ),
    ).toMatchObject({ svc_processing_was_successful: 'false', svc_user_input_last_seen_by_svc: 'v3' });
  });

  it('answers invoices without a version with the outcome only', () => {
    expect(protocolUpdate({ metadata: {} }, true, NOW)).toEqual({
      svc_processing_was_successful: 'true',
      svc_last_processing_time: NOW.toISOString(),
    });
  });
});

describe('metadata protocol when Levy stops on an invoice (taxKeepsChanging)', () => {
  it('never marks the current version seen: a last seen that names it is removed, and the answer is false', () => {
    expect(
      protocolHold(
        { metadata: { svc_user_input: 'v3', svc_user_input_last_seen_by_svc: 'v3', svc_processing_was_successful: 'true' } },
        NOW,
      ),
    ).toEqual({
      svc_user_input_last_seen_by_svc: '',
      svc_processing_was_successful: 'false',
      svc_last_processing_time: NOW.toISOString(),
    });
  });

  it('keeps the last version Levy converged on (or none), naming it so that a concurrent mark of the current version is undone', () => {
    expect(
      protocolHold(
        { metadata: { svc_user_input: 'v4', svc_user_input_last_seen_by_svc: 'v3', svc_processing_was_successful: 'true' } },
        NOW,
      ),
    ).toEqual({
      svc_user_input_last_seen_by_svc: 'v3',
      svc_processing_was_successful: 'false',
      svc_last_processing_time: NOW.toISOString(),
    });
    expect(protocolHold({ metadata: { svc_user_input: 'v1' } }, NOW)).toEqual({
      svc_user_input_last_seen_by_svc: '',
      svc_processing_was_successful: 'false',
      svc_last_processing_time: NOW.toISOString(),
    });
  });

  it('writes nothing when the invoice is already held', () => {
    expect(
      protocolHold(
        { metadata: { svc_user_input: 'v4', svc_user_input_last_seen_by_svc: 'v3', svc_processing_was_successful: 'false' } },
        NOW,
      ),
    ).toBeNull();
    expect(protocolHold({ metadata: { svc_user_input: 'v4', svc_processing_was_successful: 'false' } }, NOW)).toBeNull();
  });
});

describe('effective percentage', () => {
  it('is the tax over the amount, in percent, at 4 decimals', () => {
    expect(effectivePercentage(888, 10_000)).toBe('8.88');
    expect(effectivePercentage(355, 3_999)).toBe('8.8772');
    expect(effectivePercentage(1, 3)).toBe('33.3333');
    expect(effectivePercentage(2, 3)).toBe('66.6667');
  });

  it('is no rate at all when there is no tax or no amount', () => {
    expect(effectivePercentage(0, 10_000)).toBeNull();
    expect(effectivePercentage(5, 0)).toBeNull();
  });
});

describe('customer address priority', () => {
  const at = (city: string) => ({ city, country: 'US', line1: null, line2: null, postal_code: null, state: 'NY' });
  const snapshot = (invoice: object, customer: object | null): InvoiceSnapshot => ({
    invoice: { default_payment_method: null, customer_shipping: null, customer_address: null, ...invoice } as never,
    lines: [],
    customer: customer as never,
  });

  it('prefers shipping, then the customer address, then the payment method billing details', () => {
    const pm = { id: 'pm_1', billing_details: { address: at('Billing') } };
    const customer = { shipping: { address: at('Shipping') }, address: at('Customer'), invoice_settings: { default_payment_method: pm } };
    expect(customerAddressOf(snapshot({}, customer))?.city).toBe('Shipping');
    expect(customerAddressOf(snapshot({}, { ...customer, shipping: null }))?.city).toBe('Customer');
    expect(customerAddressOf(snapshot({}, { ...customer, shipping: null, address: null }))?.city).toBe('Billing');
    expect(
      customerAddressOf(snapshot({}, { shipping: null, address: null, invoice_settings: { default_payment_method: 'pm_unexpanded' } })),
    ).toBeNull();
  });

  it('skips addresses without a country', () => {
    expect(
      customerAddressOf(snapshot({ customer_shipping: { address: { ...at('x'), country: null } } }, { address: at('Customer') }))?.city,
    ).toBe('Customer');
  });
});

describe('failure policy', () => {
  const stripeError = (Type: typeof Stripe.errors.StripeError, statusCode: number, code?: string) =>
    new Type({ type: 'api_error', message: 'm', statusCode, ...(code ? { code } : {}) } as never);

  it('retries rate limits, Stripe 5xx, connection trouble and an invoice finalized under our feet', () => {
    expect(isTransient(stripeError(Stripe.errors.StripeRateLimitError, 429))).toBe(true);
    expect(isTransient(stripeError(Stripe.errors.StripeAPIError, 500))).toBe(true);
    expect(isTransient(stripeError(Stripe.errors.StripeConnectionError, 0))).toBe(true);
    expect(isTransient(stripeError(Stripe.errors.StripeInvalidRequestError, 400, 'invoice_not_editable'))).toBe(true);
    expect(finalDisposition(stripeError(Stripe.errors.StripeAPIError, 500), false)).toBeNull();
    expect(finalDisposition(new Error('database away'), false)).toBeNull();
  });

  it('lists problems and rejected requests at once', () => {
    expect(isTransient(problem('productNotFound', 'x'))).toBe(false);
    expect(isTransient(stripeError(Stripe.errors.StripeInvalidRequestError, 400, 'parameter_invalid'))).toBe(false);
    expect(finalDisposition(problem('productNotFound', 'x'), false)).toEqual({ type: 'productNotFound', message: 'x' });
    expect(finalDisposition(stripeError(Stripe.errors.StripeInvalidRequestError, 400), false)?.type).toBe('stripeRejectedRequest');
  });

  it('lists a transient failure on the last attempt, without internals', () => {
    expect(finalDisposition(stripeError(Stripe.errors.StripeAPIError, 503), true)?.type).toBe('stripeUnavailable');
    expect(finalDisposition(new Error('boom at /srv/levy'), true)).toEqual({
      type: 'processingFailed',
      message: expect.not.stringContaining('/srv'),
    });
  });
});
