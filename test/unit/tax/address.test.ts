import { describe, expect, it } from 'vitest';
import { countryCode, resolveAddress } from '../../../src/tax/index.ts';

describe('countries', () => {
  it.each([
    ['US', 'US'],
    ['us', 'US'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['U.S.A.', 'US'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['England', 'GB'],
    ['Great Britain', 'GB'],
    ['gbr', 'GB'],
    ['Deutschland', 'DE'],
    ['germany', 'DE'],
    ['CAN', 'CA'],
    ['Holland', 'NL'],
  ])('%s -> %s', (input, expected) => expect(countryCode(input)).toBe(expected));

  it.each([
    ['UAE', 'AE'],
    ['Eire', 'IE'],
    ['Republic of Ireland', 'IE'],
    ['España', 'ES'],
    ['Schweiz', 'CH'],
    ['Viet Nam', 'VN'],
    ['Allemagne', 'DE'],
  ])('%s -> %s', (input, expected) => expect(countryCode(input)).toBe(expected));

  it.each(['XX', 'Atlantis', 'ZZZ', ''])('%j is no country', (input) => expect(countryCode(input)).toBeNull());
});

describe('US addresses', () => {
  const ids = (input: Parameters<typeof resolveAddress>[0]) => {
    const r = resolveAddress(input);
    return r.ok ? r.address.jurisdictions.map((j) => j.id) : r.reason;
  };

  it('takes the state from the region, by code or name', () => {
    expect(ids({ country: 'US', region: 'California' })).toEqual(['us-CA']);
    expect(ids({ country: 'US', region: 'ca' })).toEqual(['us-CA']);
  });

  it('takes the state from the ZIP when there is no region, ZIP+4 included', () => {
    // The ZIP code also places it: 98101 is Seattle.
    expect(ids({ country: 'US', postalCode: '98101-1234' })).toEqual(['us-WA', 'us-WA-seattle-local']);
    // 73301, the IRS's Austin ZIP code, has no place of its own in the ZIP table: the Census places its land in Austin.
    expect(ids({ country: 'US', postalCode: '73301' })).toEqual(['us-TX', 'us-TX-city-of-austin', 'us-TX-capital-metro-transit-authority']);
  });

  it('treats blank fields as absent and normalises Unicode', () => {
    expect(ids({ country: 'US', region: '  ', postalCode: '98101' })).toEqual(['us-WA', 'us-WA-seattle-local']);
    expect(ids({ country: 'ＵＳ', region: 'N\u200bY' })).toEqual(['us-NY']);
  });

  it('resolves a territory as its own country, without state tax (Puerto Rico: its IVU, state and municipal parts)', () => {
    const r = resolveAddress({ country: 'US', region: 'PR', postalCode: '00901' });
    expect(r.ok && [r.address.country, r.address.jurisdictions.map((j) => [j.id, j.taxes.length])]).toEqual(['PR', [['pr-PR', 2]]]);
  });

  it('accepts the legacy address', () => {
    expect(ids({ country: 'us', state: 'NY', zipCode: '10601', city: 'White Plains' })).toEqual([
      'us-NY',
      'us-NY-westchester-county',
      'us-NY-metropolitan-commuter-transportation-district',
    ]);
  });

  it('adds built-in local jurisdictions by city', () => {
    expect(ids({ country: 'US', region: 'NY', city: 'brooklyn', postalCode: '11201' })).toEqual([
      'us-NY',
      'us-NY-new-york-city',
      'us-NY-metropolitan-commuter-transportation-district',
    ]);
  });

  it.each([
    [{ country: 'US', region: 'NY', postalCode: '90210' }, 'ZIP code 90210 is in CA, not in NY.'],
    [{ country: 'US' }, 'The address names no US state, and its ZIP code does not identify one.'],
    [{ country: 'US', postalCode: '00000' }, 'The address names no US state, and its ZIP code does not identify one.'],
    [{ country: 'US', region: 'Narnia' }, '"Narnia" is not a US state.'],
    [{ country: 'US', postalCode: 'ABCDE' }, '"ABCDE" is not a US ZIP code.'],
    [{ region: 'NY' }, 'The address has no country.'],
  ])('cannot resolve %j', (input, reason) => {
    expect(resolveAddress(input)).toEqual({ ok: false, reason });
  });
});

describe('Canadian addresses', () => {
  const ids = (input: Parameters<typeof resolveAddress>[0]) => {
    const r = resolveAddress(input);
    return r.ok ? r.address.jurisdictions.map((j) => j.id) : r.reason;
  };
  it('federal GST plus the provincial tax, or HST alone', () => {
    expect(ids({ country: 'CA', region: 'Québec' })).toEqual(['ca-federal', 'ca-QC']);
    expect(ids({ country: 'CA', postalCode: 'v6b 1a1' })).toEqual(['ca-federal', 'ca-BC']);
    expect(ids({ country: 'CA', region: 'ON' })).toEqual(['ca-ON']);
    expect(ids({ country: 'CA', region: 'AB' })).toEqual(['ca-federal']);
  });
  it('accepts common province variants and a hyphen in the postal code', () => {
    expect(ids({ country: 'CA', region: 'PEI' })).toEqual(['ca-PE']);
    expect(ids({ country: 'CA', region: 'Yukon Territory' })).toEqual(['ca-federal']);
    expect(ids({ country: 'CA', region: 'Labrador' })).toEqual(['ca-NL']);
    expect(ids({ country: 'CA', postalCode: 'B3H-1A1' })).toEqual(['ca-NS']);
  });

  it('refuses a postal code from another province', () => {
    expect(ids({ country: 'CA', region: 'ON', postalCode: 'V6B 1A1' })).toBe('Postal code V6B 1A1 is not in ON.');
  });
});

describe('other countries', () => {
  it('the Canary Islands are outside EU VAT', () => {
    const r = resolveAddress({ country: 'ES', postalCode: '35001' });
    expect(r.ok && r.address.jurisdictions.map((j) => [j.id, j.taxes.length])).toEqual([['es-IC', 0]]);
    const madrid = resolveAddress({ country: 'ES', postalCode: '28001' });
    expect(madrid.ok && madrid.address.jurisdictions.map((j) => j.id)).toEqual(['eu-ES']);
  });

  it('resolve at country level, and unknown tax countries still resolve', () => {
    const r = resolveAddress({ country: 'Brazil', city: 'São Paulo' });
    expect(r.ok && r.address.jurisdictions.map((j) => [j.id, j.taxes.length])).toEqual([['br-BR', 0]]);
  });
});
