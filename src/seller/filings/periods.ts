// Filing periods from a registration's filing frequency, and each jurisdiction's filing currency.
import { isoDate, type IsoDate } from '../../tax/dates.ts';

export interface Period {
  jurisFilingId: string;
  name: string;
  begin: IsoDate;
  endInclusive: IsoDate;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The period of `frequency` that contains `date`. */
export function periodOf(frequency: string, date: IsoDate): Period {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const span = frequency === 'monthly' ? 1 : frequency === 'semiannual' ? 6 : frequency === 'annual' ? 12 : 3;
  const first = Math.floor((month - 1) / span) * span + 1;
  const last = first + span - 1;
  const begin = `${year}-${String(first).padStart(2, '0')}-01`;
  const endInclusive = isoDate(new Date(Date.UTC(year, last, 0)));
  const index = (first - 1) / span + 1;
  switch (span) {
    case 1:
      return { jurisFilingId: `${year}-${String(first).padStart(2, '0')}`, name: `${MONTHS[first - 1]} ${year}`, begin, endInclusive };
    case 6:
      return { jurisFilingId: `${year}-H${index}`, name: `H${index} ${year}`, begin, endInclusive };
    case 12:
      return { jurisFilingId: `${year}`, name: `${year}`, begin, endInclusive };
    default:
      return { jurisFilingId: `${year}-Q${index}`, name: `Q${index} ${year}`, begin, endInclusive };
  }
}

const NON_EURO_EU: Record<string, string> = { CZ: 'CZK', DK: 'DKK', HU: 'HUF', PL: 'PLN', RO: 'RON', SE: 'SEK' };
const OTHER: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  CH: 'CHF',
  NO: 'NOK',
  IS: 'ISK',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  SG: 'SGD',
  KR: 'KRW',
  IN: 'INR',
  ZA: 'ZAR',
  MX: 'MXN',
  CL: 'CLP',
  CO: 'COP',
  SA: 'SAR',
  AE: 'AED',
  TR: 'TRY',
  IL: 'ILS',
};

/** The currency a return is filed in. eu-oss returns are in euro; Bulgaria adopted the euro on 2026-01-01. */
export function filingCurrency(jurisId: string): string {
  if (jurisId === 'eu-oss') return 'EUR';
  const country = jurisId.startsWith('eu-') ? jurisId.slice(3) : jurisId.split('-')[0]!.toUpperCase();
  if (jurisId.startsWith('eu-')) return NON_EURO_EU[country] ?? 'EUR';
  return OTHER[country] ?? 'USD';
}
