// Country names and codes to ISO 3166-1 alpha-2, through i18n-iso-countries (alpha-2 and alpha-3
// in any case, English names and the library's aliases), plus the few everyday variants it lacks.
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };

// Names in the languages customers of software sellers most often type them in.
const LANGUAGES = [en, de, fr, es, it, nl, pt];
for (const locale of LANGUAGES) countries.registerLocale(locale);

// Names people write for a country that are not ISO names: constituent countries of the United
// Kingdom, "Holland", and the like. Keys are compared upper-cased, without dots or extra spaces.
const VARIANTS: Record<string, string> = {
  ENGLAND: 'GB',
  SCOTLAND: 'GB',
  WALES: 'GB',
  'NORTHERN IRELAND': 'GB',
  BRITAIN: 'GB',
  UK: 'GB',
  'U K': 'GB',
  HOLLAND: 'NL',
  KOREA: 'KR',
  'REPUBLIC OF KOREA': 'KR',
  'U S': 'US',
  'U S A': 'US',
  AMERICA: 'US',
  'UNITED STATES OF AMERICA': 'US',
  DEUTSCHLAND: 'DE',
  TURKIYE: 'TR',
  'CZECH REPUBLIC': 'CZ',
  UAE: 'AE',
  'U A E': 'AE',
  EIRE: 'IE',
  'REPUBLIC OF IRELAND': 'IE',
  'VIET NAM': 'VN',
  LAOS: 'LA',
  MOLDOVA: 'MD',
  SYRIA: 'SY',
  RUSSIA: 'RU',
  'SOUTH KOREA': 'KR',
};

/**
 * Countries inside another country's VAT territory: a sale there is taxed, registered for and
 * reported exactly as a sale in that country, so an address there resolves to it.
 */
export const VAT_TERRITORY_OF: Readonly<Record<string, string>> = {
  // Monaco is in the French VAT territory: Council Directive 2006/112/EC, art. 7
  // (https://eur-lex.europa.eu/legal-content/EN/ALL/?uri=CELEX:32006L0112): transactions
  // originating in or intended for the Principality of Monaco are treated as transactions
  // originating in or intended for France (Franco-Monegasque convention of 1963); Monaco's VAT
  // numbers are French (FR) numbers.
  MC: 'FR',
  // Liechtenstein is in the Swiss VAT territory: the Swiss-Liechtenstein VAT treaty of 1994-10-28
  // and its agreement of 2012-07-12, art. 2 (Fedlex, SR 0.641.295.142.1,
  // https://fedlex.admin.ch/filestore/fedlex.data.admin.ch/eli/cc/2012/486/20220101/de/html/fedlex-data-admin-ch-eli-cc-2012-486-20220101-de-html.html):
  // the areas the Swiss VAT Act calls domestic are the common VAT area of both states, under the
  // Swiss rates; suppliers without a seat in Liechtenstein register with the Swiss Federal Tax
  // Administration (ESTV/FTA) for the whole area.
  LI: 'CH',
  // The Isle of Man is in the UK VAT territory: HMRC, VAT Place of Supply of Services manual,
  // VATPOSS03500 (https://www.gov.uk/hmrc-internal-manuals/vat-place-of-supply-services/vatposs03500):
  // "although outside the UK, [it] is treated as part of the UK for VAT purposes" (Customs and
  // Excise Agreement of 1979; Manx VAT law parallels the UK's, same rates, GB VAT numbers).
  IM: 'GB',
};

/**
 * The ISO alpha-2 code of the tax territory of what a customer typed as country, or null when it
 * names no country: the country itself, except for the countries in VAT_TERRITORY_OF (Monaco
 * resolves to FR, Liechtenstein to CH, the Isle of Man to GB).
 */
export function countryCode(input: string): string | null {
  const code = isoCountryCode(input);
  return code === null ? null : (VAT_TERRITORY_OF[code] ?? code);
}

/** The ISO alpha-2 code for what a customer typed as country, or null when it names no country. */
export function isoCountryCode(input: string): string | null {
  const cleaned = input.replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  if (cleaned === '') return null;
  const upper = cleaned.toUpperCase();
  const variant = VARIANTS[upper];
  if (variant !== undefined) return variant;
  if (/^[A-Z]{2}$/.test(upper)) return countries.isValid(upper) ? upper : null;
  if (/^[A-Z]{3}$/.test(upper)) return countries.alpha3ToAlpha2(upper) ?? null;
  for (const { locale } of LANGUAGES) {
    const code = countries.getAlpha2Code(cleaned, locale) ?? countries.getAlpha2Code(stripAccents(cleaned), locale);
    if (code !== undefined) return code;
  }
  return null;
}

export function countryName(alpha2: string): string {
  return countries.getName(alpha2, 'en', { select: 'official' }) ?? alpha2;
}

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}
