-- CreateTable
CREATE TABLE "rate_change_notices" (
    "sellerId" TEXT NOT NULL,
    "jurisId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "eventId" TEXT NOT NULL,
    "change" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queuedAt" TIMESTAMPTZ(3),

    CONSTRAINT "rate_change_notices_pkey" PRIMARY KEY ("sellerId","jurisId","day")
);

-- CreateIndex
CREATE INDEX "rate_change_notices_eventId_idx" ON "rate_change_notices"("eventId");

-- AddForeignKey
ALTER TABLE "rate_change_notices" ADD CONSTRAINT "rate_change_notices_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
