import "server-only";
import { pgPool } from "@/lib/db";
import type { AnalyzedWord } from "@/lib/contracts/knowledge";

export async function analyzeWords(words: string[], stopConfigs: string[], configs: string[]): Promise<AnalyzedWord[]> {
  if (words.length === 0) return [];
  // Stop word lists are accented ("était", "qué"): a word is checked as written and unaccented.
  const { rows } = await pgPool().query<AnalyzedWord>({
    name: "knowledge-analyze-words",
    text: `SELECT w.word,
       EXISTS (SELECT 1 FROM unnest($2::text[]) AS s(cfg)
               WHERE numnode(plainto_tsquery(s.cfg::regconfig, w.word)) = 0 OR numnode(plainto_tsquery(s.cfg::regconfig, kb_unaccent(w.word))) = 0) AS stop,
       ARRAY(SELECT DISTINCT l FROM unnest($3::text[]) AS c(cfg), unnest(to_tsvector(c.cfg::regconfig, kb_unaccent(w.word))) AS v(l, p, wt)) AS lexemes,
       ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', kb_unaccent(w.word)))) AS "englishLexemes"
     FROM unnest($1::text[]) WITH ORDINALITY AS w(word, i) ORDER BY w.i`,
    values: [words, stopConfigs, [...new Set([...stopConfigs, ...configs])]],
  });
  return rows;
}

export async function stemWordGroups(groups: string[][], configs: string[]): Promise<string[][]> {
  if (groups.length === 0) return [];
  const { rows } = await pgPool().query<{ stems: string[] }>(
    `SELECT ARRAY(SELECT DISTINCT l FROM unnest($2::text[]) AS c(cfg), unnest(to_tsvector(c.cfg::regconfig, kb_unaccent(g))) AS v(l, p, wt)) AS stems
     FROM unnest($1::text[]) WITH ORDINALITY AS t(g, i) ORDER BY i`,
    [groups.map((group) => group.join(" , ")), configs],
  );
  return rows.map((row) => row.stems);
}
