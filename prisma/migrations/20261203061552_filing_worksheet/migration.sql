-- AlterTable
ALTER TABLE "filings" ADD COLUMN     "worksheet" JSONB;

-- Taxable sales no longer count the taxes a record computed but does not collect (an exempt
-- customer, a reverse charge): such records' saved figures are dropped, and read from their
-- records by the new rule (src/seller/filings/figures.ts). A finalized filing keeps the totals it had.
UPDATE "transactions" SET "filingFigures" = NULL
WHERE "filingFigures" IS NOT NULL
  AND jsonb_path_exists(body, '$.lineItems[*].jurises[*].calc ? (@.isRemitting == false).taxes[*]');
