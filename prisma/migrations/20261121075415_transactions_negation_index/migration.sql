-- CreateIndex
CREATE INDEX "transactions_sellerId_negationOf_idx" ON "transactions"("sellerId", "negationOf");
