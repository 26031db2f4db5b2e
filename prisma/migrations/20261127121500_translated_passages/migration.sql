-- AlterTable
ALTER TABLE "KnowledgeChunk" ADD COLUMN "translationLanguage" TEXT;
