-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "jurises" JSONB NOT NULL DEFAULT '[]';
