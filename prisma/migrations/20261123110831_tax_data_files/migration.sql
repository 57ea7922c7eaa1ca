-- CreateTable
CREATE TABLE "tax_data_files" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "publishedOn" DATE NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "contents" BYTEA NOT NULL,
    "importedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_data_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tax_data_files_kind_state_publishedOn_idx" ON "tax_data_files"("kind", "state", "publishedOn");

-- CreateIndex
CREATE UNIQUE INDEX "tax_data_files_kind_state_sha256_key" ON "tax_data_files"("kind", "state", "sha256");
