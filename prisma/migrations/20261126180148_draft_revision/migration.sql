-- A draft's revision (docs/decisions/016, "a stale save never overwrites"): a number that moves on
-- every change of the row, whoever makes it (a save, a spec route's merge, a schedule, a review).
-- The editor sends the revision it started from; a save is refused when the draft moved since.
-- A trigger rather than each writer bumping it, so no write path (raw SQL included) can forget.

-- AlterTable
ALTER TABLE "ContentDraft" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 1;

CREATE FUNCTION "content_draft_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "ContentDraft_revision"
BEFORE UPDATE ON "ContentDraft"
FOR EACH ROW EXECUTE FUNCTION "content_draft_next_revision"();
