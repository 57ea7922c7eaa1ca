// Built-in local taxes, second pass over Texas, New Mexico, Oklahoma and Utah: places added to
// their city files, answered to the cent by their downtown ZIP code alone and as a full address.
// Figures and sources: src/tax/data/us-cities/tx.ts (Corpus Christi, Pasadena). Left out for want
// of a source for 2026-11-01: Killeen (uncertainty.test.ts relies on it having no data), Las
// Cruces, Broken Arrow and the Utah cities; see the comments at the top of those files and
// docs/tax-data.md ("Known limits").
import { describe, expect, it } from 'vitest';
import { goodsTax, placedByZip } from './fixtures.ts';

const PLACES: [city: string, state: string, zip: string, cents: number, note: string][] = [
  ['Corpus Christi', 'TX', '78401', 825, '6.25 + city 1.375 and crime control district 0.125 + Regional Transportation Authority 0.5'],
  ['Pasadena', 'TX', '77506', 825, '6.25 + city 1.5 + special district 0.5 (Harris County levies none)'],
];

describe('second pass, TX/NM/OK/UT: tangible goods on 2026-11-01, to the cent', () => {
  placedByZip(PLACES);
});

describe('Pasadena, Texas is not Pasadena, California', () => {
  it('a Pasadena, CA ZIP code keeps the California entry', () => {
    const calc = goodsTax({ country: 'US', postalCode: '91101' });
    expect(calc.customerAddress.region).toBe('CA');
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).not.toContain('us-TX-pasadena-local');
  });

  it('a Texas ZIP code named Pasadena gets the Texas entry', () => {
    const calc = goodsTax({ country: 'US', postalCode: '77502' });
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual(['us-TX', 'us-TX-pasadena-local']);
  });
});

describe('Corpus Christi', () => {
  it('names the city (with its crime control district) and the RTA', () => {
    const calc = goodsTax({ country: 'US', postalCode: '78401' });
    expect(calc.lineItems[0]!.jurises.map((j) => j.jurisdiction.id)).toEqual([
      'us-TX',
      'us-TX-city-of-corpus-christi',
      'us-TX-corpus-christi-regional-transportation-authority',
    ]);
  });
});
