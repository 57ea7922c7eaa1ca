// The format of Levy's built-in tax content (the JSON files under content/). One zod schema per
// file kind: the loader parses with them, the validator reports with them, and the JSON Schemas in
// content/schema/ (for editors) are generated from them, so the three cannot disagree.
import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date (YYYY-MM-DD)');
/** A percentage or amount as a decimal text ("6.25", "9.975", "100000"): never a float. */
const decimalText = z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal number as text ("6.25")');

/** A source of record: what a fact rests on. */
export const sourceSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().min(1),
  /** Who issued it: the tax authority, legislature or official publisher; for a secondary source, its publisher. */
  authority: z.string().min(1),
  /** When it was read for Levy. */
  retrieved: isoDate,
  /** A tax authority's notice, table or data file, or a statute; false for vendors' pages, news and blogs. */
  official: z.boolean(),
  /**
   * For an official table published in editions (IDOR's rate file, CDTFA's rate table): the edition
   * the content was built from. It vouches for its facts until the publisher's next scheduled edition
   * replaces it; a source without an edition vouches until its state's next scheduled table after the
   * day it was retrieved (`schedules`).
   */
  edition: z
    .strictObject({
      /** What answers call the edition: the table and its edition as its publisher names them ("local sales tax rate file, 2026-01 edition"). */
      name: z.string().min(1),
      /** The first day its rates are for. */
      from: isoDate,
      /** The day the publisher's next scheduled edition replaces it: its facts are vouched for through the day before. */
      replacedOn: isoDate,
    })
    .optional(),
  /**
   * Later official sources (URLs in this file) that this one's facts were re-checked against, such as a
   * notice listing every change a newer edition made: the facts are vouched for as long as those are.
   */
  recheckedAgainst: z.array(z.url()).optional(),
});

/**
 * What every dated fact carries: its period ([from, to): `to` is the first day it no longer holds;
 * null is open-ended) and the sources it rests on (URLs listed in sources.json), with an optional
 * note that explains how the figure was read or derived.
 */
const provenance = {
  sources: z.array(z.url()).min(1, 'A fact needs at least one source'),
  note: z.string().min(1).optional(),
};
const dated = { from: isoDate.nullable(), to: isoDate.nullable(), ...provenance };

/** Levy's standard product tax categories (their names are in taxability.json). */
export const STANDARD_CATEGORY_IDS = [
  'saasBusiness',
  'saasConsumer',
  'digitalGoods',
  'tangibleGoods',
  'professionalServices',
  'nonTaxable',
] as const;
export type StandardCategoryId = (typeof STANDARD_CATEGORY_IDS)[number];
/** The remote-seller elections a registration may carry (the states that offer them say so in their files). */
export const ELECTION_IDS = ['singleLocalUseTaxRate', 'simplifiedSellersUseTax'] as const;
export type ElectionId = (typeof ELECTION_IDS)[number];
const categoryId = z.enum(STANDARD_CATEGORY_IDS);
/** `share`: percent of the price that is taxed (Texas: 80). `rate`: a rate that replaces the tax's own (Connecticut: 1). */
const treatment = z.union([
  z.strictObject({ taxable: z.literal(true), share: decimalText.optional(), rate: decimalText.optional() }),
  z.strictObject({ taxable: z.literal(false) }),
]);
const level = z.enum(['country', 'federal', 'state', 'province', 'county', 'city', 'district']);

export const rateSchema = z.strictObject({ rate: decimalText, ...dated });
export const taxabilitySchema = z.strictObject({ category: categoryId, treatment, ...dated });

export const jurisdictionSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2}-[A-Za-z0-9-]+$/, 'Expected a jurisdiction id (us-CA, us-NY-new-york-city, eu-DE, gb-vat)'),
  name: z.string().min(1),
  level,
  /** ISO alpha-2 country. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** Where a seller registers to collect this tax: any one of them. */
  registrationIds: z.array(z.string().min(1)).min(1),
  taxes: z.array(
    z.strictObject({ name: z.string().min(1), rates: z.array(rateSchema).min(1), taxability: z.array(taxabilitySchema).optional() }),
  ),
  /** Treatment per category; categories not listed follow `inheritsFrom`, then `defaultTreatment`. */
  taxability: z.array(taxabilitySchema),
  inheritsFrom: z.string().optional(),
  defaultTreatment: treatment,
  hasLocalTaxes: z.boolean().optional(),
  sourcing: z.enum(['destination', 'origin', 'mixed']).optional(),
  taxIdName: z.strictObject({ name: z.string(), abbreviation: z.string().nullable() }).optional(),
  b2bReverseCharge: z.boolean().optional(),
  /** A self-administered local tax that an imported ZIP table also carries in one of its components (Denver: city). */
  coversImportedLevel: level.optional(),
  /**
   * A rate change reported (by the news, a vendor, a notice that could not be read here) but not
   * confirmed by the authority: the rates above stay as the official sources give them, and from
   * `from` on every answer that applies the jurisdiction says its rate may be stale.
   */
  unconfirmedChanges: z
    .array(z.strictObject({ from: isoDate, rate: decimalText, sources: provenance.sources, note: z.string().min(1) }))
    .optional(),
});

