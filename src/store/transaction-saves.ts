// createOrUpdate's write, group-committed: saves that arrive while earlier ones are in flight go
// to the database together, as one statement over arrays. Under light load a save goes alone and
// at once; under heavy load one round trip, one plan execution and one commit serve many saves,
// which is what lets a 2-core machine save more than a thousand transactions a second.
//
// The statement is generated from two tables, SAVED_COLUMNS (one entry per value of a saved
// transaction) and FILING_COLUMNS (one per value of a filing it wants): each entry gives its
// parameter, its cast, where it is stored and how its value is read from the typed description.
// Adding a column of the transactions table is one entry in SAVED_COLUMNS (and the field in
// SavedTransaction that it reads).
import type { Prisma } from '../generated/prisma/client.ts';
import { isoDate, type IsoDate } from '../tax/dates.ts';
import { runPrepared, type PreparedStatement, type PrismaClient } from './database.ts';
import type { FilingKey } from './filings.ts';
import type { ExposureEntry } from '../tax/thresholds/exposure.ts';
import { applyExposureCtes, EXPOSURE_RECORD } from './threshold-sales.ts';

/** A JSON document as a jsonb column stores it. */
export type StoredJson = Prisma.InputJsonValue;

/** One filing jurisdiction's figures, as src/seller/filings/figures.ts computes them: exact decimal texts in minor units. */
export interface StoredFilingFigures {
  /** The filing's jurisId. */
  j: string;
  /** Sales. */
  s: string;
  /** Taxable sales. */
  x: string;
  /** Tax due. */
  t: string;
  /** The worksheet's parts (deductions, tax lines, tax collected, doubts); absent on figures saved before them. */
  d?: unknown;
  l?: unknown;
  c?: string;
  v?: string;
  q?: unknown;
}

/** One save: what the transaction row (and its version row) will hold, and what it brings along. */
export interface SavedTransaction {
  sellerId: string;
  externalId: string;
  customerId: string | null;
  currencyCode: string;
  accountingDate: IsoDate;
  taxDate: IsoDate;
  /** The createOrUpdate request without its id (src/seller/transactions/schemas.ts), or a stored one negated. */
  input: StoredJson;
  /** The API's Transaction record body (src/seller/transactions/record.ts). */
  body: StoredJson;
  /** Which billing system the transaction came from; null for none. */
  sourceBillingSystem: StoredJson | null;
  /** A customer to create if missing (id and name), or null. */
  newCustomer: { id: string; name: string } | null;
  filings: (FilingKey & { id: string })[];
  /** What this version adds to threshold monitoring; the previous version's entries are subtracted. */
  exposure: ExposureEntry[];
  /** What it adds to each filing's return. */
  filingFigures: StoredFilingFigures[];
  /** The built-in tax content version that computed this version, as the use case captured it. */
  contentVersion: string | null;
}

/** A filing a save wants, with the (1-based) position of its save in the batch. */
export type WantedFiling = FilingKey & { id: string; idx: number };

/** The SQL types of the statement's values, and the TypeScript values each takes. */
interface SqlValues {
  text: string | null;
  date: IsoDate;
  int: number;
  /** Travels inside the one JSON array of the batch's documents, not as an array parameter of its own. */
  jsonb: StoredJson | ExposureEntry[] | StoredFilingFigures[] | null;
}

/** One value of a row of the batch. */
export type Column<Row> = {
  [T in keyof SqlValues]: {
    /** Its name inside the statement (a column of the `input` or `wanted` CTE). */
    name: string;
    sqlType: T;
    of: (row: Row) => SqlValues[T];
    /** The table column it is written to (transactions, or filings); absent for a value the statement only reads. */
    stored?: string;
    /** Part of the conflict key: inserted, never updated. */
    key?: true;
    /** Also written to the version row (transaction_versions, same column name). */
    versioned?: true;
    /** jsonb only: a JSON null is stored as SQL NULL. */
    nullWhenJsonNull?: true;
  };
}[keyof SqlValues];

