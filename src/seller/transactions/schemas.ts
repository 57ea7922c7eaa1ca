// Bodies of the transaction operations (the API's "Transaction"; names follow the best-known API of this kind).
import { z } from 'zod';
import {
  anyAddressSchema,
  boundedInt,
  cursorSchema,
  dateSchema,
  dateTimeSchema,
  externalId,
  jurisIdSchema,
  pageFields,
} from '../common/schemas.ts';

/** The accounting time zones the API accepts. */
export const ACCOUNTING_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Brisbane',
  'Australia/Sydney',
  'America/Halifax',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'Europe/Berlin',
  'Europe/Brussels',
  'Europe/Dublin',
  'Europe/Helsinki',
  'Europe/London',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Stockholm',
  'Asia/Tokyo',
  'Asia/Singapore',
] as const;

/** The reference API's bound on a line amount, in minor units. */
export const MAX_LINE_AMOUNT = 100_000_000_000;

export const lineItemSchema = z.strictObject({
  id: z.string().min(1).max(255).optional(),
  productExternalId: z.string().min(1).max(255),
  amount: boundedInt(-MAX_LINE_AMOUNT, MAX_LINE_AMOUNT),
  isTaxIncludedInAmount: z.boolean().optional(),
  quantity: z
    .string()
    .regex(/^-?\d{1,12}(\.\d{1,8})?$/, 'Invalid decimal number')
    .optional(),
});

export const customerTaxIdSchema = z.strictObject({
  type: z.enum(['genericVatNumber', 'euVrn']).optional(),
  value: z.string().min(1).max(64),
});

const transactionFields = {
  lineItems: z.array(lineItemSchema).min(1).max(1000),
  currencyCode: z.string().length(3),
  customerAddress: anyAddressSchema,
  customerName: z.string().min(1).max(255).optional(),
  customerTaxIds: z.array(customerTaxIdSchema).max(20).optional(),
  shipFromAddress: anyAddressSchema.optional(),
  accountingDate: dateSchema.optional(),
  accountingTime: dateTimeSchema.optional(),
  accountingTimeZone: z.enum(ACCOUNTING_TIME_ZONES).optional(),
  taxDate: dateSchema.optional(),
  customerId: externalId.optional(),
};

function accountingRules<T extends { accountingDate?: string | undefined; accountingTimeZone?: string | undefined }>(
  body: T,
  ctx: z.RefinementCtx,
): void {
  if (body.accountingDate !== undefined && body.accountingTimeZone !== undefined) {
    ctx.addIssue({ code: 'custom', message: 'Cannot specify both accountingDate and accountingTimeZone' });
  }
}

export const createEphemeralBody = z.strictObject(transactionFields).superRefine(accountingRules);
export type CreateEphemeralInput = z.output<typeof createEphemeralBody>;

export const createOrUpdateBody = z.strictObject({ id: externalId, ...transactionFields }).superRefine(accountingRules);
export type CreateOrUpdateInput = z.output<typeof createOrUpdateBody>;

export const createNegationBody = z.strictObject({
  originalTransactionId: externalId,
  newTransactionId: externalId,
  originalTransactionExpectedVersion: boundedInt(1, 2_147_483_647).optional(),
});
export type CreateNegationInput = z.output<typeof createNegationBody>;

export const voidBody = z.strictObject({
  transactionExpectedVersion: boundedInt(1, 2_147_483_647).optional(),
});

export const listTransactionsBody = z
  .strictObject({
    filter: z
      .discriminatedUnion('type', [
        z.strictObject({ type: z.literal('lastModifiedAfter'), value: dateTimeSchema }),
        z.strictObject({
          type: z.literal('filingInfo'),
          value: z.strictObject({
            filingAssociationStatus: z.literal('associated').optional(),
            jurisId: jurisIdSchema,
            jurisFilingId: z.string().min(1),
          }),
        }),
      ])
      .optional(),
    limit: boundedInt(1, 20).default(10),
    cursor: cursorSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.cursor !== undefined && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', message: 'cursor and filter cannot both be provided' });
  });
export type ListTransactionsInput = z.output<typeof listTransactionsBody>;

const notTaxedReasonSchema = z.object({ type: z.string(), reason: z.object({ type: z.string() }).optional() });

/**
 * What Levy is unsure of in an answer: local taxes it could not place, or a rate whose data is
 * vouched for only up to a day before the tax date (both at once: the first, whose message says both).
 */
export const taxComplianceMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('localJurisdictionsUncertain'),
    message: z.string(),
    /** The jurisdictions the answer applied; local ones may be missing from them. */
    jurisIds: z.array(z.string()),
    /**
     * Where the ZIP code reaches places with other local taxes (by the Census and HUD): each set of
     * jurisdictions, the applied one first, with its share of the ZIP code's people (land where the
     * Census counts none; addresses between counties), 0 to 1.
     */
    candidates: z.array(z.object({ name: z.string(), jurisIds: z.array(z.string()), share: z.number() })).optional(),
  }),
  z.object({
    type: z.literal('rateDataMayBeStale'),
    /** Names each edition (or source) the rates came from and the day it vouches through. */
    message: z.string(),
    /** The jurisdictions whose rates are past their vouching on the tax date. */
    jurisIds: z.array(z.string()),
    /** The earliest last day their rates are vouched for: until the publisher's next scheduled edition of the table they came from. */
    dataAsOf: dateSchema,
  }),
]);

