// Offline tax id checks (format and check digits) through python-stdnum's port, `stdnum`, for
// the countries whose tax Levy calculates. Returns the compact form of a valid id.
import { euVat, stdnum } from 'stdnum';

interface Validator {
  validate(value: string): { isValid: boolean; compact?: string };
}

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

const lib = stdnum as unknown as Record<string, Record<string, Validator>>;
/** stdnum's VAT number validator of each EU member state (Greece's takes the EL prefix). */
const euVatOf = euVat as unknown as Record<string, Validator[]>;

/** Fifteen digits: Saudi Arabia's VAT number starts and ends with 3; the UAE's TRN starts with 100. */
const pattern = (re: RegExp): Validator => ({
  validate: (value) => {
    const compact = value.replace(/[\s-]/g, '');
    return re.test(compact) ? { isValid: true, compact } : { isValid: false };
  },
});

/** The validator of the business tax id collected in each jurisdiction, by jurisdiction id. */
export const TAX_ID_VALIDATORS: Record<string, Validator> = {
  ...Object.fromEntries(EU.map((cc) => [`eu-${cc}`, euVatOf[cc]![0]!])),
  'gb-vat': lib.GB!.vat!,
  'ch-vat': lib.CH!.vat!,
  'no-vat': lib.NO!.mva!,
  'is-vat': lib.IS!.vsk!,
  'au-gst': lib.AU!.abn!,
  'nz-gst': lib.NZ!.ird!,
  'jp-jct': lib.JP!.cn!,
  'sg-gst': lib.SG!.uen!,
  'kr-vat': lib.KR!.brn!,
  'in-gst': lib.IN!.gstin!,
  'za-vat': lib.ZA!.vat!,
  'mx-vat': lib.MX!.rfc!,
  'cl-vat': lib.CL!.rut!,
  'co-vat': lib.CO!.nit!,
  'il-vat': lib.IL!.hp!,
  'tr-vat': lib.TR!.vkn!,
  'sa-vat': pattern(/^3\d{13}3$/),
  'ae-vat': pattern(/^100\d{12}$/),
  'ca-federal': lib.CA!.gst!,
  'ca-QC': lib.CA!.qst!,
};

/** The compact id when `value` is a valid tax id of the jurisdiction; null otherwise. */
export function validTaxId(jurisId: string, value: string): string | null {
  const validator = TAX_ID_VALIDATORS[jurisId];
  if (validator === undefined) return null;
  try {
    const result = validator.validate(value);
    return result.isValid ? (result.compact ?? value) : null;
  } catch {
    return null;
  }
}
