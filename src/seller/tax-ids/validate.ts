// Tax ID validation (premium), in two steps: an address alone answers which ids to collect; the
// address with ids answers which of them are valid, per jurisdiction.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { jurisdiction, resolveAddress, type AddressInput, type ResolvedAddress } from '../../tax/index.ts';
import type { JurisdictionData } from '../../tax/content/types.ts';
import { addressSchema } from '../common/schemas.ts';
import { validTaxId } from './validators.ts';

export const validateTaxIdsBody = z.strictObject({
  customerAddress: addressSchema,
  customerTaxIds: z.array(z.strictObject({ value: z.string().min(1).max(64) })).max(20),
});

export interface TaxIdJuris {
  name: string;
  taxIdNames: { name: string; abbreviation: string | null };
  validTaxIds: { value: string }[];
}

/** The jurisdictions of an address that collect a business tax id (Canada: GST/HST number, and QST in Quebec). */
export function taxIdJurisdictions(address: ResolvedAddress): JurisdictionData[] {
  if (address.country === 'CA') return ['ca-federal', ...(address.region === 'QC' ? ['ca-QC'] : [])].map((id) => jurisdiction(id)!);
  return address.jurisdictions.filter((j) => j.taxIdName !== undefined);
}

/** Offline check of each id against each jurisdiction: the countries where the customer is a registered business. */
export function validTaxIdCountries(address: ResolvedAddress, values: readonly string[]): Set<string> {
  const countries = new Set<string>();
  for (const j of taxIdJurisdictions(address)) if (values.some((v) => validTaxId(j.id, v) !== null)) countries.add(j.country);
  return countries;
}

/** validationNotEnabled, the spec's other conflict here, is the route's feature check. */
export const VALIDATE_TAX_IDS_CONFLICTS = [
  'customerAddressCouldNotResolve',
  'validationNotSupportedForCountry',
  'externalServiceError',
] as const;

export async function validateTaxIds(
  ctx: AppContext,
  input: z.output<typeof validateTaxIdsBody>,
): Promise<Outcome<{ jurises: TaxIdJuris[] }, typeof VALIDATE_TAX_IDS_CONFLICTS>> {
  const resolution = resolveAddress(input.customerAddress as AddressInput);
  if (!resolution.ok) return conflict({ type: 'customerAddressCouldNotResolve', message: resolution.reason });
  const jurises = taxIdJurisdictions(resolution.address);
  if (jurises.length === 0) return conflict({ type: 'validationNotSupportedForCountry' });
  const answer: TaxIdJuris[] = [];
  for (const j of jurises) {
    const valid: { value: string }[] = [];
    for (const { value } of input.customerTaxIds) {
      const compact = validTaxId(j.id, value);
      if (compact === null) continue;
      if (ctx.taxIdRegistry !== null && j.id.startsWith('eu-')) {
        try {
          if (!(await ctx.taxIdRegistry.isRegistered(j.country, compact))) continue;
        } catch (err) {
          ctx.log.warn({ err, country: j.country }, 'tax id registry check failed');
          return conflict({ type: 'externalServiceError', message: 'The tax id registry could not be reached; try again.' });
        }
      }
      valid.push({ value });
    }
    answer.push({ name: j.name, taxIdNames: j.taxIdName!, validTaxIds: valid });
  }
  return ok({ jurises: answer });
}
