// Registration thresholds: the rules of the built-in content (content/thresholds.json), indexed once.
import { builtInContent } from '../content/built-in.ts';
import { indexThresholds } from './exposure.ts';

export const THRESHOLD_JURISDICTIONS = builtInContent().thresholds;
export const THRESHOLDS = indexThresholds(THRESHOLD_JURISDICTIONS);
export {
  exposureOf,
  ecbConverter,
  indexThresholds,
  isWorldwide,
  localSalesId,
  thresholdCurrency,
  type ExposureEntry,
  type StoredRecord,
  type ThresholdIndex,
} from './exposure.ts';
export * from './evaluate.ts';
export type * from './types.ts';
