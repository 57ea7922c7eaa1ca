// Calendar dates as ISO strings (YYYY-MM-DD): they compare correctly as text, carry no time zone,
// and cannot drift by an hour. Conversions from instants go through Intl with an explicit zone.

export type IsoDate = string;

/**
 * The UTC calendar date of `instant`: the date of a DATE column (read as UTC midnight), or today
 * where a day in UTC is meant. For a day in a seller's zone use dateInZone.
 */
export function isoDate(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

const FORMATS = new Map<string, Intl.DateTimeFormat | null>();

/** The calendar date of `instant` in the IANA `timeZone`; null for a zone that does not exist. */
export function dateInZone(instant: Date, timeZone: string): IsoDate | null {
  let format = FORMATS.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    FORMATS.set(timeZone, format);
  }
  if (format === null) return null;
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** Whether `date` falls in [from, to): `to` is the first day a rule no longer applies. */
export function inEffect(date: IsoDate, from: IsoDate | null, to: IsoDate | null): boolean {
  return (from === null || date >= from) && (to === null || date < to);
}

/** The last day of the calendar quarter `date` falls in: how long a quarterly data set vouches for its rates. */
export function quarterEnd(date: IsoDate): IsoDate {
  const year = Number(date.slice(0, 4));
  const lastMonth = Math.ceil(Number(date.slice(5, 7)) / 3) * 3;
  return addDays(`${lastMonth === 12 ? year + 1 : year}-${String(lastMonth === 12 ? 1 : lastMonth + 1).padStart(2, '0')}-01`, -1);
}
