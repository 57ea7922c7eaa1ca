// Address resolution: the same resolution as tax calculation, so success means the address would
// process on an invoice.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { conflict, ok, type Outcome } from '../../lib/result.ts';
import { isoDate } from '../../tax/dates.ts';
import { localJurisdictions, resolveAddress } from '../../tax/index.ts';
import { addressSchema } from '../common/schemas.ts';
import { geocodedPlaceFor, PLACED_BY, placedByOf, type PlacedBy } from './street-placement.ts';
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
  /**
   * US only: what placed the address for its local taxes: its ZIP code (built-in data or an imported
   * ZIP-level table), its ZIP+4 or its street's address range in an imported boundary file, the
   * geocoder (US_GEOCODER), its typed city (a ZIP code the data lacks), or only its state.
   */
  placedBy: z.enum(PLACED_BY).optional(),
  /** US only: the GEOID of the incorporated Census place the geocoder placed the address in; null outside any or when no geocoder placed it. */
  placeGeoid: z.string().nullable().optional(),
});

/** The spec also names externalServiceError here; Levy resolves addresses itself and never answers it. */
export const RESOLVE_ADDRESS_CONFLICTS = ['addressCouldNotResolve', 'jurisNotFound'] as const;

export async function resolveSellerAddress(
  ctx: AppContext,
  seller: SellerProfile,
  input: z.output<typeof resolveAddressBody>,
): Promise<Outcome<z.output<typeof resolveAddressResponse>, typeof RESOLVE_ADDRESS_CONFLICTS>> {
  const today = isoDate(new Date());
  const local = {
    zipRates: (await ctx.taxData.get(seller.id)).zipRates,
    importedPlaces: await ctx.importedTaxData.places(),
    rateOverrides: await ctx.importedTaxData.rateOverrides(),
  };
  const geocoded = await geocodedPlaceFor(ctx, input, local, today);
  const resolution = resolveAddress(input, { geocoded });
  if (!resolution.ok) return conflict({ type: 'addressCouldNotResolve', message: resolution.reason });
  const address = resolution.address;
  const [top, ...builtIn] = address.jurisdictions;
  if (top === undefined || top.taxes.length === 0) {
    return conflict({ type: 'jurisNotFound', message: `Levy has no tax jurisdiction for ${top?.name ?? address.country}.` });
  }
  const locals = address.country === 'US' ? localJurisdictions(address, builtIn, local, today).jurisdictions : builtIn;
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
    ...placement(placedByOf(address, local, today), address.location?.placeGeoid),
  });
}

function placement(placedBy: PlacedBy | null, placeGeoid: string | null | undefined): { placedBy?: PlacedBy; placeGeoid?: string | null } {
  if (placedBy === null) return {};
  return { placedBy, placeGeoid: placedBy === 'geocoder' ? (placeGeoid ?? null) : null };
}
