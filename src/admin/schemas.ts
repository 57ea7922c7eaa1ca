// Bodies of the operator API (/admin/v1/...) and the CLI commands built on the same operations.
import { z } from 'zod';
import { anyAddressSchema, boundedInt, cursorSchema, dateSchema, limitSchema, pageFields } from '../seller/common/schemas.ts';
import { FEATURES } from '../seller/sellers/profile.ts';
import {
  ELECTION_IDS,
  electionsOf,
  registrationsOffering,
  STANDARD_CATEGORIES,
  TAX_DATA_KINDS,
  type StandardCategoryId,
} from '../tax/index.ts';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z.string().refine(isTimeZone, 'Invalid time zone (expected an IANA name such as America/New_York)');
const features = z.array(z.enum(FEATURES)).refine((list) => new Set(list).size === list.length, 'Features must not repeat');
const rateLimit = boundedInt(1, 100_000);
/** answer: calculate and say that local taxes may be missing; refuse: answer 409 customerAddressCouldNotResolve. */
const onUncertainLocalTax = z.enum(['answer', 'refuse']);
/** Where threshold alerts are e-mailed. */
const alertEmail = z.email().max(254);

export const createSellerBody = z.strictObject({
  name: z.string().min(1).max(200),
  accountingTimeZone: timeZone.optional(),
  businessAddress: anyAddressSchema.optional(),
  features: features.optional(),
  rateLimitPerSecond: rateLimit.optional(),
  onUncertainLocalTax: onUncertainLocalTax.optional(),
  alertEmail: alertEmail.optional(),
});
export type CreateSellerInput = z.output<typeof createSellerBody>;

/** Same fields, all optional; null clears the time zone or the address. */
export const updateSellerBody = z.strictObject({
  name: z.string().min(1).max(200).optional(),
  accountingTimeZone: timeZone.nullable().optional(),
  businessAddress: anyAddressSchema.nullable().optional(),
  features: features.optional(),
  rateLimitPerSecond: rateLimit.optional(),
  onUncertainLocalTax: onUncertainLocalTax.optional(),
  alertEmail: alertEmail.nullable().optional(),
});
export type UpdateSellerInput = z.output<typeof updateSellerBody>;

export const listSellersBody = z.strictObject({
  limit: limitSchema(100, 20),
  cursor: cursorSchema.optional(),
});

export const FILING_FREQUENCIES = ['monthly', 'quarterly', 'semiannual', 'annual'] as const;

/** Remote-seller elections, each offered by one state's registration (the content's `elections`). */
const election = z.enum(ELECTION_IDS).describe(
  `A remote-seller election on the registration, accepted only on the registration that offers it: ${ELECTION_IDS.map((id) =>
    registrationsOffering(id)
      .map((jurisId) => {
        const e = electionsOf(jurisId).find((offered) => offered.id === id)!;
        return `${id} (${jurisId}: ${e.name}; replaces the ${e.replaces === 'localTaxes' ? 'local taxes' : 'state and local taxes'})`;
      })
      .join(', '),
  ).join(', ')}.`,
);

export const addRegistrationBody = z
  .strictObject({
    // Jurisdiction ids have the form <country_or_region_prefix>-<code>, e.g. us-CA, ca-QC, eu-DE.
    jurisId: z.string().regex(/^[a-z]{2,3}-[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'Invalid jurisdiction id (expected e.g. us-CA)'),
    collectingFrom: dateSchema,
    filingFrequency: z.enum(FILING_FREQUENCIES).optional(),
    election: election.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.election === undefined || electionsOf(body.jurisId).some((e) => e.id === body.election)) return;
    const offeredBy = registrationsOffering(body.election);
    ctx.addIssue({
      code: 'custom',
      path: ['election'],
      message: `${body.election} is an election of a ${offeredBy.join(' or ')} registration only`,
    });
  });
export type AddRegistrationInput = z.output<typeof addRegistrationBody>;

export const sellerRecord = z.object({
  id: z.string(),
  name: z.string(),
  accountingTimeZone: z.string().nullable(),
  businessAddress: z.unknown().nullable(),
  features: z.array(z.string()),
  rateLimitPerSecond: z.number(),
  onUncertainLocalTax: onUncertainLocalTax,
  alertEmail: z.string().nullable(),
  /** Calculations answered (or refused) with local taxes possibly missing, per UTC day, the last 30 days. */
  uncertainLocalTaxAnswers: z.array(z.object({ date: z.string(), count: z.number() })),
  apiKeys: z.array(z.object({ id: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() })),
  registrations: z.array(
    z.object({
      id: z.string(),
      jurisId: z.string(),
      collectingFrom: z.string(),
      filingFrequency: z.string(),
      election: election.nullable(),
    }),
  ),
  integrations: z.array(z.object({ id: z.string(), type: z.string(), taxMode: z.string(), status: z.string(), webhookPath: z.string() })),
});
export type SellerRecord = z.output<typeof sellerRecord>;

