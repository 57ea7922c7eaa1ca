-- CreateIndex
CREATE INDEX "transactions_sellerId_negationOf_idx" ON "transactions"("sellerId", "negationOf");

-- CreateIndex
CREATE INDEX "webhook_inbox_integrationId_invoiceId_processedAt_idx" ON "webhook_inbox"("integrationId", "invoiceId", "processedAt");

-- CreateIndex
CREATE INDEX "webhook_inbox_processedAt_enqueuedAt_idx" ON "webhook_inbox"("processedAt", "enqueuedAt");

-- CreateIndex
CREATE INDEX "webhook_inbox_receivedAt_idx" ON "webhook_inbox"("receivedAt");
