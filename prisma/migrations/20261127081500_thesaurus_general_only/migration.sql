-- The thesaurus is the staff's, for the ministry's own terms (docs/decisions/008). Groups added to
-- fit the answers bench's own questions (older spellings of its translations, the rainbow of
-- Genesis 9) go; English word forms and spelling now come from WordNet. Only rows still exactly
-- as seeded are removed: a group staff edited is theirs.
DELETE FROM "ThesaurusEntry"
WHERE "terms" IN (
  ARRAY['often', 'oft'],
  ARRAY['thrice', 'three'],
  ARRAY['goliat', 'goliath'],
  ARRAY['josafat', 'josaphat'],
  ARRAY['rainbow', 'bow'],
  ARRAY['arcoíris', 'arco']
);
