// Property over every ZIP code in the ZIP table: a calculation there answers with its state (or
// territory) and, where the state has local taxes, either places the address's local taxes or says
// that it could not (localJurisdictionsUncertain). Never a silent state-only answer.
import { describe, expect, it } from 'vitest';
import table from '../../../src/tax/data/generated/zip-places.json' with { type: 'json' };
import { US_STATES } from '../../../src/tax/address/us.ts';
import { calculate, jurisdiction } from '../../../src/tax/index.ts';
import { seller } from './fixtures.ts';

const zips = Object.entries(table.zips as unknown as Record<string, [string, string]>);

describe('every ZIP code of the ZIP table', () => {
  it('has the whole table to check', () => {
    expect(zips.length).toBeGreaterThan(33_000);
  });

  it('answers with the state and its local taxes, or says local taxes may be missing', () => {
    const facts = seller();
    const silent: string[] = [];
    const failed: string[] = [];
    for (const [zip, [state]] of zips) {
      const result = calculate(
        {
          lineItems: [{ productExternalId: 'goods', amount: 10000 }],
          currencyCode: 'USD',
          accountingDate: '2026-11-01',
          customerAddress: { country: 'US', postalCode: zip },
        },
        facts,
      );
      if (!result.ok) {
        failed.push(`${zip}: ${result.conflict.type}`);
        continue;
      }
      const ids = result.value.lineItems[0]!.jurises.map((j) => j.jurisdiction.id);
      if (!Object.hasOwn(US_STATES, state)) continue;
      if (ids[0] !== `us-${state}`) failed.push(`${zip}: first jurisdiction ${ids[0]}, not us-${state}`);
      // A state-only answer where the state has local taxes must say so, unless Levy's data places
      // the address where none apply (Anchorage).
      const placedWithoutLocals = result.value.customerAddress.localsPlaced;
      if (
        jurisdiction(`us-${state}`)!.hasLocalTaxes === true &&
        ids.length === 1 &&
        result.value.uncertainty === null &&
        !placedWithoutLocals
      )
        silent.push(zip);
    }
    expect(failed).toEqual([]);
    expect(silent.slice(0, 20)).toEqual([]);
  });
});
