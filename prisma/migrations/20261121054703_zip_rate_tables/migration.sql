-- CreateTable
CREATE TABLE "zip_rate_tables" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "effectiveFrom" DATE NOT NULL,
    "sourceName" TEXT NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "importedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "zip_rate_tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "zip_rates" (
    "tableId" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "regionName" TEXT NOT NULL,
    "combinedRate" DECIMAL(9,6) NOT NULL,
    "stateRate" DECIMAL(9,6) NOT NULL,
    "countyRate" DECIMAL(9,6) NOT NULL,
    "cityRate" DECIMAL(9,6) NOT NULL,
    "specialRate" DECIMAL(9,6) NOT NULL,
    "riskLevel" INTEGER,

    CONSTRAINT "zip_rates_pkey" PRIMARY KEY ("tableId","zip")
);

-- CreateIndex
CREATE INDEX "zip_rate_tables_sellerId_effectiveFrom_idx" ON "zip_rate_tables"("sellerId", "effectiveFrom");

-- AddForeignKey
ALTER TABLE "zip_rate_tables" ADD CONSTRAINT "zip_rate_tables_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "zip_rates" ADD CONSTRAINT "zip_rates_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "zip_rate_tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;
