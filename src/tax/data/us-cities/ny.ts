// NY: built-in city and special-district taxes (issue 10). Sources beside each figure.
// County rates, New York City's and the MCTD's are in us-counties/ny.ts and us-local.ts; the cities
// that levy their own tax are at their county's combined rate (see us-counties/ny.ts) except
// Yonkers. Westchester County is marked incomplete because of Yonkers: the entries below settle the
// Westchester mailing names. Names whose ZIP codes may reach into the City of Yonkers (Bronxville,
// Tuckahoe, Eastchester, Hastings On Hudson, Ardsley, Dobbs Ferry, Scarsdale, Hartsdale) are left
// out: those addresses stay uncertain.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const YONKERS =
  'https://finance.westchestergov.com/taxes-and-liens/county-sales-tax — Westchester County, "County sales tax" (current rates, effective Aug. 1, 2019): Yonkers 8-7/8 (8.875) = 4 state + 3/8 MTA + 1½ county + 3 city, against 8-3/8 (8.375) in the rest of the county (4 + 3/8 + 1½ county + 1½ old local + 1 new local); the same 8.875 for Yonkers (city) and 8.375 for Westchester except in https://www.tax.ny.gov/pdf/publications/sales/pub718.pdf — NYS Department of Taxation and Finance, Publication 718 (2/25), effective March 1, 2025 (read in transcriptions, see us-counties/ny.ts). Here only the 0.5% by which Yonkers exceeds the 4% local rate of us-NY-westchester-county is carried; unchanged since 2019-08-01.';

/** Westchester mailing names whose ZIP codes lie outside the City of Yonkers: 8.375%, the county data alone. */
const WESTCHESTER_AT_COUNTY_RATE = [
  'White Plains', 'West Harrison', 'New Rochelle', 'Mount Vernon', 'Amawalk', 'Armonk', 'Baldwin Place', 'Bedford', 'Bedford Hills', 'Briarcliff Manor',
  'Buchanan', 'Chappaqua', 'Crompond', 'Cross River', 'Croton Falls', 'Croton On Hudson', 'Croton-on-Hudson', 'Elmsford', 'Goldens Bridge', 'Granite Springs',
  'Harrison', 'Hawthorne', 'Irvington', 'Jefferson Valley', 'Katonah', 'Larchmont', 'Lincolndale', 'Mamaroneck', 'Maryknoll', 'Millwood', 'Mohegan Lake',
  'Montrose', 'Mount Kisco', 'North Salem', 'Ossining', 'Peekskill', 'Cortlandt Manor', 'Pleasantville', 'Port Chester', 'Rye Brook', 'Pound Ridge',
  'Purchase', 'Purdys', 'Rye', 'Shrub Oak', 'Somers', 'South Salem', 'Tarrytown', 'Sleepy Hollow', 'Thornwood', 'Valhalla', 'Verplanck', 'Waccabuc',
  'Yorktown Heights',
];

export const NY_CITIES: UsCityData = {
  state: 'NY',
  jurisdictions: [local('us-NY-city-of-yonkers', 'City of Yonkers (its local rate above the rest of Westchester County)', 'city', [['0.50', null, null, YONKERS]])],
  places: [
    { state: 'NY', names: ['Yonkers'], counties: ['36119'], jurisdictions: ['us-NY-city-of-yonkers'] },
    { state: 'NY', names: WESTCHESTER_AT_COUNTY_RATE, counties: ['36119'], jurisdictions: [] },
  ],
};
