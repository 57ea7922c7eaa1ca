// prepareTax: the Stripe parameters for an invoice Stripe finalizes at once (the first invoice of a
// new subscription, a checkout session), worked out before that invoice exists, since Levy gets no
// draft to tax. The caller names a Stripe customer (or gives an address) and the lines (Stripe prices,
// or Levy products with amounts); Levy calculates as createEphemeral does (nothing is saved) and
// answers, per line, the tax rates to put on the subscription item or checkout line (tax rate modes:
// one Levy TaxRate per collecting jurisdiction, with its name, level and percentage, inclusive as the
// price is), or, in lineItem mode, the `add_invoice_items` entry of the seller's tax product. Stripe
// rounds each rate on its own, so each line says what Stripe will charge beside what Levy expects;
// a difference is logged, counted (`levy_prepared_tax_differences_total`) and shown in the answer.
import Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { anyAddressSchema, boundedInt, externalId } from '../../seller/common/schemas.ts';
import { calculateTransaction } from '../../seller/transactions/calculation.ts';
import { CALCULATION_CONFLICTS } from '../../seller/transactions/conflicts.ts';
import {
  calculationResponse,
  MAX_LINE_AMOUNT,
  type BillingSystemFacts,
  type CreateEphemeralInput,
} from '../../seller/transactions/schemas.ts';
import type { SellerProfile } from '../../seller/sellers/profile.ts';
import { Exact, HUNDRED, ZERO } from '../../tax/exact.ts';
import { toCalculationResponse, type CalculationResponse, type LineCalculation } from '../../tax/index.ts';
import { taxAmountsFor, type Place } from './invoices/tax-amounts.ts';
import type { PreparedRateData } from './invoices/tax-rates.ts';
import { customerIdOf, customerTaxFacts } from './invoices/transaction-input.ts';
import type { LoadedIntegration } from './loaded-integrations.ts';
import { stripeLineTax } from './rate-arithmetic.ts';
import type { StripeServices } from './services.ts';
import { integrationOfSeller } from './store/integrations.ts';

const priceLine = z.strictObject({
  /** A Stripe price of the integration's account (`price_…`): its unit amount, currency, tax behaviour and product. */
  price: z.string().min(1).max(255),
  quantity: boundedInt(1, 1_000_000).default(1),
});

const amountLine = z.strictObject({
  productExternalId: externalId,
  /** Minor units. */
  amount: boundedInt(0, MAX_LINE_AMOUNT),
  /** Whether the amount contains its tax (a Stripe price with tax_behavior inclusive); exclusive when omitted. */
  taxBehavior: z.enum(['exclusive', 'inclusive']).optional(),
});

export const prepareTaxBody = z
  .strictObject({
    /** A Stripe customer id: its address (shipping, else address, else the default payment method's billing details), tax ids and tax_exempt. */
    customer: z.string().min(1).max(255).optional(),
    customerAddress: anyAddressSchema.optional(),
    lines: z
      .array(z.union([priceLine, amountLine]))
      .min(1)
      .max(100),
    /** The currency of productExternalId lines (prices carry their own). */
    currencyCode: z.string().length(3).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.customer === undefined) === (body.customerAddress === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Provide exactly one of customer and customerAddress' });
    }
    if (body.currencyCode === undefined && body.lines.every((l) => !('price' in l))) {
      ctx.addIssue({ code: 'custom', path: ['currencyCode'], message: 'Required when no line names a Stripe price' });
    }
  });
export type PrepareTaxInput = z.output<typeof prepareTaxBody>;

export const prepareTaxResponse = z.object({
  lines: z.array(
    z.object({
      taxRates: z
        .array(z.string())
        .describe(
          'Stripe TaxRate ids for the line (subscription item or checkout line `tax_rates`): one per collecting jurisdiction; empty in lineItem mode and for untaxed lines.',
        ),
      expectedTax: z
        .number()
        .int()
        .describe("Levy's tax for the line, minor units: added on top (tax-exclusive price) or contained in it (tax-inclusive price)."),
      stripeWillCharge: z
        .number()
        .int()
        .describe("What Stripe's arithmetic on those rates gives (each rate rounded on its own); in lineItem mode, equal to expectedTax."),
      difference: z
        .number()
        .int()
        .describe('stripeWillCharge - expectedTax. Not zero: logged and counted in levy_prepared_tax_differences_total.'),
    }),
  ),
  invoiceItems: z
    .array(
      z.object({
        price_data: z.object({ currency: z.string(), product: z.string(), unit_amount: z.number().int() }),
        quantity: z.number().int(),
      }),
    )
    .describe(
      "lineItem mode: the subscription's or checkout's `add_invoice_items` entry of the seller's tax product carrying the whole tax (empty when no tax, and in the other modes).",
    ),
  calculation: calculationResponse.describe('The createEphemeral answer for the same lines (nothing is saved).'),
});
export type PreparedTax = z.output<typeof prepareTaxResponse>;

