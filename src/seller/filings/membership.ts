// Which filings a saved transaction belongs to: for each jurisdiction of its sale, the filing of the
// seller's registration covering that jurisdiction, for the period of its accounting date. A sale
// exempt or not taxable there belongs too: a return reports it in gross sales and deducts it.
import type { FilingKey } from '../../store/filings.ts';
import type { SellerTaxData } from '../../store/seller-tax-data.ts';
import { isoDate } from '../../tax/dates.ts';
import { jurisdiction } from '../../tax/index.ts';
import { filingCurrency, periodOf } from './periods.ts';

/** The same registration's filing for the period after `f` (a transaction late for a finalized period goes there). */
export function nextFiling(f: FilingKey, frequency: (registrationId: string) => string): FilingKey {
  const after = isoDate(new Date(f.periodEndInclusive.getTime() + 86_400_000));
  const period = periodOf(frequency(f.registrationId), after);
  return {
    ...f,
    jurisFilingId: period.jurisFilingId,
    name: period.name,
    periodBegin: new Date(`${period.begin}T00:00:00Z`),
    periodEndInclusive: new Date(`${period.endInclusive}T00:00:00Z`),
  };
}

/** The registrations whose returns carry a jurisdiction's taxes. */
export function registrationsCovering(jurisId: string): readonly string[] {
  return jurisdiction(jurisId)?.registrationIds ?? (jurisId.startsWith('us-') ? [`us-${jurisId.slice(3, 5)}`] : [jurisId]);
}

export function filingsOf(
  sellerId: string,
  registrations: SellerTaxData['registrations'],
  saleJurisIds: readonly string[],
  accountingDate: string,
  taxDate: string,
): FilingKey[] {
  const filings = new Map<string, FilingKey>();
  for (const id of saleJurisIds) {
    const covering = registrationsCovering(id);
    const registration = registrations.find((r) => covering.includes(r.jurisId) && r.collectingFrom <= taxDate);
    if (registration === undefined) continue;
    const period = periodOf(registration.filingFrequency, accountingDate);
    filings.set(`${registration.jurisId}|${period.jurisFilingId}`, {
      sellerId,
      registrationId: registration.id,
      jurisId: registration.jurisId,
      jurisFilingId: period.jurisFilingId,
      name: period.name,
      periodBegin: new Date(`${period.begin}T00:00:00Z`),
      periodEndInclusive: new Date(`${period.endInclusive}T00:00:00Z`),
      currencyCode: filingCurrency(registration.jurisId),
    });
  }
  return [...filings.values()];
}
