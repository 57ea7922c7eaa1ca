-- AlterTable
ALTER TABLE "transactions" ADD COLUMN     "filingFigures" JSONB;

-- CreateTable
CREATE TABLE "console_sessions" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "apiKeyId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "console_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "console_sessions_sellerId_idx" ON "console_sessions"("sellerId");

-- CreateIndex
CREATE INDEX "transactions_sellerId_customerId_modifiedAt_idx" ON "transactions"("sellerId", "customerId", "modifiedAt");

-- AddForeignKey
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
