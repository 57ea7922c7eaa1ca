-- CreateIndex
CREATE INDEX "webhook_inbox_integrationId_invoiceId_processedAt_idx" ON "webhook_inbox"("integrationId", "invoiceId", "processedAt");

-- CreateIndex
CREATE INDEX "webhook_inbox_receivedAt_idx" ON "webhook_inbox"("receivedAt");