export const SAVED_COLUMNS = [
  { name: 'sellerId', sqlType: 'text', of: (t) => t.sellerId, stored: 'sellerId', key: true },
  { name: 'externalId', sqlType: 'text', of: (t) => t.externalId, stored: 'externalId', key: true },
  { name: 'customerId', sqlType: 'text', of: (t) => t.customerId, stored: 'customerId' },
  { name: 'currencyCode', sqlType: 'text', of: (t) => t.currencyCode, stored: 'currencyCode' },
  { name: 'accountingDate', sqlType: 'date', of: (t) => t.accountingDate, stored: 'accountingDate' },
  { name: 'taxDate', sqlType: 'date', of: (t) => t.taxDate, stored: 'taxDate' },
  { name: 'newCustomerId', sqlType: 'text', of: (t) => t.newCustomer?.id ?? null },
  { name: 'newCustomerName', sqlType: 'text', of: (t) => t.newCustomer?.name ?? null },
  { name: 'contentVersion', sqlType: 'text', of: (t) => t.contentVersion, stored: 'content_version', versioned: true },
  { name: 'input', sqlType: 'jsonb', of: (t) => t.input, stored: 'input', versioned: true },
  { name: 'body', sqlType: 'jsonb', of: (t) => t.body, stored: 'body', versioned: true },
  {
    name: 'sourceBillingSystem',
    sqlType: 'jsonb',
    of: (t) => t.sourceBillingSystem,
    stored: 'sourceBillingSystem',
    nullWhenJsonNull: true,
  },
  { name: 'exposure', sqlType: 'jsonb', of: (t) => t.exposure, stored: 'exposure' },
  { name: 'filingFigures', sqlType: 'jsonb', of: (t) => t.filingFigures, stored: 'filingFigures' },
] as const satisfies readonly Column<SavedTransaction>[];

export const FILING_COLUMNS = [
  { name: 'idx', sqlType: 'int', of: (f) => f.idx },
  { name: 'id', sqlType: 'text', of: (f) => f.id, stored: 'id' },
  { name: 'registrationId', sqlType: 'text', of: (f) => f.registrationId, stored: 'registrationId' },
  { name: 'jurisId', sqlType: 'text', of: (f) => f.jurisId, stored: 'jurisId' },
  { name: 'jurisFilingId', sqlType: 'text', of: (f) => f.jurisFilingId, stored: 'jurisFilingId' },
  { name: 'name', sqlType: 'text', of: (f) => f.name, stored: 'name' },
  { name: 'periodBegin', sqlType: 'date', of: (f) => isoDate(f.periodBegin), stored: 'periodBegin' },
  { name: 'periodEnd', sqlType: 'date', of: (f) => isoDate(f.periodEndInclusive), stored: 'periodEndInclusive' },
  { name: 'currencyCode', sqlType: 'text', of: (f) => f.currencyCode, stored: 'currencyCode' },
] as const satisfies readonly Column<WantedFiling>[];

export interface SaveRow {
  version: number | null;
  joined: number;
  prevStatus: string | null;
  prevFrozen: boolean | null;
  prevIsNegation: boolean | null;
  prevNegated: boolean | null;
  /** The version the statement's snapshot saw; not `version - 1` when another process saved in between. */
  prevVersion: number | null;
}

const q = (identifier: string) => `"${identifier}"`;
const list = <C>(columns: readonly C[], f: (c: C) => string) => columns.map(f).join(', ');

