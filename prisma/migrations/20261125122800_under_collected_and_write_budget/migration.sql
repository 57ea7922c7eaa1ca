-- AlterTable
ALTER TABLE "invoice_processing_states" ADD COLUMN     "taxWriteCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxWritesSince" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "under_collected_invoices" (
    "integrationId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "expected" BIGINT NOT NULL,
    "seen" BIGINT NOT NULL,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolution" TEXT NOT NULL DEFAULT 'open',
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "under_collected_invoices_pkey" PRIMARY KEY ("integrationId","invoiceId")
);

-- CreateIndex
CREATE INDEX "under_collected_invoices_sellerId_integrationId_invoiceId_idx" ON "under_collected_invoices"("sellerId", "integrationId", "invoiceId");

-- AddForeignKey
ALTER TABLE "under_collected_invoices" ADD CONSTRAINT "under_collected_invoices_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