const fips = z.string().regex(/^\d{5}$/, 'Expected a county FIPS code (five digits)');
const zip = z.string().regex(/^\d{5}$/, 'Expected a ZIP code (five digits)');

/** IDOR's location ID, CCC-JJJJ-C (county number, place number, check digit). */
const returnLocationCode = z.string().regex(/^\d{3}-\d{4}-\d$/, 'Expected a location code CCC-JJJJ-C');

/** A place found by its ZIP codes' USPS city name (boundary rule: which local taxes apply there). */
export const placeSchema = z.strictObject({
  names: z.array(z.string().min(1)).min(1),
  /**
   * The Census place GEOID (2-digit state + 5-digit place FIPS, "0465000"), the key of local content:
   * the incorporated place the entry stands for; absent where the entry is not one Census place
   * (docs/places-without-geoid.md). The validator checks it against the Census place list.
   */
  geoid: z
    .string()
    .regex(/^\d{7}$/, 'Expected a Census place GEOID (seven digits: state and place FIPS)')
    .optional(),
  jurisdictions: z.array(z.string()),
  /** The counties the place lies in, where its USPS name also covers other areas. */
  counties: z.array(fips).optional(),
  /**
   * ZIP codes with the place's name that also reach neighbours with other local taxes; `unknown`
   * where the source gives no boundaries (an official rate table), so any of them may.
   */
  partlyOutside: z.union([z.array(zip), z.literal('unknown')]).optional(),
  ...provenance,
});

/** A state's content: the state, its local jurisdictions and the rules that place an address among them. */
const usSections = {
  /** Local jurisdictions that apply everywhere in the state (Utah, Virginia, Hawaii). */
  statewideLocals: z.array(z.string()).optional(),
  /** County-level local taxes by county FIPS code. */
  counties: z
    .strictObject({
      /** Every local tax of the state is county-wide, so a county places an address completely. */
      complete: z.boolean(),
      /** Counties where a city adds its own tax although the state is complete otherwise. */
      incompleteCounties: z.array(fips).optional(),
      /**
       * Counties a county alone places completely although the state is not complete: an official
       * table of every city and county (CDTFA's, IDOR's) shows that each of their cities and their
       * area outside the cities carry exactly the county's taxes. Only for a state that is not complete.
       */
      completeCounties: z.array(fips).optional(),
      /**
       * Counties whose land outside every incorporated place carries exactly the county's taxes: an
       * official table gives the rate of each county's unincorporated area (CDTFA's, IDOR's). The
       * Census's geography then places a ZIP code's unincorporated land there completely.
       */
      unincorporatedComplete: z.array(fips).optional(),
      taxes: z.record(fips, z.array(z.string())),
      /**
       * Taxes of a county's land outside every incorporated place alone, on top of its county-wide
       * ones (the 1 % district taxes of five California counties' unincorporated areas).
       */
      unincorporatedTaxes: z.record(fips, z.array(z.string())).optional(),
      ...provenance,
    })
    .optional(),
  places: z.array(placeSchema).optional(),
  /**
   * The location codes the state's return reports each sale by, where its return asks for them by
   * place (Illinois's Form ST-2: IDOR's location codes): per county FIPS, the code of its land outside
   * every municipality and, by Census place GEOID, each municipality's code in that county.
   */
  returnLocations: z
    .strictObject({
      scheme: z.literal('il-location'),
      counties: z.record(
        fips,
        z.strictObject({
          code: returnLocationCode,
          name: z.string().min(1),
          places: z.record(
            z.string().regex(/^\d{7}$/, 'Expected a Census place GEOID (seven digits)'),
            z.strictObject({ code: returnLocationCode, name: z.string().min(1) }),
          ),
        }),
      ),
      ...provenance,
    })
    .optional(),
  /** Places that are whole counties (consolidated city-counties, New York City's boroughs). */
  countyPlaces: z.array(z.strictObject({ place: z.string().min(1), counties: z.array(fips).min(1) })).optional(),
  /**
   * Elections a remote seller may make on its registration in the state (Texas's single local use
   * tax rate, Alabama's Simplified Sellers Use Tax): the jurisdictions (defined in this file, with
   * their dated rates) that then replace the local taxes, or the state and local taxes, everywhere
   * in the state.
   */
  elections: z
    .array(
      z.strictObject({
        id: z.enum(ELECTION_IDS),
        name: z.string().min(1),
        replaces: z.enum(['localTaxes', 'stateAndLocalTaxes']),
        jurisdictions: z.array(z.string()).min(1),
        ...provenance,
      }),
    )
    .optional(),
};

export const jurisdictionFileSchema = z.strictObject({
  /** What the file holds, in a sentence or two, and how it was built. */
  notes: z.array(z.string()).optional(),
  jurisdictions: z.array(jurisdictionSchema).min(1),
  ...usSections,
});

