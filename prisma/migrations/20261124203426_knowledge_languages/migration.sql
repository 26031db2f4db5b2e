-- AlterTable
ALTER TABLE "KnowledgeChunk" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'english',
ADD COLUMN     "refs" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "tokens" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ThesaurusEntry" (
    "id" SERIAL NOT NULL,
    "terms" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ThesaurusEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "KnowledgeChunk_refs_idx" ON "KnowledgeChunk" USING GIN ("refs");

-- Accent-insensitive search (docs/decisions/008): unaccent when this server ships it, else the
-- text unchanged, behind one function so indexing and questions always agree.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'unaccent is not available (%); text search stays accent-sensitive', SQLERRM;
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
    CREATE OR REPLACE FUNCTION kb_unaccent(input text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$ SELECT unaccent('unaccent'::regdictionary, input) $fn$;
  ELSE
    CREATE OR REPLACE FUNCTION kb_unaccent(input text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$ SELECT input $fn$;
  END IF;
END $$;

-- Passages indexed before: unaccented like new ones, with their length (their language is
-- detected, and their references read, when their owner is next saved).
UPDATE "KnowledgeChunk"
SET "searchVector" = to_tsvector('english', kb_unaccent(content)),
    tokens = coalesce(array_length(regexp_split_to_array(btrim(content), '\s+'), 1), 0);

-- A starter thesaurus: everyday words next to the vocabulary of older translations.
INSERT INTO "ThesaurusEntry" ("terms", "updatedAt") VALUES
  (ARRAY['worry', 'anxious', 'anxiety', 'careful', 'fret', 'troubled'], CURRENT_TIMESTAMP),
  (ARRAY['afraid', 'fear', 'scared', 'fearful'], CURRENT_TIMESTAMP),
  (ARRAY['lord', 'yahweh', 'jehovah'], CURRENT_TIMESTAMP),
  (ARRAY['boat', 'ship'], CURRENT_TIMESTAMP),
  (ARRAY['money', 'silver', 'riches', 'wealth'], CURRENT_TIMESTAMP),
  (ARRAY['rich', 'wealthy'], CURRENT_TIMESTAMP),
  (ARRAY['poor', 'needy'], CURRENT_TIMESTAMP),
  (ARRAY['happy', 'blessed', 'joyful'], CURRENT_TIMESTAMP),
  (ARRAY['sad', 'sorrow', 'grief', 'mourn'], CURRENT_TIMESTAMP),
  (ARRAY['angry', 'anger', 'wrath'], CURRENT_TIMESTAMP),
  (ARRAY['kill', 'slay', 'murder'], CURRENT_TIMESTAMP),
  (ARRAY['lie', 'lying', 'liar'], CURRENT_TIMESTAMP),
  (ARRAY['steal', 'thief', 'theft'], CURRENT_TIMESTAMP),
  (ARRAY['sick', 'sickness', 'disease', 'illness', 'infirmity'], CURRENT_TIMESTAMP),
  (ARRAY['heal', 'healing', 'cure'], CURRENT_TIMESTAMP),
  (ARRAY['marriage', 'marry', 'wife', 'husband'], CURRENT_TIMESTAMP),
  (ARRAY['divorce', 'divorcement'], CURRENT_TIMESTAMP),
  (ARRAY['food', 'meat', 'bread'], CURRENT_TIMESTAMP),
  (ARRAY['drunk', 'drunkenness', 'wine'], CURRENT_TIMESTAMP),
  (ARRAY['job', 'work', 'labour', 'labor'], CURRENT_TIMESTAMP),
  (ARRAY['kids', 'children', 'child'], CURRENT_TIMESTAMP),
  (ARRAY['person', 'people', 'persons'], CURRENT_TIMESTAMP),
  (ARRAY['man', 'men'], CURRENT_TIMESTAMP),
  (ARRAY['woman', 'women'], CURRENT_TIMESTAMP),
  (ARRAY['armor', 'armour'], CURRENT_TIMESTAMP),
  (ARRAY['deed', 'deeds', 'works'], CURRENT_TIMESTAMP),
  (ARRAY['grace', 'favour', 'favor'], CURRENT_TIMESTAMP),
  (ARRAY['amor', 'caridad'], CURRENT_TIMESTAMP),
  (ARRAY['parents', 'father', 'mother'], CURRENT_TIMESTAMP),
  (ARRAY['forgive', 'forgiveness', 'pardon'], CURRENT_TIMESTAMP),
  (ARRAY['save', 'salvation', 'saviour', 'savior'], CURRENT_TIMESTAMP),
  (ARRAY['heaven', 'paradise'], CURRENT_TIMESTAMP),
  (ARRAY['hell', 'hades', 'gehenna'], CURRENT_TIMESTAMP),
  (ARRAY['devil', 'satan'], CURRENT_TIMESTAMP),
  (ARRAY['jesus', 'christ'], CURRENT_TIMESTAMP),
  (ARRAY['bible', 'scripture'], CURRENT_TIMESTAMP),
  (ARRAY['pray', 'prayer'], CURRENT_TIMESTAMP),
  (ARRAY['faith', 'believe', 'belief'], CURRENT_TIMESTAMP),
  (ARRAY['die', 'death', 'dead'], CURRENT_TIMESTAMP),
  (ARRAY['born', 'birth'], CURRENT_TIMESTAMP),
  (ARRAY['rise', 'risen', 'resurrection'], CURRENT_TIMESTAMP),
  (ARRAY['love', 'charity'], CURRENT_TIMESTAMP),
  (ARRAY['patience', 'patient', 'longsuffering'], CURRENT_TIMESTAMP),
  (ARRAY['proud', 'pride', 'haughty'], CURRENT_TIMESTAMP),
  (ARRAY['humble', 'lowly', 'meek'], CURRENT_TIMESTAMP),
  (ARRAY['tired', 'weary'], CURRENT_TIMESTAMP),
  (ARRAY['rest', 'sabbath'], CURRENT_TIMESTAMP),
  (ARRAY['preocupación', 'preocupado', 'afán', 'congoja', 'ansiedad'], CURRENT_TIMESTAMP),
  (ARRAY['miedo', 'temor', 'temer'], CURRENT_TIMESTAMP),
  (ARRAY['barco', 'barca', 'nave'], CURRENT_TIMESTAMP),
  (ARRAY['dinero', 'plata', 'riquezas'], CURRENT_TIMESTAMP),
  (ARRAY['perdonar', 'perdón'], CURRENT_TIMESTAMP),
  (ARRAY['oración', 'orar'], CURRENT_TIMESTAMP);
