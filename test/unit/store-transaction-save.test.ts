// The save statement is generated from its column tables: every parameter comes from one entry, with
// the entry's cast, and every value from the entry's reader of the typed description of a save.
import { describe, expect, it } from 'vitest';
import {
  FILING_COLUMNS,
  SAVED_COLUMNS,
  saveStatement,
  type Column,
  type SavedTransaction,
  type WantedFiling,
} from '../../src/store/transaction-saves.ts';

const filing = (jurisId: string) => ({
  id: `fil_${jurisId}`,
  sellerId: 'sel_1',
  registrationId: `reg_${jurisId}`,
  jurisId,
  jurisFilingId: '2026-11',
  name: `${jurisId} November 2026`,
  periodBegin: new Date('2026-11-01T00:00:00Z'),
  periodEndInclusive: new Date('2026-11-30T00:00:00Z'),
  currencyCode: 'USD',
});

const BATCH: SavedTransaction[] = [
  {
    sellerId: 'sel_1',
    externalId: 'inv-1',
    customerId: 'cus-1',
    currencyCode: 'USD',
    accountingDate: '2026-11-02',
    taxDate: '2026-11-03',
    input: { currencyCode: 'USD', lineItems: [{ id: 'l1', amount: 1000 }] },
    body: { lineItems: [{ id: 'l1', preTaxAmount: '1000' }] },
    sourceBillingSystem: { name: 'stripe', integrationId: 'int_1', invoiceId: 'in_1' },
    newCustomer: { id: 'cus-1', name: 'Customer One' },
    filings: [filing('us-NY'), filing('us-NY-NYC')],
    exposure: [{ j: 'us-NY', d: '2026-11-02', g: 1000, t: 1000, n: 1, u: 0 }],
    filingFigures: [{ j: 'us-NY', s: '1000', x: '1000', t: '88.75' }],
    contentVersion: 'content-1',
  },
  {
    sellerId: 'sel_2',
    externalId: 'inv-2',
    customerId: null,
    currencyCode: 'EUR',
    accountingDate: '2026-12-01',
    taxDate: '2026-12-01',
    input: { currencyCode: 'EUR' },
    body: { lineItems: [] },
    sourceBillingSystem: null,
    newCustomer: null,
    filings: [],
    exposure: [],
    filingFigures: [],
    contentVersion: null,
  },
];

/** `$n::type` of every parameter the statement names, by number. */
function casts(text: string): Map<number, string> {
  const found = new Map<number, string>();
  for (const m of text.matchAll(/\$(\d+)::(\w+(?:\[\])?)/g)) {
    const n = Number(m[1]);
    expect(found.get(n) ?? m[2]).toBe(m[2]);
    found.set(n, m[2]!);
  }
  return found;
}

describe('the save statement', () => {
  const { statement, parameters } = saveStatement(SAVED_COLUMNS, FILING_COLUMNS);
  const arrays = SAVED_COLUMNS.filter((c) => c.sqlType !== 'jsonb');
  const documents = SAVED_COLUMNS.filter((c) => c.sqlType === 'jsonb');
  const values = parameters(BATCH);

  it('has one parameter per array column of a save, one for the documents and one per filing column', () => {
    const expected = arrays.length + 1 + FILING_COLUMNS.length;
    expect(values).toHaveLength(expected);
    // Every placeholder is used, numbered 1..n without gaps, and none beyond the values.
    expect([...casts(statement.text).keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    expect(statement.text).not.toMatch(new RegExp(`\\$${expected + 1}\\b`));
  });

  it('casts each parameter to its entry’s type, in table order', () => {
    const byNumber = casts(statement.text);
    const expected = [...arrays.map((c) => `${c.sqlType}[]`), 'jsonb', ...FILING_COLUMNS.map((c) => `${c.sqlType}[]`)];
    expect(expected.map((_, i) => byNumber.get(i + 1))).toEqual(expected);
  });

  it('takes every value from the description of the save', () => {
    arrays.forEach((c, i) => expect(values[i]).toEqual(BATCH.map((t) => c.of(t))));
    expect(values[0]).toEqual(['sel_1', 'sel_2']);
    expect(values[arrays.findIndex((c) => c.name === 'newCustomerName')]).toEqual(['Customer One', null]);
    expect(values[arrays.findIndex((c) => c.name === 'contentVersion')]).toEqual(['content-1', null]);

    const parsed = JSON.parse(values[arrays.length] as string) as Record<string, unknown>[];
    expect(parsed).toEqual(BATCH.map((t) => Object.fromEntries(documents.map((c) => [c.name, c.of(t)]))));
    expect(parsed[0]!.input).toEqual(BATCH[0]!.input);
    expect(parsed[1]!.sourceBillingSystem).toBeNull();

    const wanted: WantedFiling[] = BATCH.flatMap((t, i) => t.filings.map((f) => ({ ...f, idx: i + 1 })));
    FILING_COLUMNS.forEach((c, i) => expect(values[arrays.length + 1 + i]).toEqual(wanted.map((f) => c.of(f))));
    expect(values[arrays.length + 1]).toEqual([1, 1]);
    expect(values[arrays.length + 1 + FILING_COLUMNS.findIndex((c) => c.name === 'periodEnd')]).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('names in the statement every value the fixed parts of it read', () => {
    for (const name of ['sellerId', 'externalId', 'accountingDate', 'exposure', 'newCustomerId', 'newCustomerName'])
      expect(SAVED_COLUMNS.map((c) => c.name)).toContain(name);
    for (const name of ['idx', 'id', 'jurisId', 'jurisFilingId']) expect(FILING_COLUMNS.map((c) => c.name)).toContain(name);
  });

  it('takes a new stored column from one entry: its parameter, insert, update and version row', () => {
    const withNote = (t: SavedTransaction) => `note of ${t.externalId}`;
    const note: Column<SavedTransaction> = { name: 'note', sqlType: 'text', of: withNote, stored: 'note', versioned: true };
    const { statement: wider, parameters: widerParameters } = saveStatement([...SAVED_COLUMNS, note], FILING_COLUMNS);
    const widerValues = widerParameters(BATCH);
    expect(widerValues).toHaveLength(values.length + 1);
    expect(casts(wider.text).size).toBe(values.length + 1);
    expect(widerValues[arrays.length]).toEqual(['note of inv-1', 'note of inv-2']);
    expect(wider.text).toMatch(/INSERT INTO transactions \([^)]*"note"\)/);
    expect(wider.text).toContain('"note" = EXCLUDED."note"');
    expect(wider.text).toMatch(/INSERT INTO transaction_versions \([^)]*"note"\) SELECT [^\n]*"note" FROM saved_rows/);
  });
});
