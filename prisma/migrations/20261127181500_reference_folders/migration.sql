-- AlterTable
ALTER TABLE "Category" ADD COLUMN "isReference" BOOLEAN NOT NULL DEFAULT false;
