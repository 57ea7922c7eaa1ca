-- AlterTable
ALTER TABLE "integrations" ADD COLUMN     "activeStripeAccountId" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'active',
ADD COLUMN     "stripeAccountId" TEXT,
ADD COLUMN     "webhookEndpointId" TEXT,
ADD COLUMN     "webhookEndpointManaged" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "integrations_activeStripeAccountId_key" ON "integrations"("activeStripeAccountId");
