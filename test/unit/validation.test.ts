import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssue } from '../../src/api/validation.ts';
import { anyAddressSchema } from '../../src/seller/common/schemas.ts';

const schema = z.strictObject({
  id: z.string().min(1),
  limit: z.number().int().min(1).max(100).optional(),
  filter: z.strictObject({ status: z.enum(['active', 'archived']), value: z.iso.datetime().optional() }).optional(),
  ids: z.array(z.string()).min(1).max(100).optional(),
  customerAddress: anyAddressSchema.optional(),
});

function message(input: unknown): string {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a validation failure');
  return formatIssue(result.error.issues[0]!);
}

describe('400 messages in the form the API documents', () => {
  it.each([
    ['missing body', undefined, 'Request body: Required.'],
    ['array body', [], 'Request body: Expected object, received array.'],
    ['string body', 'hello', 'Request body: Expected object, received string.'],
    ['null body', null, 'Request body: Expected object, received null.'],
    ['missing field', {}, 'Request body: "id": Required.'],
    ['wrong type', { id: 7 }, 'Request body: "id": Expected string, received number.'],
    ['empty string', { id: '' }, 'Request body: "id": String must contain at least 1 character(s).'],
    ['unknown key', { id: 'a', foo: 1 }, "Request body: Unrecognized key(s) in object: 'foo'."],
    ['two unknown keys', { id: 'a', foo: 1, bar: 2 }, "Request body: Unrecognized key(s) in object: 'foo', 'bar'."],
    ['upper bound', { id: 'a', limit: 101 }, 'Request body: "limit": Number must be less than or equal to 100.'],
    ['lower bound', { id: 'a', limit: 0 }, 'Request body: "limit": Number must be greater than or equal to 1.'],
    ['integer', { id: 'a', limit: 1.5 }, 'Request body: "limit": Expected integer, received float.'],
    ['empty array', { id: 'a', ids: [] }, 'Request body: "ids": Array must contain at least 1 element(s).'],
    [
      'nested enum',
      { id: 'a', filter: { status: 'gone' } },
      `Request body: "filter": "status": Invalid enum value. Expected 'active' | 'archived', received 'gone'.`,
    ],
    ['nested format', { id: 'a', filter: { status: 'active', value: 'yesterday' } }, 'Request body: "filter": "value": Invalid datetime.'],
    ['nested unknown key', { id: 'a', filter: { status: 'active', x: 1 } }, `Request body: "filter": Unrecognized key(s) in object: 'x'.`],
    ['array element', { id: 'a', ids: ['x', 3] }, 'Request body: "ids": "1": Expected string, received number.'],
  ])('%s', (_name, input, expected) => {
    expect(message(input)).toBe(expected);
  });
});

describe('address variants', () => {
  it('accepts the legacy US address', () => {
    expect(schema.parse({ id: 'a', customerAddress: { country: 'us', state: 'NY', zipCode: '10601' } }).customerAddress).toEqual({
      country: 'us',
      state: 'NY',
      zipCode: '10601',
    });
  });

  it('names state and zipCode as unknown keys when country is not "us" (as the reference API does)', () => {
    expect(message({ id: 'a', customerAddress: { state: 'NY', zipCode: '10601' } })).toBe(
      `Request body: "customerAddress": Unrecognized key(s) in object: 'state', 'zipCode'.`,
    );
  });

  it('rejects empty strings in an address', () => {
    expect(message({ id: 'a', customerAddress: { country: '' } })).toBe(
      'Request body: "customerAddress": "country": String must contain at least 1 character(s).',
    );
  });

  it('accepts null address fields', () => {
    expect(schema.safeParse({ id: 'a', customerAddress: { country: 'DE', city: null } }).success).toBe(true);
  });
});
