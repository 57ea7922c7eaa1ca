// US territories with a sales tax of their own (Puerto Rico's IVU). They resolve as countries
// (country code = USPS code), apart from the states' sales tax.
import type { JurisdictionData } from './types.ts';

export const US_TERRITORY_JURISDICTIONS: JurisdictionData[] = [];
