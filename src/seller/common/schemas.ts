// Building blocks shared by the operation schemas.
import { z } from 'zod';
import { safeParseReportingInput } from '../../lib/parse.ts';
import { isKnownJurisdictionId } from '../../tax/index.ts';

/** Seller-chosen identifiers: any text of 1..255 characters (they travel URL-encoded in paths). */
export const externalId = z.string().min(1).max(255);

/** Optional text that must not be empty when given (the API: "an empty string is not allowed"). */
const addressField = z.string().min(1).max(255).nullable().optional();

export const addressSchema = z.strictObject({
  country: addressField,
  line1: addressField,
  city: addressField,
  region: addressField,
  postalCode: addressField,
});

/** The deprecated US-only variant: `country` "us" with `state` and `zipCode`. */
export const legacyUsAddressSchema = z.strictObject({
  country: z.enum(['us', 'US']),
  line1: addressField,
  city: addressField,
  state: addressField,
  zipCode: addressField,
});

export type Address = z.output<typeof addressSchema>;
export type LegacyUsAddress = z.output<typeof legacyUsAddressSchema>;
export type AnyAddress = Address | LegacyUsAddress;

function looksLegacy(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ('state' in v || 'zipCode' in v) && typeof v.country === 'string' && v.country.toLowerCase() === 'us';
}

/**
 * An Address or a legacy US address. The variant is picked from the input so that errors name
 * the right fields: `{ state, zipCode }` without `country: "us"` is an Address with unknown keys,
 * as in the reference API ("Unrecognized key(s) in object: 'state', 'zipCode'").
 */
export const anyAddressSchema = z
  .unknown()
  .transform((value, ctx): AnyAddress => {
    const parsed = safeParseReportingInput(looksLegacy(value) ? legacyUsAddressSchema : addressSchema, value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.issues.push(issue as (typeof ctx.issues)[number]);
    return z.NEVER;
  })
  .meta({ description: 'Address, or the deprecated legacy US-only address { country: "us", line1, city, state, zipCode }.' });

/** Bounds before the integer check, so 1e23 is told it is over `max`, not over 2^53. */
export const boundedInt = (min: number, max: number) => z.number().min(min).max(max).int();

export const limitSchema = (max: number, defaultValue: number) => boundedInt(1, max).default(defaultValue);

/** A calendar date, YYYY-MM-DD, between 1900 and 2999 (PostgreSQL's range is wider than any use). */
export const dateSchema = z.iso.date().refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Invalid date');

/** An instant with an offset, in the same 1900-2999 window as dates. */
export const dateTimeSchema = z.iso.datetime({ offset: true }).refine((t) => t >= '1900' && t < '3000', 'Invalid datetime');

/** A jurisdiction id Levy knows, in the reference API's wording when it is not. */
export const jurisIdSchema = z
  .string()
  .min(1)
  .max(100)
  .superRefine((id, ctx) => {
    if (!isKnownJurisdictionId(id)) ctx.addIssue({ code: 'custom', message: `Invalid juris ID: "${id}"` });
  });

export const emptyBody = z.strictObject({});

export const cursorSchema = z.string().min(1).max(2048);

/** The answer of operations that answer `{}` (the API's "empty" response). */
export const emptyResponse = z.object({});

/** The paging fields of every list answer: pass `nextCursor` back as `cursor` for the next page. */
export const pageFields = {
  nextCursor: z.string().nullable().describe('Null on the last page.'),
  hasMore: z.boolean(),
};