export const PREPARE_TAX_CONFLICTS = [
  'integrationIdNotFound',
  'integrationDisabled',
  'stripeCustomerNotFound',
  'customerAddressMissing',
  'stripePriceNotFound',
  'stripePriceNotSupported',
  'priceCurrencyMismatch',
  'externalServiceError',
  ...CALCULATION_CONFLICTS,
] as const;

type Result = Outcome<PreparedTax, typeof PREPARE_TAX_CONFLICTS>;

class StripeRefusal extends Error {
  constructor(readonly conflict: { type: (typeof PREPARE_TAX_CONFLICTS)[number]; message: string }) {
    super(conflict.message);
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || err.statusCode === 404);
}

/** One request line as Levy calculates it, with what the Stripe side needs. */
interface PreparedLine {
  productExternalId: string;
  amount: number;
  currency: string | null;
  inclusive: boolean;
}

export async function prepareTax(
  ctx: AppContext,
  services: StripeServices,
  seller: SellerProfile,
  integrationId: string,
  input: PrepareTaxInput,
): Promise<Result> {
  const row = await integrationOfSeller(ctx.prisma, seller.id, integrationId);
  if (row === null) return conflict({ type: 'integrationIdNotFound' });
  const integration = row.status === 'active' ? await services.integrations.get(integrationId) : null;
  if (integration === null || integration.sellerId !== seller.id)
    return conflict({ type: 'integrationDisabled', message: 'The integration is disabled; enable it first.' });
  try {
    return await prepare(ctx, integration, seller, input);
  } catch (err) {
    if (err instanceof StripeRefusal) return conflict(err.conflict);
    if (err instanceof Stripe.errors.StripeError)
      return conflict({ type: 'externalServiceError', message: `Stripe did not answer as expected: ${describe(err)}` });
    throw err;
  }
}

async function prepare(ctx: AppContext, integration: LoadedIntegration, seller: SellerProfile, input: PrepareTaxInput): Promise<Result> {
  const { stripe, settings } = integration;
  const [customer, lines] = await Promise.all([
    input.customer === undefined ? Promise.resolve(null) : readCustomer(stripe, input.customer),
    Promise.all(input.lines.map((line) => readLine(stripe, integration.mappings, line))),
  ]);
  const currencies = new Set(lines.flatMap((l) => (l.currency === null ? [] : [l.currency])));
  if (input.currencyCode !== undefined) currencies.add(input.currencyCode.toLowerCase());
  if (currencies.size > 1)
    return conflict({
      type: 'priceCurrencyMismatch',
      message: `The lines are in more than one currency (${[...currencies].join(', ')}); an invoice has one.`,
    });
  const currency = [...currencies][0]!;
  // lineItem mode adds tax on top of every line, as it does on drafts.
  const inclusive = lines.map((l) => settings.taxMode !== 'lineItem' && l.inclusive);

  let address: CreateEphemeralInput['customerAddress'];
  let customerFacts: Partial<CreateEphemeralInput> & BillingSystemFacts = {};
  if (customer !== null) {
    const found = customerAddress(customer);
    if (found === null)
      return conflict({
        type: 'customerAddressMissing',
        message: `Stripe customer ${customer.id} has no address with a country (shipping, address, or the default payment method's billing details).`,
      });
    address = {
      country: found.country,
      line1: found.line1 || null,
      city: found.city || null,
      region: found.state || null,
      postalCode: found.postal_code || null,
    };
    customerFacts = {
      customerId: customerIdOf(customer.id),
      customerName: customer.name || customer.email || customer.id,
      ...customerTaxFacts(customer),
    };
  } else {
    address = input.customerAddress!;
  }
  const calculated = await calculateTransaction(ctx, seller, {
    currencyCode: currency.toUpperCase(),
    customerAddress: address,
    lineItems: lines.map((l, i) => ({
      id: `line${i + 1}`,
      productExternalId: l.productExternalId,
      amount: l.amount,
      ...(inclusive[i] ? { isTaxIncludedInAmount: true } : {}),
    })),
    ...customerFacts,
  });
  if (!calculated.ok) return calculated;
  const { calc } = calculated.value;
  const calculation: CalculationResponse = toCalculationResponse(calc);

  if (settings.taxMode === 'lineItem') {
    const total = calc.taxAmountToCollect;
    const answerLines = calc.lineItems.map((l) => ({
      taxRates: [],
      expectedTax: l.taxAmountToCollect,
      stripeWillCharge: l.taxAmountToCollect,
      difference: 0,
    }));
    const invoiceItems =
      total > 0 && settings.taxProductId !== null
        ? [{ price_data: { currency, product: settings.taxProductId, unit_amount: total }, quantity: 1 }]
        : [];
    return ok({ lines: answerLines, invoiceItems, calculation });
  }

  const place: Place = { taxDate: calc.taxDate, region: calc.customerAddress.region };
  const answerLines = await Promise.all(
    calc.lineItems.map(async (line) => {
      const rates = jurisdictionRates(line, place);
      const taxRates = await Promise.all(rates.map((r) => integration.rates.idForJurisdiction(r)));
      const expectedTax = line.isTaxIncludedInAmount ? line.taxIncluded.toDecimalPlaces(0).toNumber() : line.taxAmountToCollect;
      const charged = stripeLineTax(line.amount, rates);
      const stripeWillCharge = charged.exclusive + charged.inclusive;
      return { taxRates, expectedTax, stripeWillCharge, difference: stripeWillCharge - expectedTax };
    }),
  );
  const differing = answerLines.flatMap((l, i) =>
    l.difference === 0 ? [] : [{ line: i, expectedTax: l.expectedTax, stripeWillCharge: l.stripeWillCharge, difference: l.difference }],
  );
  if (differing.length > 0) {
    ctx.metrics.preparedTaxDifferences.inc(differing.length);
    ctx.log.warn(
      { sellerId: seller.id, integrationId: settings.id, lines: differing },
      "prepared tax rates: Stripe's per-rate rounding differs from Levy's tax on some lines",
    );
  }
  return ok({ lines: answerLines, invoiceItems: [], calculation });
}

