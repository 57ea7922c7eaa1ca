-- AlterTable
ALTER TABLE "filings" ADD COLUMN     "totals" JSONB;
