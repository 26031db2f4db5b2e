-- Who scheduled a draft: its scheduled publish is credited to them, not to whoever saved it last (decision 016).
ALTER TABLE "ContentDraft" ADD COLUMN "scheduledById" INTEGER,
ADD COLUMN "scheduledByName" TEXT;
