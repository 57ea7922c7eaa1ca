// A stored transaction's exposure, with the reference rates it needs read into memory first.
import type { ConversionRateCache } from '../../store/conversion-rate-cache.ts';
import type { IsoDate } from '../../tax/dates.ts';
import { ecbConverter, exposureOf, type ExposureEntry, type StoredRecord } from '../../tax/thresholds/exposure.ts';
import { THRESHOLDS } from '../../tax/thresholds/index.ts';

export async function exposureWithRates(
  rates: ConversionRateCache,
  record: unknown,
  currencyCode: string,
  day: IsoDate,
): Promise<ExposureEntry[]> {
  const missing = new Set<string>();
  const convert = ecbConverter((code, d) => {
    if (!rates.has(code)) missing.add(code);
    return rates.rateOn(code, d);
  });
  const entries = exposureOf(record as StoredRecord, currencyCode, day, THRESHOLDS, convert);
  if (missing.size === 0) return entries;
  await rates.load(missing);
  return exposureOf(
    record as StoredRecord,
    currencyCode,
    day,
    THRESHOLDS,
    ecbConverter((code, d) => rates.rateOn(code, d)),
  );
}
