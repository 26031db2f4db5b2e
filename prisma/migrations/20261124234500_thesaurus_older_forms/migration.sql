-- More everyday words next to the forms older translations use (issue 18, second pass): the
-- King James writes "oft" and "thrice"; the Reina-Valera 1909 spells names the old
-- way (Goliath, Josaphat). Staff extend this under Question Management → Synonyms.
INSERT INTO "ThesaurusEntry" ("terms", "updatedAt") VALUES
  (ARRAY['often', 'oft'], CURRENT_TIMESTAMP),
  (ARRAY['thrice', 'three'], CURRENT_TIMESTAMP),
  (ARRAY['goliat', 'goliath'], CURRENT_TIMESTAMP),
  (ARRAY['josafat', 'josaphat'], CURRENT_TIMESTAMP);
