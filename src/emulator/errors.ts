// Stripe-shaped API errors. Handlers throw them; the server turns them into
// `{ error: { type, code?, message, param?, doc_url? } }` with the HTTP status the SDK maps to its
// error classes (400/404 → StripeInvalidRequestError, 401 → StripeAuthenticationError, ...).

export type ErrorType = 'invalid_request_error' | 'api_error' | 'rate_limit_error' | 'idempotency_error' | 'card_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code !== undefined) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`;
    }
    if (this.param !== undefined) error.param = this.param;
    return { error };
  }
}

const OBJECT_NAMES: Record<string, string> = {
  cus: 'customer',
  pm: 'payment_method',
  prod: 'product',
  price: 'price',
  txr: 'tax_rate',
  ii: 'invoiceitem',
  in: 'invoice',
  il: 'line_item',
  cn: 'credit_note',
  evt: 'event',
  we: 'webhook_endpoint',
  sub: 'subscription',
  si: 'subscription_item',
  cs: 'checkout.session',
};

export function notFound(kind: keyof typeof OBJECT_NAMES | string, id: string, param = 'id'): StripeApiError {
  const name = OBJECT_NAMES[kind] ?? kind;
  return new StripeApiError(404, 'invalid_request_error', `No such ${name}: '${id}'`, 'resource_missing', param);
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
}

/** A request the current state does not allow (no param to blame). */
export function invalidRequest(message: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code);
}

export function notEditable(invoiceId: string, status: string): StripeApiError {
  return new StripeApiError(
    400,
    'invalid_request_error',
    `You can only modify draft invoices (invoice ${invoiceId} is ${status}); only its metadata can still change.`,
    'invoice_not_editable',
  );
}
