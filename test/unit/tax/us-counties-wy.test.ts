// Wyoming's local sales taxes (content/us/wy.json). The file holds no county map: the Department of
// Revenue's rate chart and the state's Streamlined Sales Tax rate file could not be read (2026-11-27),
// and no county's rate could be confirmed from an official source, so every county is left out and a
// Wyoming address outside Cheyenne's place entry is answered with the 4% state tax and
// localJurisdictionsUncertain. Not every Wyoming local tax is county-wide either: W.S. 39-15-204(a)(v)
// (resort districts: Teton Village and Grand Targhee, Teton County) and (a)(vii) (a city's or town's
// municipal tax: Casper, Natrona County). When the chart is built in, replace the first test with the
// county map's (every county 56001-56045 and its dated rates) and keep Natrona (56025) and Teton (56039)
// out of the complete counties.
import { describe, expect, it } from 'vitest';
import wy from '../../../content/us/wy.json' with { type: 'json' };
import { calculate, type AddressInput } from '../../../src/tax/index.ts';
import { usCountyTaxes } from '../../support/content.ts';
import { seller } from './fixtures.ts';

/** Tangible goods of 10000 cents on a date: the jurisdictions, the tax and whether the answer is uncertain. */
function answer(postalCode: string, date = '2026-11-01') {
  const customerAddress: AddressInput = { country: 'US', region: 'WY', postalCode };
  const result = calculate(
    { lineItems: [{ id: 'l1', productExternalId: 'goods', amount: 10000 }], currencyCode: 'USD', accountingDate: date, customerAddress },
    seller(),
  );
  if (!result.ok) throw new Error(`${postalCode} refused`);
  const { lineItems, taxAmountToCollect, uncertainty } = result.value;
  return { jurisIds: lineItems[0]!.jurises.map((j) => j.jurisdiction.id), cents: taxAmountToCollect, uncertain: uncertainty !== null };
}

describe('Wyoming local sales taxes without the official rate chart', () => {
  it('holds no county map, and says why in the file', () => {
    expect(usCountyTaxes().find((c) => c.state === 'WY')).toBeUndefined();
    const notes = wy.notes.join('\n');
    expect(notes).toContain('No county map is held');
    expect(notes).toContain('(a)(vii)'); // municipal taxes: the state's local taxes are not all county-wide
    expect(notes).toContain('(a)(v)'); // resort districts
  });

  it('Cheyenne (82001) is placed by its place entry with Laramie County\u2019s taxes, as the file holds them (6%)', () => {
    // The Census puts 9% of its people outside the city, in Laramie County, whose own taxes Levy does not all hold: uncertain.
    expect(answer('82001')).toEqual({ jurisIds: ['us-WY', 'us-WY-laramie-county'], cents: 600, uncertain: true });
  });

  it.each([
    ['Casper', '82601'], // Natrona County; the City of Casper levies a municipal tax of its own
    ['Jackson', '83001'], // Teton County
    ['Teton Village', '83025'], // Teton County and the Teton Village resort district
    ['Laramie', '82070'], // Albany County: a city named like Laramie County, not in it
    ['Pinedale', '82941'], // Sublette County
  ])('%s (%s): the state\u2019s 4% only, reported uncertain', (_city, zip) => {
    expect(answer(zip)).toEqual({ jurisIds: ['us-WY'], cents: 400, uncertain: true });
  });

  it.each([
    ['Rock River', '82083'], // Albany 65%, Carbon 35%
    ['Yellowstone National Park', '82190'], // Park 56%, Teton 44%
  ])('%s (%s), split between counties: uncertain', (_city, zip) => {
    expect(answer(zip)).toMatchObject({ cents: 400, uncertain: true });
  });

  it('answers the same on the dates of 2024 and 2025 (no dated county rates are held)', () => {
    for (const date of ['2024-01-01', '2025-04-01', '2026-01-01']) {
      expect(answer('82601', date)).toEqual({ jurisIds: ['us-WY'], cents: 400, uncertain: true });
      expect(answer('82001', date)).toEqual({ jurisIds: ['us-WY', 'us-WY-laramie-county'], cents: 600, uncertain: true });
    }
  });
});
