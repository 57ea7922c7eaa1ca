-- AlterTable
ALTER TABLE "transaction_versions" ADD COLUMN     "content_version" TEXT;

-- AlterTable
ALTER TABLE "transactions" ADD COLUMN     "content_version" TEXT;
