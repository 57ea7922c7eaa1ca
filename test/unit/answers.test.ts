// The compiled serializer of the hot operations, and the test-time check that keeps it honest.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblem, compiledSerializer, nullableAsType } from '../../src/api/answers.ts';
import { calculationResponse } from '../../src/seller/transactions/schemas.ts';
import { calculate, toCalculationResponse, type LineCategory } from '../../src/tax/index.ts';

function newYorkAnswer(included: boolean) {
  const products = new Map<string, LineCategory>([['saas', { standard: 'saasBusiness' }]]);
  const result = calculate(
    {
      currencyCode: 'USD',
      accountingDate: '2026-11-01',
      customerAddress: { country: 'US', line1: '350 5th Ave', city: 'New York "NY"', region: 'NY', postalCode: '10118' },
      lineItems: [
        { id: 'line-1', productExternalId: 'saas', amount: 1999, isTaxIncludedInAmount: included },
        { productExternalId: 'saas', amount: -31000 },
      ],
    },
    { now: new Date('2026-11-21T12:00:00Z'), accountingTimeZone: null, businessAddress: null, registrations: [{ jurisId: 'us-NY', collectingFrom: '2020-01-01' }], certificates: [], products, validTaxIdCountries: new Set() },
  );
  if (!result.ok) throw new Error(result.conflict.type);
  return toCalculationResponse(result.value);
}

describe('compiled serializer', () => {
  const serialize = compiledSerializer(calculationResponse);

  it('writes a calculation exactly as JSON.stringify does', () => {
    for (const included of [false, true]) {
      const answer = newYorkAnswer(included);
      expect(serialize(answer)).toBe(JSON.stringify(answer));
    }
  });

  it('drops keys its schema lacks, which is why tests compare it with JSON.stringify', () => {
    const answer = { ...newYorkAnswer(false), undocumented: 1 };
    const text = serialize(answer);
    expect(JSON.parse(text)).not.toHaveProperty('undocumented');
    expect(answerProblem(calculationResponse, answer, text)?.message).toMatch(/compiled serializer/);
  });
});

describe('answer check', () => {
  const schema = z.object({ id: z.string(), version: z.number().int() });

  it('accepts an answer in its schema, whatever the key order of the compiled text', () => {
    expect(answerProblem(schema, { version: 2, id: 'a' }, '{"id":"a","version":2}')).toBeNull();
    expect(answerProblem(schema, { id: 'a', version: 2 }, undefined)).toBeNull();
  });

  it('names an answer outside its schema, with the issues', () => {
    const problem = answerProblem(schema, { id: 'a', version: 1.5 }, undefined);
    expect(problem?.message).toMatch(/documented response schema/);
    expect(problem?.issues).toEqual([expect.objectContaining({ path: ['version'] })]);
  });
});

describe('nullable as a type list', () => {
  it('turns a nullable plain type into a type list and leaves unions of objects alone', () => {
    const union = { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { b: { type: 'string' } } }] };
    expect(
      nullableAsType({ type: 'object', properties: { id: { anyOf: [{ type: 'string' }, { type: 'null' }] }, reason: { anyOf: [union, { type: 'null' }] } } }),
    ).toEqual({ type: 'object', properties: { id: { type: ['string', 'null'] }, reason: { anyOf: [union, { type: 'null' }] } } });
  });

  it('writes nulls and values of nullable fields as JSON.stringify does', () => {
    const serialize = compiledSerializer(z.object({ id: z.string().nullable(), taxes: z.array(z.object({ n: z.number() })).nullable() }));
    for (const value of [{ id: null, taxes: null }, { id: 'a"b', taxes: [{ n: 1 }] }]) expect(serialize(value)).toBe(JSON.stringify(value));
  });
});
