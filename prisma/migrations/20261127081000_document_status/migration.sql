-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('queued', 'indexing', 'indexed', 'failed');

-- AlterTable
ALTER TABLE "Document" ADD COLUMN "status" "DocumentStatus" NOT NULL DEFAULT 'indexed';

-- Documents stored with a note have no text in the search index.
UPDATE "Document" SET "status" = 'failed' WHERE "extractionNote" IS NOT NULL;