export const importZipRatesBody = z.strictObject({
  effectiveFrom: dateSchema,
  /** What the table is, e.g. its file name: shown as the source of every rate taken from it. */
  sourceName: z.string().min(1).max(200),
  /** The CSV text. */
  csv: z.string().min(1),
});
export type ImportZipRatesInput = z.output<typeof importZipRatesBody>;

const standardIds = Object.keys(STANDARD_CATEGORIES) as [StandardCategoryId, ...StandardCategoryId[]];

export const createCustomCategoryBody = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Invalid id (1-64 letters, digits or _ . : -)')
    .optional(),
  name: z.string().min(1).max(200),
  standardCategoryId: z.enum(standardIds),
  /** Per-jurisdiction treatment on top of the standard category. */
  overrides: z
    .array(z.strictObject({ jurisId: z.string().min(1).max(100), taxable: z.boolean() }))
    .max(500)
    .optional(),
});
export type CreateCustomCategoryInput = z.output<typeof createCustomCategoryBody>;

export const loadConversionRatesBody = z.strictObject({ csv: z.string().min(1) });

// Answers of the admin operations, in the order of api/routes/admin.ts.

export const auditLogResponse = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.iso.datetime(),
      actor: z.string().describe('admin-token:<first 12 hex digits of its SHA-256>, or cli:<user>.'),
      operation: z.string().describe('The operation id, e.g. admin.sellers.update.'),
      sellerId: z.string().nullable(),
      target: z.record(z.string(), z.string()).describe("The operation's path parameters."),
      outcome: z.string().describe('ok, or the conflict type it answered.'),
    }),
  ),
  ...pageFields,
});

/** A new API key: shown once, never stored in the clear. */
export const issuedApiKeyResponse = z.object({
  apiKeyId: z.string(),
  apiKey: z.string().describe('levy_<id>_<secret>: the bearer token, shown only here.'),
});

export const createSellerResponse = issuedApiKeyResponse.extend({ sellerId: z.string() });

export const listSellersResponse = z.object({ sellers: z.array(z.object({ id: z.string(), name: z.string() })), ...pageFields });

export const addRegistrationResponse = z.object({ registrationId: z.string() });

export const importZipRatesResponse = z.object({ zipRateTableId: z.string(), rowCount: z.number().int(), effectiveFrom: z.iso.date() });

/** An official table of rates per place against the built-in content (OFFICIAL_TABLE_KINDS). */
const rateOverrideCounts = z.object({
  jurisdictions: z
    .number()
    .int()
    .describe('Built-in jurisdictions whose rates the table overrides (from its date, or on the dates of its rows where it dates them).'),
  notInBuiltInContent: z
    .object({ jurisdictions: z.number().int(), places: z.number().int(), counties: z.number().int() })
    .describe(
      'What the table has that the built-in content lacks (new jurisdictions, place entries, county map entries): not applied until a content update.',
    ),
});

export const importTaxDataResponse = z.object({
  fileId: z.string(),
  kind: z.enum(TAX_DATA_KINDS),
  state: z.string(),
  fileName: z.string(),
  publishedOn: z.iso.date(),
  rowCount: z.number().int(),
  alreadyImported: z.boolean().describe('The same file was imported before: nothing changed.'),
  rateOverrides: rateOverrideCounts
    .optional()
    .describe(
      'Official tables of rates per place (caCdtfa, ilIdor, txRates, azTpt, coRates, alRates) only: what the table changes in the built-in content.',
    ),
});

/** How long a data set vouches for its rates, and whether today is past it. */
const freshness = {
  goodThrough: z.iso
    .date()
    .describe(
      "The last day the data set vouches for its rates: an imported file's until its publisher's next scheduled edition; the built-in content's, the earliest of its rates in force today, each vouched for by its source's edition. Answers for later tax dates say rateDataMayBeStale.",
    ),
  stale: z.boolean().describe('Today is past goodThrough: update the data (levy data update).'),
};

const rateChange = z.object({
  jurisId: z.string(),
  name: z.string(),
  change: z.enum(['up', 'down', 'added', 'ended']),
  from: z.iso.date().describe('The first day the new file answers differently.'),
  oldRate: z.string().nullable().describe('Percent ("0.15"); null where the jurisdiction had no rate that day.'),
  newRate: z.string().nullable(),
});

