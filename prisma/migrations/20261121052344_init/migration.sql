-- Ids that lists are ordered by use the "C" collation: code-point order on every server,
-- whatever its default locale (PGlite is C already; many PostgreSQL installs are en_US).

-- CreateTable
CREATE TABLE "sellers" (
    "id" TEXT COLLATE "C" NOT NULL,
    "name" TEXT NOT NULL,
    "accountingTimeZone" TEXT,
    "businessAddress" JSONB,
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "rateLimitPerSecond" INTEGER NOT NULL DEFAULT 10,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sellers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "secretHash" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registrations" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "jurisId" TEXT NOT NULL,
    "collectingFrom" DATE NOT NULL,
    "filingFrequency" TEXT NOT NULL DEFAULT 'quarterly',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "sellerId" TEXT NOT NULL,
    "id" TEXT COLLATE "C" NOT NULL,
    "name" TEXT,
    "emailAddress" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("sellerId","id")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" TEXT COLLATE "C" NOT NULL,
    "sellerId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "customerName" TEXT,
    "effectiveDateBegin" DATE NOT NULL,
    "exemptionNumber" TEXT,
    "notes" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "jurisIds" TEXT[],
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedAt" TIMESTAMPTZ(3),

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificate_files" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "contents" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "certificate_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificate_requests" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "customerName" TEXT,
    "emailAddress" TEXT NOT NULL,
    "tokenHash" BYTEA NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "certificateId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "certificate_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_tax_categories" (
    "sellerId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "standardCategoryId" TEXT NOT NULL,
    "overrides" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_tax_categories_pkey" PRIMARY KEY ("sellerId","id")
);

-- CreateTable
CREATE TABLE "products" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "name" TEXT,
    "description" TEXT,
    "taxCategoryType" TEXT NOT NULL,
    "taxCategoryId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integrations" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "stripeSecretKeyEnc" TEXT NOT NULL,
    "stripeApiBase" TEXT,
    "taxMode" TEXT NOT NULL,
    "taxProductId" TEXT,
    "webhookSecretEnc" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "integrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_mappings" (
    "integrationId" TEXT NOT NULL,
    "sourceId" TEXT COLLATE "C" NOT NULL,
    "sellerId" TEXT NOT NULL,
    "targetProductId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_mappings_pkey" PRIMARY KEY ("integrationId","sourceId")
);

-- CreateTable
CREATE TABLE "webhook_inbox" (
    "integrationId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "invoiceId" TEXT,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enqueuedAt" TIMESTAMPTZ(3),
    "processedAt" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_inbox_pkey" PRIMARY KEY ("integrationId","eventId")
);

-- CreateTable
CREATE TABLE "invoice_processing_states" (
    "integrationId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "lastSeenUserInput" TEXT,
    "lastProcessedAt" TIMESTAMPTZ(3),
    "stage" TEXT NOT NULL DEFAULT 'draft',
    "transactionVersion" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_processing_states_pkey" PRIMARY KEY ("integrationId","invoiceId")
);

-- CreateTable
CREATE TABLE "unprocessed_invoices" (
    "integrationId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "reasonType" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "firstFailedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastFailedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unprocessed_invoices_pkey" PRIMARY KEY ("integrationId","invoiceId")
);