/** The Calculation answered by createEphemeral (and, with `version`, by createOrUpdate). */
export const calculationResponse = z.object({
  taxAmountToCollect: z.number().int(),
  preTaxAmount: z.string(),
  lineItems: z.array(
    z.object({
      id: z.string().nullable(),
      taxAmountToCollect: z.number().int(),
      preTaxAmount: z.string(),
      jurises: z.array(
        z.object({
          name: z.string(),
          taxes: z
            .array(z.object({ taxName: z.string(), taxableAmount: z.string(), taxAmount: z.string(), taxRate: z.string() }))
            .nullable(),
          notTaxedReason: notTaxedReasonSchema.nullable(),
        }),
      ),
    }),
  ),
  jurisSummaries: z.array(z.object({ name: z.string(), notTaxedReasons: z.array(notTaxedReasonSchema).nullable() })),
  taxComplianceMessage: taxComplianceMessageSchema.nullable(),
});

/** The answer of createOrUpdate: the Calculation with the transaction's version. */
export const createOrUpdateResponse = calculationResponse.extend({ version: z.number().int() });

/** Decimal texts in minor units: tax contained in the amounts, tax added to them, and both. */
const taxAmountDueSchema = z.object({ inclusive: z.string(), exclusive: z.string(), total: z.string() });

const recordTaxSchema = z.object({
  id: z.string().describe('The jurisdiction id.'),
  name: z.string(),
  nonTaxableAmount: z.string(),
  exemptions: z.array(z.object({ reason: z.string(), amount: z.string() })),
  taxableAmount: z.string(),
  rate: z.string().describe('Nominal rate as a decimal fraction ("0.0625").'),
  taxAmount: z.object({ inclusive: z.string(), exclusive: z.string() }),
});

const recordLineItemSchema = z.object({
  id: z.string().nullable(),
  product: z.object({
    internalId: z.string(),
    externalId: z.string(),
    name: z.string(),
    productTaxCategory: z.object({ type: z.enum(['standard', 'custom']), id: z.string(), name: z.string() }),
  }),
  quantity: z.string().nullable(),
  unitPrice: z.null(),
  inputAmount: z.number().int(),
  isTaxIncludedInAmount: z.boolean(),
  preTaxAmount: z.string(),
  taxAmountToCollect: z.number().int(),
  taxAmountDue: taxAmountDueSchema,
  jurises: z.array(
    z.object({
      name: z.string(),
      id: z.string(),
      calc: z.object({ isRemitting: z.boolean(), notTaxedReason: notTaxedReasonSchema.nullable(), taxes: z.array(recordTaxSchema) }),
    }),
  ),
});

/** The stored transaction's `body` (normal records only). A negation has every amount of its original negated. */
export const transactionRecordBody = z.object({
  accountingDate: z.iso.date(),
  taxDate: z.iso.date(),
  currencyCode: z.string(),
  customer: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  addresses: z.array(
    z.object({
      address: z.object({
        line1: z.string().nullable(),
        city: z.string().nullable(),
        region: z.string().nullable(),
        country: z.string(),
        postalCode: z.string().nullable(),
      }),
    }),
  ),
  inputAmount: z.number().int(),
  preTaxAmount: z.string(),
  taxAmountDue: taxAmountDueSchema,
  taxAmountAdded: z.object({
    expected: z.number().int(),
    seen: z.number().int().describe('What the invoice actually carried (Stripe integration); else equal to expected.'),
  }),
  invoiceTotalAmountExpected: z.number().int(),
  jurisSummaries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      preTaxAmount: z.string(),
      taxAmountDue: taxAmountDueSchema,
      taxIdValidation: z.object({ processedTaxIds: z.array(z.object({ taxId: z.string(), isValid: z.boolean() })) }),
    }),
  ),
  lineItems: z.array(recordLineItemSchema),
});

const transactionRecordFields = {
  version: z.number().int(),
  id: z.string(),
  svcCreatedTime: z.iso.datetime(),
  svcModifiedTime: z.iso.datetime(),
  sourceBillingSystem: z.object({ name: z.string(), integrationId: z.string(), invoiceId: z.string() }).nullable(),
  negationOf: z.string().nullable().describe('The id of the transaction this one negates.'),
  svcContentVersion: z
    .string()
    .nullable()
    .describe(
      "The version of Levy's built-in tax content that computed the current version (a negation or a void keeps its original's); null on records saved before it was recorded.",
    ),
};

/** The Transaction record of get and list: normal, or voided (without `body`). */
export const transactionRecord = z.discriminatedUnion('type', [
  z.object({ type: z.literal('normal'), ...transactionRecordFields, body: transactionRecordBody }),
  z.object({ type: z.literal('voided'), ...transactionRecordFields }),
]);

export const listTransactionsResponse = z.object({ transactions: z.array(transactionRecord), ...pageFields });

/**
 * What a billing-system door knows of the customer beyond the API's fields: the exemption its
 * billing system records (Stripe's customer `tax_exempt`). Never accepted from an API body (the
 * operations' schemas are strict); kept in the saved transaction's input with the rest.
 * `exempt`: the whole sale is exempt. `reverse`: the customer is a business liable for the tax
 * itself, so Levy reverse-charges wherever the jurisdiction allows it, as for a valid tax id.
 */
export interface BillingSystemFacts {
  customerExemption?: 'exempt' | 'reverse';
}
