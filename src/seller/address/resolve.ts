// Address resolution: the same resolution as tax calculation, so success means the address would
// process on an invoice.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { isoDate } from '../../tax/dates.ts';
import { localJurisdictions, resolveAddress } from '../../tax/index.ts';
import { addressSchema } from '../common/schemas.ts';
import type { SellerProfile } from '../sellers/profile.ts';

export const resolveAddressBody = addressSchema;

export const resolveAddressResponse = z.object({
  resolvedAddress: z.object({
    country: z.string(),
    line1: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
  jurisdictions: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** The spec also names externalServiceError here; Levy resolves addresses itself and never answers it. */
export const RESOLVE_ADDRESS_CONFLICTS = ['addressCouldNotResolve', 'jurisNotFound'] as const;

export async function resolveSellerAddress(
  ctx: AppContext,
  seller: SellerProfile,
  input: z.output<typeof resolveAddressBody>,
): Promise<Outcome<z.output<typeof resolveAddressResponse>, typeof RESOLVE_ADDRESS_CONFLICTS>> {
  const resolution = resolveAddress(input);
  if (!resolution.ok) return conflict({ type: 'addressCouldNotResolve', message: resolution.reason });
  const address = resolution.address;
  const [top, ...builtIn] = address.jurisdictions;
  if (top === undefined || top.taxes.length === 0) {
    return conflict({ type: 'jurisNotFound', message: `Levy has no tax jurisdiction for ${top?.name ?? address.country}.` });
  }
  const today = isoDate(new Date());
  const locals =
    address.country === 'US'
      ? localJurisdictions(
          address,
          builtIn,
          {
            zipRates: (await ctx.taxData.get(seller.id)).zipRates,
            importedPlaces: await ctx.importedTaxData.places(),
            rateOverrides: await ctx.importedTaxData.rateOverrides(),
          },
          today,
        ).jurisdictions
      : builtIn;
  // Street-level detail outside the US and Canada is a premium feature; without it only the country is returned.
  const detailed = address.country === 'US' || address.country === 'CA' || seller.features.has('internationalStreetResolution');
  return ok({
    resolvedAddress: {
      country: address.country,
      line1: detailed ? address.line1 : null,
      city: detailed ? address.city : null,
      region: detailed ? address.region : null,
      postalCode: detailed ? address.postalCode : null,
    },
    jurisdictions: [top, ...locals].map((j) => ({ id: j.id, name: j.name })),
  });
}
