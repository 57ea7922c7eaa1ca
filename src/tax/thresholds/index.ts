// Registration thresholds: the rules as data, indexed once.
import { THRESHOLD_JURISDICTIONS } from '../data/thresholds.ts';
import { indexThresholds } from './exposure.ts';

export const THRESHOLDS = indexThresholds(THRESHOLD_JURISDICTIONS);
export { exposureOf, ecbConverter, indexThresholds, isWorldwide, localSalesId, thresholdCurrency, type ExposureEntry, type StoredRecord, type ThresholdIndex } from './exposure.ts';
export * from './evaluate.ts';
export type * from './types.ts';