async function readCustomer(stripe: Stripe, id: string): Promise<Stripe.Customer> {
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await stripe.customers.retrieve(id, { expand: ['tax_ids', 'invoice_settings.default_payment_method'] });
  } catch (err) {
    if (isMissing(err))
      throw new StripeRefusal({ type: 'stripeCustomerNotFound', message: `Stripe has no customer ${id} in the integration's account.` });
    throw err;
  }
  if ('deleted' in customer && customer.deleted)
    throw new StripeRefusal({ type: 'stripeCustomerNotFound', message: `Stripe customer ${id} was deleted.` });
  return customer as Stripe.Customer;
}

/** The invoice worker's order of addresses, without the invoice's own: shipping, address, default payment method. */
function customerAddress(customer: Stripe.Customer): Stripe.Address | null {
  const pm = customer.invoice_settings?.default_payment_method;
  const paymentMethod = typeof pm === 'object' && pm !== null ? pm : null;
  const candidates = [customer.shipping?.address, customer.address, paymentMethod?.billing_details?.address];
  return candidates.find((a): a is Stripe.Address => a != null && Boolean(a.country)) ?? null;
}

async function readLine(
  stripe: Stripe,
  mappings: ReadonlyMap<string, string>,
  line: PrepareTaxInput['lines'][number],
): Promise<PreparedLine> {
  if (!('price' in line))
    return { productExternalId: line.productExternalId, amount: line.amount, currency: null, inclusive: line.taxBehavior === 'inclusive' };
  let price: Stripe.Price;
  try {
    price = await stripe.prices.retrieve(line.price);
  } catch (err) {
    if (isMissing(err))
      throw new StripeRefusal({ type: 'stripePriceNotFound', message: `Stripe has no price ${line.price} in the integration's account.` });
    throw err;
  }
  if (price.unit_amount === null)
    throw new StripeRefusal({
      type: 'stripePriceNotSupported',
      message: `Price ${price.id} has no unit_amount (tiered, metered or customer-chosen): give the line as productExternalId and amount.`,
    });
  const product = typeof price.product === 'string' ? price.product : price.product.id;
  // As the invoice worker maps a line: the integration's product mapping, else the Stripe product id itself.
  return {
    productExternalId: mappings.get(product) ?? product,
    amount: price.unit_amount * line.quantity,
    currency: price.currency,
    inclusive: price.tax_behavior === 'inclusive',
  };
}

/**
 * One rate per jurisdiction that collects on the line: its name, level and the line's percentage
 * there, inclusive as the line is. Where only part of the line is taxed (Texas: 80% of SaaS), the
 * percentage is the nominal rate on that part, so that Stripe's rate on the whole line charges it.
 */
export function jurisdictionRates(line: LineCalculation, place: Place): PreparedRateData[] {
  const collecting = line.jurises.filter((j) => j.isRemitting && j.taxes.length > 0);
  if (collecting.length === 0) return [];
  const amounts = taxAmountsFor(line, place);
  return amounts.flatMap((amount, i) => {
    const j = collecting[i]!;
    const data = amount.tax_rate_data;
    const reduced = j.taxes.some((t) => !t.nonTaxableAmount.isZero());
    const percentage = reduced
      ? j.taxes
          .reduce((sum, t) => {
            const base = t.taxableAmount.plus(t.nonTaxableAmount);
            return base.isZero() ? sum : sum.plus(t.rate.times(t.taxableAmount).dividedBy(base));
          }, ZERO)
          .times(HUNDRED)
          .toDecimalPlaces(4)
      : Exact.parse(data.percentage);
    if (percentage.isZero()) return [];
    return [
      {
        display_name: data.display_name,
        jurisdiction: data.jurisdiction ?? j.jurisdiction.name,
        jurisdiction_level: data.jurisdiction_level ?? 'multiple',
        percentage: percentage.toFixed(),
        inclusive: line.isTaxIncludedInAmount,
        tax_type: (data.tax_type ?? 'sales_tax') as Stripe.TaxRateCreateParams.TaxType,
        ...(data.country !== undefined ? { country: data.country } : {}),
        ...(data.state !== undefined ? { state: data.state } : {}),
      },
    ];
  });
}
