-- AlterTable
ALTER TABLE "sellers" ADD COLUMN     "alertEmail" TEXT;

-- AlterTable
ALTER TABLE "transactions" ADD COLUMN     "exposure" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "threshold_sales_days" (
    "sellerId" TEXT NOT NULL,
    "jurisId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "gross" BIGINT NOT NULL DEFAULT 0,
    "taxable" BIGINT NOT NULL DEFAULT 0,
    "transactionCount" INTEGER NOT NULL DEFAULT 0,
    "unconvertedCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "threshold_sales_days_pkey" PRIMARY KEY ("sellerId","jurisId","day")
);

-- CreateTable
CREATE TABLE "threshold_sales_months" (
    "sellerId" TEXT NOT NULL,
    "jurisId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "gross" BIGINT NOT NULL DEFAULT 0,
    "taxable" BIGINT NOT NULL DEFAULT 0,
    "transactionCount" INTEGER NOT NULL DEFAULT 0,
    "unconvertedCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "threshold_sales_months_pkey" PRIMARY KEY ("sellerId","jurisId","month")
);

-- CreateTable
CREATE TABLE "imported_sales" (
    "sellerId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "record" JSONB NOT NULL,
    "exposure" JSONB NOT NULL,
    "importedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imported_sales_pkey" PRIMARY KEY ("sellerId","externalId")
);

-- CreateTable
CREATE TABLE "sales_imports" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "linesDone" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "finishedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sales_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "threshold_alerts" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "jurisId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "periodBegin" DATE NOT NULL,
    "item" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queuedAt" TIMESTAMPTZ(3),

    CONSTRAINT "threshold_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sales_imports_sellerId_sha256_key" ON "sales_imports"("sellerId", "sha256");

-- CreateIndex
CREATE INDEX "webhook_endpoints_sellerId_idx" ON "webhook_endpoints"("sellerId");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_endpoints_sellerId_id_key" ON "webhook_endpoints"("sellerId", "id");

-- CreateIndex
CREATE INDEX "threshold_alerts_sellerId_createdAt_idx" ON "threshold_alerts"("sellerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "threshold_alerts_sellerId_jurisId_status_periodBegin_key" ON "threshold_alerts"("sellerId", "jurisId", "status", "periodBegin");

-- AddForeignKey
ALTER TABLE "threshold_sales_days" ADD CONSTRAINT "threshold_sales_days_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "threshold_sales_months" ADD CONSTRAINT "threshold_sales_months_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "imported_sales" ADD CONSTRAINT "imported_sales_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "threshold_alerts" ADD CONSTRAINT "threshold_alerts_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
