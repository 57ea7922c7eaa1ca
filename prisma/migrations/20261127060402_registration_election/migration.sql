-- AlterTable
ALTER TABLE "registrations" ADD COLUMN     "election" TEXT;