/** The save statement over these column tables, and the function that gives its parameters for a batch. */
export function saveStatement(saved: readonly Column<SavedTransaction>[], filingColumns: readonly Column<WantedFiling>[]) {
  const arrays = saved.filter((c) => c.sqlType !== 'jsonb');
  const documents = saved.filter((c) => c.sqlType === 'jsonb');
  const stored = saved.filter((c) => c.stored !== undefined);
  const updated = stored.filter((c) => c.key === undefined);
  const versioned = saved.filter((c) => c.versioned === true);
  // Parameters: the saves' array columns, then their documents as one JSON array, then the wanted filings' array columns.
  const documentsParameter = arrays.length + 1;
  const unnest = <R>(columns: readonly Column<R>[], first: number) =>
    list(columns, (c) => `$${first + columns.indexOf(c)}::${c.sqlType}[]`);
  const storedFilings = filingColumns.filter((c) => c.stored !== undefined);
  // What the later CTEs read of a saved row: the columns named below, and what goes to the version row.
  const savedRowColumns = [...new Set(['sellerId', 'accountingDate', 'exposure', ...versioned.map((c) => c.name)])];

  // The single-row statement this replaces, applied to many rows: each row's previous state, the
  // customers, the upserts (in key order, so concurrent batches lock rows in the same order), their
  // version rows, the filings they want (created only for rows that saved; open ones held FOR SHARE
  // until commit, so a finalize waits), and each row's filing membership. A filing that a finalize
  // holds is skipped rather than waited for, so one seller's finalize cannot hold up a batch: its
  // rows join fewer filings than they want, and saveTransaction settles those one by one.
  const statement: PreparedStatement = {
    name: 'levy_save_transactions',
    text: `
WITH columns AS (
  SELECT * FROM unnest(${unnest(arrays, 1)})
    WITH ORDINALITY AS c(${list(arrays, (c) => q(c.name))}, idx)
), documents AS (
  SELECT idx, ${list(documents, (c) => `d->'${c.name}' AS ${q(c.name)}`)} FROM jsonb_array_elements($${documentsParameter}::jsonb) WITH ORDINALITY AS j(d, idx)
), input AS (
  SELECT c.*, ${list(documents, (c) => (c.nullWhenJsonNull ? `NULLIF(d.${q(c.name)}, 'null'::jsonb) AS ${q(c.name)}` : `d.${q(c.name)}`))} FROM columns c JOIN documents d USING (idx)
), prev AS (
  SELECT i.idx, t.status, t."frozenForFiling", t."negationOf", t.version, t.exposure,
    EXISTS (SELECT 1 FROM transactions n WHERE n."sellerId" = i."sellerId" AND n."negationOf" = i."externalId") AS negated
  FROM input i JOIN transactions t ON t."sellerId" = i."sellerId" AND t."externalId" = i."externalId"
), customer AS (
  INSERT INTO customers ("sellerId", id, name, "updatedAt")
  SELECT DISTINCT ON ("sellerId", "newCustomerId") "sellerId", "newCustomerId", "newCustomerName", now() FROM input
  WHERE "newCustomerId" IS NOT NULL ORDER BY "sellerId", "newCustomerId"
  ON CONFLICT DO NOTHING
), saved AS (
  INSERT INTO transactions (version, status, ${list(stored, (c) => q(c.stored!))})
  SELECT 1, 'normal', ${list(stored, (c) => q(c.name))} FROM input ORDER BY "sellerId", "externalId"
  ON CONFLICT ("sellerId", "externalId") DO UPDATE SET
    version = transactions.version + 1, ${list(updated, (c) => `${q(c.stored!)} = EXCLUDED.${q(c.stored!)}`)}, "modifiedAt" = now()
  WHERE transactions.status = 'normal' AND NOT transactions."frozenForFiling" AND transactions."negationOf" IS NULL
    AND NOT EXISTS (SELECT 1 FROM transactions n WHERE n."sellerId" = EXCLUDED."sellerId" AND n."negationOf" = EXCLUDED."externalId")
  RETURNING key, version, "sellerId", "externalId"
), saved_rows AS (
  SELECT s.key, s.version, i.idx, ${list(savedRowColumns, (name) => `i.${q(name)}`)} FROM saved s JOIN input i ON i."sellerId" = s."sellerId" AND i."externalId" = s."externalId"
), version AS (
  INSERT INTO transaction_versions ("transactionKey", version, status, ${list(versioned, (c) => q(c.stored!))}) SELECT key, version, 'normal', ${list(versioned, (c) => q(c.name))} FROM saved_rows
), wanted AS (
  SELECT w.*, i."sellerId" FROM unnest(${unnest(filingColumns, documentsParameter + 1)})
    AS w(${list(filingColumns, (c) => q(c.name))})
  JOIN input i ON i.idx = w.idx
), created_filings AS (
  INSERT INTO filings ("sellerId", ${list(storedFilings, (c) => q(c.stored!))})
  SELECT DISTINCT ON ("sellerId", "jurisId", "jurisFilingId") "sellerId", ${list(storedFilings, (c) => q(c.name))}
  FROM wanted WHERE idx IN (SELECT idx FROM saved_rows) ORDER BY "sellerId", "jurisId", "jurisFilingId"
  ON CONFLICT ("sellerId", "jurisId", "jurisFilingId") DO NOTHING
  RETURNING id, "sellerId", "jurisId", "jurisFilingId"
), existing_filings AS (
  SELECT f.id, f."sellerId", f."jurisId", f."jurisFilingId" FROM filings f
  WHERE (f."sellerId", f."jurisId", f."jurisFilingId") IN (SELECT "sellerId", "jurisId", "jurisFilingId" FROM wanted) AND f.status = 'open'
  FOR SHARE OF f SKIP LOCKED
), targets AS (
  SELECT DISTINCT w.idx, t.id FROM wanted w
  JOIN (SELECT * FROM created_filings UNION SELECT * FROM existing_filings) t ON t."sellerId" = w."sellerId" AND t."jurisId" = w."jurisId" AND t."jurisFilingId" = w."jurisFilingId"
), left_filings AS (
  DELETE FROM filing_transactions ft USING filings f, saved_rows s
  WHERE ft."transactionKey" = s.key AND f.id = ft."filingId" AND f.status = 'open'
    AND NOT EXISTS (SELECT 1 FROM targets t WHERE t.idx = s.idx AND t.id = ft."filingId")
), joined AS (
  INSERT INTO filing_transactions ("filingId", "transactionKey", "accountingDate")
  SELECT t.id, s.key, s."accountingDate" FROM saved_rows s JOIN targets t ON t.idx = s.idx
  ON CONFLICT ("filingId", "transactionKey") DO UPDATE SET "accountingDate" = EXCLUDED."accountingDate"
  RETURNING "transactionKey"
), exposure_delta AS (
  SELECT s."sellerId", e.* FROM saved_rows s CROSS JOIN jsonb_to_recordset(s.exposure) AS ${EXPOSURE_RECORD}
  UNION ALL
  SELECT s."sellerId", e.j, e.d, -e.g, -e.t, -e.n, -e.u FROM saved_rows s JOIN prev p ON p.idx = s.idx CROSS JOIN jsonb_to_recordset(p.exposure) AS ${EXPOSURE_RECORD}
), ${applyExposureCtes('exposure_delta')}
SELECT i.idx::int AS idx, s.version, (SELECT count(*) FROM joined j WHERE j."transactionKey" = s.key)::int AS joined,
  p.status AS "prevStatus", p."frozenForFiling" AS "prevFrozen", p."negationOf" IS NOT NULL AS "prevIsNegation", p.negated AS "prevNegated", p.version AS "prevVersion"
FROM input i LEFT JOIN saved_rows s ON s.idx = i.idx LEFT JOIN prev p ON p.idx = i.idx ORDER BY i.idx`,
  };

  function parameters(batch: readonly SavedTransaction[]): unknown[] {
    // idx first: `{ ...f, idx }` measured over twice as slow for the whole function (a property added after the copy).
    const filings: WantedFiling[] = batch.flatMap((t, i) => t.filings.map((f) => ({ idx: i + 1, ...f })));
    return [
      ...arrays.map((c) => batch.map((t) => c.of(t))),
      // The documents travel as one JSON array: no per-element escaping into an array literal.
      JSON.stringify(
        batch.map((t) => {
          const document: Record<string, unknown> = {};
          for (const c of documents) document[c.name] = c.of(t);
          return document;
        }),
      ),
      ...filingColumns.map((c) => filings.map((f) => c.of(f))),
    ];
  }

  return { statement, parameters };
}

