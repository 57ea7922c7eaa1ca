import { z } from 'zod';
import { boundedInt, cursorSchema, jurisIdSchema, pageFields } from '../common/schemas.ts';
import { reportingCodeSchema } from '../../tax/content/reporting-codes.ts';
import { DEDUCTION_REASONS } from './figures.ts';

const monthRange = z
  .string()
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])\.\.(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'Invalid range (expected YYYY-MM..YYYY-MM)')
  .refine((r) => r.slice(0, 7) <= r.slice(9), 'The range must not end before it begins');

export const listFilingsBody = z
  .strictObject({
    filter: z.strictObject({ jurisId: jurisIdSchema.optional(), periodEndDateRangeInclusive: monthRange.optional() }).optional(),
    limit: boundedInt(1, 100).default(10),
    cursor: cursorSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.cursor !== undefined && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', message: 'cursor and filter cannot both be provided' });
  });
export type ListFilingsInput = z.output<typeof listFilingsBody>;

export const filingPageBody = z.strictObject({
  limit: boundedInt(1, 1000).default(100),
  cursor: cursorSchema.optional(),
});
export type FilingPageInput = z.output<typeof filingPageBody>;

export const removeTransactionsBody = z.strictObject({
  transactionIds: z.array(z.string().min(1).max(255)).min(1).max(100),
});

export const filingRecord = z.object({
  jurisId: z.string(),
  jurisFilingId: z.string().describe('The period label, e.g. 2026-Q3, 2026-10, 2026-H2 or 2026.'),
  name: z.string(),
  period: z.object({ begin: z.iso.date(), endInclusive: z.iso.date() }),
  currencyCode: z.string(),
  status: z.enum(['open', 'finalized', 'deleting']),
});

export const listFilingsResponse = z.object({ filings: z.array(filingRecord), ...pageFields });

export const listFilingTransactionIdsResponse = z.object({
  transactionIds: z.array(z.string()).describe('By accounting date.'),
  ...pageFields,
});

export const listFilingTransactionsWithRatesResponse = z.object({
  transactions: z.array(
    z.object({
      id: z.string(),
      accountingDate: z.iso.date(),
      currencyCode: z.string(),
      conversionRate: z
        .object({
          rate: z.string().describe("Decimal text: one unit of the transaction's currency in the filing's."),
          rateDate: z.iso.date().nullable().describe('The day of the ECB rates used; null for the same currency.'),
          source: z.string(),
        })
        .nullable()
        .describe('Null when no rate is loaded for the currency.'),
    }),
  ),
  filingCurrencyCode: z.string(),
  ...pageFields,
});

export const removeTransactionsResponse = z.object({
  transactions: z
    .array(
      z.discriminatedUnion('status', [
        z.object({ id: z.string(), status: z.literal('removed') }),
        z.object({ id: z.string(), status: z.literal('error'), reason: z.literal('notFound') }),
      ]),
    )
    .describe('One entry per requested id, in request order.'),
});

const minorUnits = (what: string) => z.string().describe(`${what}: exact decimal text in minor units of the section's currency.`);

const lineCodeSchema = reportingCodeSchema
  .nullable()
  .describe('The code the return asks for the line; null where Levy cannot give one (see incompleteLines).');

const doubtfulSchema = z.object({
  transactionCount: z.number().int(),
  taxDue: z.string(),
  transactionIds: z.array(z.string()).describe('The first 100 of them.'),
});

