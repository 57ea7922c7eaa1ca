// When Levy asks the geocoder where a customer's street address lies, and what it answers: only for
// a US address with a street line whose ZIP-level answer is not sure (neither the built-in ZIP data
// nor an imported ZIP, ZIP+4 or address-range file places it), and only when a geocoder is on. What
// is sent is the street line, the city as typed, the state and the five-digit ZIP code.
import type { AppContext } from '../../context.ts';
import type { StreetAddress } from '../../lib/census-geocoder.ts';
import type { GeocodedPlace } from '../../tax/address/geocoded.ts';
import type { IsoDate } from '../../tax/dates.ts';
import { localJurisdictions, resolveAddress, type AddressInput, type ResolvedAddress } from '../../tax/index.ts';

/** The imported data that may place an address before any geocoder (the tax core's LocalData). */
export type LocalPlacementData = Parameters<typeof localJurisdictions>[2];

/**
 * The street address to ask the geocoder about, or null when the ZIP-level answer is sure (or cannot be
 * helped by one: no street line, not a US state). `typedCity` is the city as the customer gave it: the
 * resolved one is the ZIP code's, which is what is in doubt.
 */
export function streetToAsk(
  address: ResolvedAddress,
  typedCity: string | null | undefined,
  local: LocalPlacementData,
  date: IsoDate,
): StreetAddress | null {
  if (address.country !== 'US' || address.region === null || address.line1 === null || address.localsPlaced) return null;
  if (address.placedBy === 'geocoder') return null;
  const [, ...builtIn] = address.jurisdictions;
  if (localJurisdictions(address, builtIn, local, date).placed) return null;
  const city = typedCity?.trim() || address.city;
  return { street: address.line1, city: city ?? null, state: address.region, zip: address.postalCode };
}

export const PLACED_BY = ['zip', 'zip+4', 'addressRange', 'geocoder', 'city', 'state'] as const;
export type PlacedBy = (typeof PLACED_BY)[number];

/**
 * What placed a resolved US address for its local taxes, in the tax core's order (localJurisdictions):
 * a seller's imported ZIP table (`zip`), the deployment's imported boundary file by address range,
 * ZIP+4 or ZIP code, else what the resolver used (the geocoder, the ZIP code's built-in data, the
 * typed city, only the state). Null outside the US.
 */
export function placedByOf(address: ResolvedAddress, local: LocalPlacementData, date: IsoDate): PlacedBy | null {
  if (address.country !== 'US' || address.region === null) return null;
  if (address.postalCode !== null) {
    const row = local.zipRates?.(address.postalCode, date);
    if (row !== undefined && row.state === address.region) return 'zip';
    const imported = local.importedPlaces?.(
      { state: address.region, zip5: address.postalCode, plus4: address.zipPlus4 ?? null, line1: address.line1 },
      date,
    );
    if (imported !== undefined) return imported.level === 'address' ? 'addressRange' : imported.level === 'zip4' ? 'zip+4' : 'zip';
  }
  return address.placedBy ?? null;
}

/**
 * Where the geocoder places a customer's address, when it should be asked (streetToAsk); null
 * otherwise, and whenever it has no answer: the ZIP code's answer stands. `askIn` narrows the states
 * worth asking about (a calculation: where the seller collects). Never throws; takes at most the
 * geocoder's timeout.
 */
export async function geocodedPlaceFor(
  ctx: AppContext,
  input: AddressInput,
  local: LocalPlacementData,
  date: IsoDate,
  askIn: (state: string) => boolean = () => true,
): Promise<GeocodedPlace | null> {
  if (ctx.geocoder === null) return null;
  const resolution = resolveAddress(input);
  if (!resolution.ok) return null;
  const street = streetToAsk(resolution.address, input.city, local, date);
  if (street === null || !askIn(street.state)) return null;
  return ctx.geocoder.place(street);
}