const SAVE_MANY = saveStatement(SAVED_COLUMNS, FILING_COLUMNS);

/** PostgreSQL's deadlock and serialization failures: the statement changed nothing and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);

interface Pending {
  request: SavedTransaction;
  resolve(row: SaveRow): void;
  reject(err: unknown): void;
}

export class SaveBatcher {
  private readonly waiting: Pending[] = [];
  /** Transactions in a statement under way: their next save waits for it, so saves apply in order. */
  private readonly busy = new Set<string>();
  private inFlight = 0;

  constructor(
    private readonly prisma: PrismaClient,
    /**
     * Statements at once: one running while the next forms. Measured on 2 cores: 1 → 1,900–2,700/s
     * but stalls behind a slow statement; 2 → 2,200/s; 4 → 1,800/s; 8 → 1,500/s.
     */
    private readonly maxInFlight = 2,
    private readonly maxBatch = 64,
  ) {}

  save(request: SavedTransaction): Promise<SaveRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      const keys = batch.map((p) => keyOf(p.request));
      for (const key of keys) this.busy.add(key);
      this.inFlight++;
      void this.run(batch).finally(() => {
        for (const key of keys) this.busy.delete(key);
        this.inFlight--;
        this.pump();
      });
    }
  }

  /**
   * Oldest first. A transaction already in this batch or in one under way waits for a later batch:
   * one statement cannot upsert a row twice, and saves of one transaction apply in arrival order.
   */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < this.maxBatch; ) {
      const pending = this.waiting[i]!;
      const key = keyOf(pending.request);
      if (keys.has(key) || this.busy.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(pending);
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await runPrepared<SaveRow & { idx: number }>(
          this.prisma,
          SAVE_MANY.statement,
          SAVE_MANY.parameters(batch.map((p) => p.request)),
        );
        for (const row of rows) batch[row.idx - 1]!.resolve(row);
        // Every row answers; should one not, its caller must not wait forever.
        for (const pending of batch) pending.reject(new Error('the save statement returned no row for this transaction'));
        return;
      } catch (err) {
        if (RETRYABLE.has((err as { code?: string }).code ?? '') && attempt < 3) continue;
        // One row's bad data must not fail the others: alone, each gets its own answer.
        if (batch.length > 1) {
          await Promise.all(batch.map((pending) => this.run([pending])));
          return;
        }
        batch[0]!.reject(err);
        return;
      }
    }
  }
}

const keyOf = (r: SavedTransaction) => `${r.sellerId}\u0000${r.externalId}`;

const batchers = new WeakMap<PrismaClient, SaveBatcher>();

/** The batcher of a database client (one per process and database). */
export function saveBatcher(prisma: PrismaClient): SaveBatcher {
  let batcher = batchers.get(prisma);
  if (batcher === undefined) batchers.set(prisma, (batcher = new SaveBatcher(prisma)));
  return batcher;
}
