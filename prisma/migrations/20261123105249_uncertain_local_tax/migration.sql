-- AlterTable
ALTER TABLE "sellers" ADD COLUMN     "onUncertainLocalTax" TEXT NOT NULL DEFAULT 'answer';

-- CreateTable
CREATE TABLE "uncertain_answer_counts" (
    "sellerId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "uncertain_answer_counts_pkey" PRIMARY KEY ("sellerId","day")
);

-- AddForeignKey
ALTER TABLE "uncertain_answer_counts" ADD CONSTRAINT "uncertain_answer_counts_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
