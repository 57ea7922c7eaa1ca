// Where a geocoder placed a US street address: what the resolver takes in place of the ZIP code's
// geography when it has it (the I/O around the core asks the geocoder; the core stays pure).

export interface GeocodedPlace {
  /** USPS code of the state the match lies in. */
  state: string;
  /** Five-digit county FIPS code of the match ("04013"). */
  countyFips: string;
  /**
   * Seven-digit GEOID (state + place FIPS) of the incorporated place the match lies in ("0465000"
   * Scottsdale); null when it lies in no incorporated place (unincorporated land, or only a
   * census-designated place, which levies nothing).
   */
  placeGeoid: string | null;
  /** The geocoder's name of that place ("Scottsdale city"), or of the census-designated place, or null. */
  placeName: string | null;
  /** The address as the geocoder matched it ("7447 E INDIAN SCHOOL RD, SCOTTSDALE, AZ, 85251"). */
  matchedAddress: string;
  /** The match's ZIP code, where the geocoder gives one. */
  zip: string | null;
  /** The geocoder's benchmark and vintage ("Public_AR_Current", "Current_Current") and when it answered (ISO instant). */
  benchmark: string;
  vintage: string;
  geocodedAt: string;
}