export const updateTaxDataResponse = z.object({
  from: z.string().describe('Where the files were looked for.'),
  dryRun: z.boolean(),
  sources: z.array(
    z.object({
      kind: z.enum(['sstRates', 'sstBoundaries', 'ilIdor', 'caCdtfa', 'txRates', 'waRates']),
      state: z.string(),
      outcome: z
        .enum(['updated', 'current', 'failed'])
        .describe(
          'updated: imported (checked only, in a dry run); current: the newest edition is in force; failed: nothing changed, reason says why.',
        ),
      fileName: z.string().nullable(),
      previousFileName: z.string().nullable(),
      reason: z.string().nullable(),
      rowCount: z.number().int().nullable(),
      changes: z.array(rateChange),
    }),
  ),
  customersTouched: z
    .array(z.object({ sellerId: z.string(), customers: z.number().int(), jurisIds: z.array(z.string()) }))
    .nullable()
    .describe(
      'Per seller, the customers of the last 12 months whose ZIP code a change reaches; null when they could not be counted after the files were imported (the log says why).',
    ),
});

export const taxDataStatusResponse = z.object({
  builtIn: z
    .object({ version: z.string(), asOf: z.iso.date(), hash: z.string(), ...freshness })
    .describe('The built-in content this process runs.'),
  regions: z
    .array(
      z.object({
        region: z.string().describe('US-CA, US-DC, US-PR for US states, DC and territories; the ISO code for a country.'),
        name: z.string(),
        dataSets: z.array(
          z.discriminatedUnion('kind', [
            z.object({
              kind: z.literal('builtIn'),
              version: z.string(),
              asOf: z.iso.date(),
              file: z.string().describe("The content file that holds the region's facts."),
              ...freshness,
              editions: z
                .array(
                  z.object({
                    by: z.string().describe('The official table edition, or the source read on a day, that vouches for the rates.'),
                    kind: z
                      .enum(['edition', 'read', 'import'])
                      .describe(
                        "edition: an official table's edition, vouched for until the publisher's next one; read: a source without editions (a statute, a notice, a curated fact), until the region's next scheduled table after it was read.",
                      ),
                    through: z.iso.date(),
                    stale: z.boolean(),
                    rates: z.number().int().describe('How many rates in force today rest on it.'),
                  }),
                )
                .describe("What vouches for the region's built-in rates in force today, earliest first."),
            }),
            z.object({
              kind: z.enum(TAX_DATA_KINDS),
              fileName: z.string(),
              publishedOn: z.iso.date(),
              importedAt: z.iso.datetime(),
              ...freshness,
              rateOverrides: rateOverrideCounts
                .extend({
                  problem: z
                    .string()
                    .nullable()
                    .describe('Why the table applies nothing to this release of the built-in content; null when it applies.'),
                })
                .optional()
                .describe('Official tables only: what the table overrides in the built-in content, as the answering process applied it.'),
            }),
          ]),
        ),
      }),
    )
    .describe('Every region of the built-in content, then any other state with imported files: each data set in force there.'),
  builtInHistory: z
    .array(z.object({ version: z.string(), asOf: z.iso.date(), firstRecordedAt: z.iso.datetime() }))
    .describe('Every built-in content version a Levy server ran, in the order they first ran.'),
  states: z
    .array(
      z.object({
        state: z.string(),
        files: z.array(
          z.object({
            kind: z.enum(TAX_DATA_KINDS),
            fileName: z.string(),
            publishedOn: z.iso.date(),
            importedAt: z.iso.datetime(),
            rowCount: z.number().int(),
            inForce: z.boolean(),
          }),
        ),
        stale: z.boolean().describe('The newest file of some kind is for a quarter before the current one.'),
      }),
    )
    .describe('Imported files only, per state: those in force and older ones.'),
});

export const listZipRateTablesResponse = z.object({
  zipRateTables: z.array(
    z.object({
      id: z.string(),
      effectiveFrom: z.iso.date(),
      sourceName: z.string(),
      rowCount: z.number().int(),
      importedAt: z.iso.datetime(),
    }),
  ),
});

export const createCustomCategoryResponse = z.object({ id: z.string() });

export const importSalesHistoryResponse = z.object({
  importId: z.string(),
  nextLine: z.number().int().describe('The file line the import expects next.'),
  imported: z.number().int(),
  rejected: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })).describe("This chunk's rejected lines."),
  finished: z.boolean(),
});

export const rebuildThresholdsResponse = z.object({
  transactions: z.number().int(),
  importedSales: z.number().int(),
  changedDays: z.number().int().describe('Daily figures that differed from the incremental ones before the rebuild.'),
});

export const loadConversionRatesResponse = z.object({ days: z.number().int(), rates: z.number().int() });
