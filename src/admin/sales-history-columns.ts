// The columns of a sales history file (docs/thresholds.md). A module of its own so that the CLI can
// name them in its usage without loading the import itself.

/** The first five and `country` are required; the others may be absent or empty. */
export const SALES_HISTORY_COLUMNS = [
  'id',
  'date',
  'currency',
  'amount',
  'product',
  'country',
  'region',
  'postalCode',
  'city',
  'line1',
] as const;