const thresholdPeriod = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('year'),
    startMonth: z.int().min(1).max(12),
    measured: z.enum(['currentOrPrevious', 'previous', 'twoYearsPrior']),
  }),
  z.strictObject({ kind: z.literal('rolling12Months') }),
  z.strictObject({ kind: z.literal('precedingQuarters'), count: z.int().min(1).max(8), firstQuarterStartMonth: z.int().min(1).max(3) }),
]);

export const thresholdRuleSchema = z.strictObject({
  ...dated,
  salesAmount: decimalText.nullable(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  transactionCount: z.int().positive().nullable(),
  combine: z.enum(['either', 'both', 'salesOnly']),
  period: thresholdPeriod,
  basis: z.enum(['gross', 'retail', 'taxable']),
  scope: z.enum(['jurisdiction', 'worldwide']),
  includesMarketplaceSales: z.boolean(),
  obligationBegins: z.enum(['nextTransaction', 'firstDayOfNextMonth', 'firstDayOfNextQuarter', 'firstDayOfNextYear']),
  sellers: z.enum(['all', 'establishedInside', 'establishedOutside']),
  text: z.string().min(1),
  /** Checked against the official source named; otherwise taken from secondary sources. */
  verified: z.boolean(),
});

export const thresholdsFileSchema = z.strictObject({
  notes: z.array(z.string()).optional(),
  jurisdictions: z.array(
    z.strictObject({
      /** The jurisdiction id a registration names (us-CA, ca-federal, eu-oss, au-gst). */
      jurisId: z.string().min(1),
      name: z.string().min(1),
      /** Jurisdiction ids of calculations whose sales count here; default: jurisId alone. */
      members: z.array(z.string()).optional(),
      /** Countries whose sellers are "established inside". */
      countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
      rules: z.array(thresholdRuleSchema).min(1),
    }),
  ),
});

export const taxabilityFileSchema = z.strictObject({
  notes: z.array(z.string()).optional(),
  /** Levy's standard product tax categories, as the API lists them. */
  categories: z.array(z.strictObject({ id: categoryId, name: z.string().min(1) })),
});

/**
 * When a region's publisher issues its tables (IDOR: January and July), and the table its content
 * was built from: a fact from a source without an edition of its own is vouched for until that
 * table's next edition, or without one, until the first of these months after the source was read.
 * Regions not listed follow the calendar quarters.
 */
export const scheduleSchema = z.strictObject({
  /** `US-IL`, a country's ISO code. */
  region: z.string().regex(/^(US-[A-Z]{2}|[A-Z]{2})$/, 'Expected US-XX or an ISO country code'),
  publisher: z.string().min(1),
  /** The months (1-12) whose first day a new table takes effect. */
  months: z.array(z.number().int().min(1).max(12)).min(1),
  /**
   * The official table (a source with an edition) the region's content was built from: until its
   * next edition it vouches for every fact of the region, statutes and curated facts included, since
   * a newer edition may change any of them.
   */
  table: z.url().optional(),
  sources: provenance.sources,
});

export const sourcesFileSchema = z.strictObject({ schedules: z.array(scheduleSchema).optional(), sources: z.array(sourceSchema) });

export const manifestSchema = z.strictObject({
  /** The day through which the content was checked against its sources. */
  asOf: isoDate,
  notes: z.array(z.string()).optional(),
});

export type SourceRecord = z.output<typeof sourceSchema>;
export type Schedule = z.output<typeof scheduleSchema>;
export type JurisdictionFile = z.output<typeof jurisdictionFileSchema>;
/** A state's return locations (JurisdictionFile.returnLocations). */
export type ReturnLocations = NonNullable<JurisdictionFile['returnLocations']>;
export type ContentJurisdiction = z.output<typeof jurisdictionSchema>;
export type ThresholdsFile = z.output<typeof thresholdsFileSchema>;
export type TaxabilityFile = z.output<typeof taxabilityFileSchema>;
export type SourcesFile = z.output<typeof sourcesFileSchema>;
export type Manifest = z.output<typeof manifestSchema>;

/** Which schema a content file follows, by its path inside content/. */
export function schemaOf(path: string): z.ZodType | null {
  if (path === 'manifest.json') return manifestSchema;
  if (path === 'sources.json') return sourcesFileSchema;
  if (path === 'thresholds.json') return thresholdsFileSchema;
  if (path === 'taxability.json') return taxabilityFileSchema;
  if (/^(us\/[a-z]{2}|canada|eu|countries\/[a-z]{2})\.json$/.test(path)) return jurisdictionFileSchema;
  return null;
}

/** The JSON Schema of each kind of content file, as the text content/schema/ holds. */
export function contentJsonSchemas(): Record<string, string> {
  const kinds: Record<string, z.ZodType> = {
    'manifest.schema.json': manifestSchema,
    'sources.schema.json': sourcesFileSchema,
    'thresholds.schema.json': thresholdsFileSchema,
    'taxability.schema.json': taxabilityFileSchema,
    'jurisdictions.schema.json': jurisdictionFileSchema,
  };
  return Object.fromEntries(
    Object.entries(kinds).map(([name, schema]) => [name, `${JSON.stringify(z.toJSONSchema(schema, { io: 'input' }), null, 2)}\n`]),
  );
}