export const returnWorksheetResponse = z.object({
  filing: filingRecord,
  sections: z
    .array(
      z.object({
        currencyCode: z.string(),
        transactionCount: z.number().int(),
        grossSales: minorUnits('Sales in the filing’s jurisdictions (equals the filing’s sales for this currency)'),
        deductions: z.array(
          z.object({
            reason: z.enum(DEDUCTION_REASONS),
            amount: minorUnits('Sales deducted for the reason'),
            transactionCount: z.number().int(),
          }),
        ),
        taxableSales: minorUnits('Gross sales less the deductions'),
        taxDue: minorUnits('The sum of the lines’ tax'),
        lines: z
          .array(
            z.object({
              jurisId: z.string(),
              name: z.string(),
              level: z.string().describe('state, county, city or district (country, federal, province outside the US).'),
              taxName: z.string(),
              rate: z.string().describe('Decimal fraction ("0.0625").'),
              reportingCode: lineCodeSchema,
              taxableSales: minorUnits('Taxable sales of the jurisdiction at the rate'),
              taxDue: minorUnits('Tax due'),
              transactionCount: z.number().int(),
            }),
          )
          .describe(
            'By level, then by code (the order of the states’ local schedules; lines without one last), jurisdiction and rate; the transactions of a line are one call away (listTransactionIds).',
          ),
        locations: z
          .object({
            scheme: z.literal('il-location').describe("IDOR's location codes (Form ST-2)."),
            lines: z.array(
              z.object({
                code: z.string(),
                name: z.string().describe('The municipality, or the county’s land outside municipalities.'),
                county: z.string(),
                grossSales: minorUnits('Sales there'),
                taxableSales: minorUnits('Taxable sales there'),
                taxDue: minorUnits('Tax due there (state and local together, as the form takes it at the location’s combined rate)'),
                transactionCount: z.number().int(),
              }),
            ),
            unplaced: z
              .array(
                z.object({
                  reason: z.string(),
                  grossSales: z.string(),
                  taxableSales: z.string(),
                  taxDue: z.string(),
                  transactionCount: z.number().int(),
                  transactionIds: z.array(z.string()).describe('The first 100 of them.'),
                }),
              )
              .describe('Sales Levy cannot give a location code, by why.'),
          })
          .nullable()
          .describe(
            "For a state whose return reports each sale by its location (Illinois: Form ST-2, by IDOR's location code), the section's sales by location; the lines and the unplaced sum to the section's figures. Null elsewhere.",
          ),
        taxCollected: z.object({
          amount: minorUnits('Tax the invoices carried'),
          difference: minorUnits('Collected less due'),
          rounding: minorUnits('Part of the difference from rounding the tax to whole minor units on the invoice'),
          invoicesDiffering: z.object({
            amount: minorUnits('Part of the difference from invoices that carried another tax than Levy answered'),
            transactionCount: z.number().int(),
            transactionIds: z.array(z.string()).describe('The first 100 of them.'),
          }),
        }),
        doubts: z
          .object({ place: doubtfulSchema, rate: doubtfulSchema })
          .describe(
            'Sales whose answer was unsure of their place (localJurisdictionsUncertain: their local lines may name the wrong jurisdictions) or of their rates (rateDataMayBeStale); counted in the lines as answered.',
          ),
        negationsOfEarlierPeriods: z
          .object({
            transactionCount: z.number().int(),
            grossSales: z.string(),
            taxableSales: z.string(),
            taxDue: z.string(),
            corrections: z
              .array(
                z.object({
                  period: z.string().describe('The jurisFilingId of the period corrected.'),
                  jurisId: z.string(),
                  name: z.string(),
                  rate: z.string(),
                  taxableSales: z.string(),
                  taxDue: z.string(),
                  transactionCount: z.number().int(),
                }),
              )
              .describe('By period corrected, jurisdiction and rate.'),
          })
          .describe(
            'Negations of transactions of earlier periods, taken in this period: part of gross, taxable and tax due above, not of `lines` (this period’s own sales); lines and corrections sum to tax due.',
          ),
      }),
    )
    .describe('One per transaction currency, as the filing’s totals.'),
  conversions: z
    .array(
      z.object({
        currencyCode: z.string(),
        inFilingCurrency: z
          .object({ grossSales: z.string(), taxableSales: z.string(), taxDue: z.string() })
          .nullable()
          .describe(
            'In minor units of the filing’s currency, each transaction at its accounting date’s rate; null when a rate is missing.',
          ),
        rates: z.array(
          z.object({
            accountingDate: z.iso.date(),
            rate: z.string().nullable(),
            rateDate: z.iso.date().nullable(),
            source: z.string().nullable(),
          }),
        ),
      }),
    )
    .describe('The sections in other currencies than the filing’s, converted.'),
  oss: z
    .object({
      rateDay: z.iso.date().describe('The day whose ECB rates convert the quarter: its last day.'),
      rates: z
        .array(
          z.object({
            currencyCode: z.string(),
            period: z.string().describe("'' for the quarter itself, else the quarter a correction corrects."),
            ecbRate: z.string().nullable().describe('Units of the currency per euro; null where none is loaded.'),
            publishedOn: z.iso.date().nullable().describe('The day of the ECB publication used (the next one where the day had none).'),
          }),
        )
        .describe('The ECB rate used per currency and period.'),
      lines: z.array(
        z.object({ memberState: z.string(), jurisId: z.string(), rate: z.string(), taxableAmount: z.string(), vat: z.string() }),
      ),
      corrections: z.array(z.object({ period: z.string(), memberState: z.string(), vat: z.string() })),
      totalVat: z.string(),
      reverseCharged: z
        .object({ transactionCount: z.number().int(), amount: z.string() })
        .describe('Sales to businesses with a valid VAT number: reverse-charged, not on the return.'),
      complete: z.boolean().describe('False when a currency has no ECB rate loaded for a day the return needs (its amounts are left out).'),
    })
    .nullable()
    .describe(
      'For an eu-oss filing: the One-Stop Shop (Union scheme) return in whole euro cents, at the ECB rates of the quarter’s last day (Directive 2006/112/EC, Art. 366); null for other filings.',
    ),
  contentVersions: z
    .array(z.string().nullable())
    .describe('The built-in content versions that computed the transactions (null: not recorded).'),
  incompleteLines: z
    .array(z.object({ jurisId: z.string(), reason: z.string() }))
    .describe('Lines without the code the return needs, and why.'),
});

export type ReturnWorksheet = z.output<typeof returnWorksheetResponse>;
export type WorksheetSection = ReturnWorksheet['sections'][number];
export type WorksheetLine = WorksheetSection['lines'][number];
export type Correction = WorksheetSection['negationsOfEarlierPeriods']['corrections'][number];
export type Doubtful = WorksheetSection['doubts']['place'];
export type LocationSchedule = NonNullable<WorksheetSection['locations']>;
export type OssReturn = NonNullable<ReturnWorksheet['oss']>;
