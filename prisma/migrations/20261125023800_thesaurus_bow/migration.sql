-- The old translations call the rainbow of Genesis 9 a "bow" ("I do set my bow in the cloud"; the
-- Reina-Valera's "arco"), where visitors say rainbow (issue 18, third pass). Staff extend these
-- under Question Management → Synonyms.
INSERT INTO "ThesaurusEntry" ("terms", "updatedAt") VALUES
  (ARRAY['rainbow', 'bow'], CURRENT_TIMESTAMP),
  (ARRAY['arcoíris', 'arco'], CURRENT_TIMESTAMP);