-- CreateTable
CREATE TABLE "transactions" (
    "key" BIGSERIAL NOT NULL,
    "sellerId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL DEFAULT 'normal',
    "negationOf" TEXT,
    "customerId" TEXT,
    "currencyCode" TEXT NOT NULL,
    "accountingDate" DATE NOT NULL,
    "taxDate" DATE NOT NULL,
    "input" JSONB NOT NULL,
    "body" JSONB NOT NULL,
    "sourceBillingSystem" JSONB,
    "frozenForFiling" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modifiedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transactions_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "transaction_versions" (
    "transactionKey" BIGINT NOT NULL,
    "version" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "body" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transaction_versions_pkey" PRIMARY KEY ("transactionKey","version")
);

-- CreateTable
CREATE TABLE "filings" (
    "id" TEXT COLLATE "C" NOT NULL,
    "sellerId" TEXT NOT NULL,
    "registrationId" TEXT,
    "jurisId" TEXT NOT NULL,
    "jurisFilingId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "periodBegin" DATE NOT NULL,
    "periodEndInclusive" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "backgroundOperation" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finalizedAt" TIMESTAMPTZ(3),

    CONSTRAINT "filings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "filing_transactions" (
    "filingId" TEXT NOT NULL,
    "transactionKey" BIGINT NOT NULL,
    "accountingDate" DATE NOT NULL,
    "addedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "filing_transactions_pkey" PRIMARY KEY ("filingId","transactionKey")
);

-- CreateTable
CREATE TABLE "conversion_rates" (
    "date" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "rate" DECIMAL(20,10) NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'ECB',
    "loadedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversion_rates_pkey" PRIMARY KEY ("date","currencyCode")
);

-- CreateIndex
CREATE INDEX "api_keys_sellerId_idx" ON "api_keys"("sellerId");

-- CreateIndex
CREATE UNIQUE INDEX "registrations_sellerId_jurisId_key" ON "registrations"("sellerId", "jurisId");

-- CreateIndex
CREATE UNIQUE INDEX "registrations_sellerId_id_key" ON "registrations"("sellerId", "id");

-- CreateIndex
CREATE INDEX "certificates_sellerId_customerId_status_idx" ON "certificates"("sellerId", "customerId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_sellerId_id_key" ON "certificates"("sellerId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_sellerId_fileId_key" ON "certificates"("sellerId", "fileId");

-- CreateIndex
CREATE UNIQUE INDEX "certificate_files_sellerId_id_key" ON "certificate_files"("sellerId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "certificate_requests_tokenHash_key" ON "certificate_requests"("tokenHash");

-- CreateIndex
CREATE INDEX "certificate_requests_sellerId_customerId_idx" ON "certificate_requests"("sellerId", "customerId");

-- CreateIndex
CREATE UNIQUE INDEX "certificate_requests_sellerId_certificateId_key" ON "certificate_requests"("sellerId", "certificateId");

-- CreateIndex
CREATE UNIQUE INDEX "products_sellerId_externalId_key" ON "products"("sellerId", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "products_sellerId_id_key" ON "products"("sellerId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "integrations_sellerId_id_key" ON "integrations"("sellerId", "id");

-- CreateIndex
CREATE INDEX "webhook_inbox_enqueuedAt_receivedAt_idx" ON "webhook_inbox"("enqueuedAt", "receivedAt");

-- CreateIndex
CREATE INDEX "unprocessed_invoices_sellerId_integrationId_invoiceId_idx" ON "unprocessed_invoices"("sellerId", "integrationId", "invoiceId");

-- CreateIndex
CREATE INDEX "transactions_sellerId_modifiedAt_key_idx" ON "transactions"("sellerId", "modifiedAt", "key");

-- CreateIndex
CREATE UNIQUE INDEX "transactions_sellerId_externalId_key" ON "transactions"("sellerId", "externalId");

-- CreateIndex
CREATE INDEX "filings_sellerId_periodEndInclusive_id_idx" ON "filings"("sellerId", "periodEndInclusive", "id");

-- CreateIndex
CREATE UNIQUE INDEX "filings_sellerId_jurisId_jurisFilingId_key" ON "filings"("sellerId", "jurisId", "jurisFilingId");

-- CreateIndex
CREATE INDEX "filing_transactions_filingId_accountingDate_transactionKey_idx" ON "filing_transactions"("filingId", "accountingDate", "transactionKey");

-- CreateIndex
CREATE INDEX "filing_transactions_transactionKey_idx" ON "filing_transactions"("transactionKey");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_sellerId_customerId_fkey" FOREIGN KEY ("sellerId", "customerId") REFERENCES "customers"("sellerId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_sellerId_fileId_fkey" FOREIGN KEY ("sellerId", "fileId") REFERENCES "certificate_files"("sellerId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_files" ADD CONSTRAINT "certificate_files_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_sellerId_customerId_fkey" FOREIGN KEY ("sellerId", "customerId") REFERENCES "customers"("sellerId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_sellerId_certificateId_fkey" FOREIGN KEY ("sellerId", "certificateId") REFERENCES "certificates"("sellerId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_tax_categories" ADD CONSTRAINT "product_tax_categories_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_mappings" ADD CONSTRAINT "product_mappings_sellerId_integrationId_fkey" FOREIGN KEY ("sellerId", "integrationId") REFERENCES "integrations"("sellerId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_mappings" ADD CONSTRAINT "product_mappings_sellerId_targetProductId_fkey" FOREIGN KEY ("sellerId", "targetProductId") REFERENCES "products"("sellerId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_processing_states" ADD CONSTRAINT "invoice_processing_states_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unprocessed_invoices" ADD CONSTRAINT "unprocessed_invoices_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transaction_versions" ADD CONSTRAINT "transaction_versions_transactionKey_fkey" FOREIGN KEY ("transactionKey") REFERENCES "transactions"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filings" ADD CONSTRAINT "filings_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filings" ADD CONSTRAINT "filings_sellerId_registrationId_fkey" FOREIGN KEY ("sellerId", "registrationId") REFERENCES "registrations"("sellerId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filing_transactions" ADD CONSTRAINT "filing_transactions_filingId_fkey" FOREIGN KEY ("filingId") REFERENCES "filings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filing_transactions" ADD CONSTRAINT "filing_transactions_transactionKey_fkey" FOREIGN KEY ("transactionKey") REFERENCES "transactions"("key") ON DELETE CASCADE ON UPDATE CASCADE;
