-- AlterEnum
ALTER TYPE "KnowledgeSource" ADD VALUE 'teaching';

-- AlterTable
ALTER TABLE "KnowledgeChunk" ADD COLUMN "teachingId" INTEGER;

-- CreateIndex
CREATE INDEX "KnowledgeChunk_teachingId_idx" ON "KnowledgeChunk"("teachingId");

-- AddForeignKey
ALTER TABLE "KnowledgeChunk" ADD CONSTRAINT "KnowledgeChunk_teachingId_fkey" FOREIGN KEY ("teachingId") REFERENCES "Teaching"("id") ON DELETE CASCADE ON UPDATE CASCADE;
