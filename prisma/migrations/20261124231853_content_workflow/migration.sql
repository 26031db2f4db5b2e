-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'restore';
ALTER TYPE "AuditAction" ADD VALUE 'schedule';
ALTER TYPE "AuditAction" ADD VALUE 'submit';

-- AlterTable
ALTER TABLE "Booklet" ADD COLUMN     "publishedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ContentDraft" (
    "id" SERIAL NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "updatedById" INTEGER,
    "updatedByName" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "publishAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "submittedByName" TEXT,
    "submitNote" TEXT,

    CONSTRAINT "ContentDraft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" SERIAL NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "note" TEXT NOT NULL,
    "publishedById" INTEGER,
    "publishedByName" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentDraft_publishAt_idx" ON "ContentDraft"("publishAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentDraft_entityType_entityId_key" ON "ContentDraft"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "ContentVersion_entityType_entityId_publishedAt_idx" ON "ContentVersion"("entityType", "entityId", "publishedAt");

-- Existing booklets were on the site: they stay published, each with one initial version holding
-- exactly its content (the snapshot shape of lib/validation/content.ts).
UPDATE "Booklet" SET "publishedAt" = "createdAt";

INSERT INTO "ContentVersion" ("entityType", "entityId", "snapshot", "note", "publishedByName", "publishedAt")
SELECT 'booklet', b.id,
  jsonb_build_object(
    'title', b.title,
    'description', b.description,
    'imageUrl', b."imageUrl",
    'pages', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'key', 'p' || p.id,
        'id', p.id,
        'title', p.title,
        'content', p.content,
        'imageUrl', p."imageUrl",
        'pageNumber', p."pageNumber",
        'popovers', COALESCE((
          SELECT jsonb_agg(jsonb_build_object('key', 'o' || o.id, 'id', o.id, 'title', o.title, 'content', o.content) ORDER BY o.id)
          FROM "BookletPagePopover" o WHERE o."pageId" = p.id
        ), '[]'::jsonb)
      ) ORDER BY p.position, p.id)
      FROM "BookletPage" p WHERE p."bookletId" = b.id
    ), '[]'::jsonb)
  ),
  'Initial version (content as it was before versions were kept)', 'System', b."createdAt"
FROM "Booklet" b;
