import "server-only";
import type { ChunkRow } from "@/lib/data/knowledge";
import { stemWordGroups } from "@/lib/data/text-analysis";
import type { QueryTerm } from "@/lib/knowledge/query";

// docs/decisions/008, 15th pass: a document's title is evidence of its topic (BM25F); other titles open their text.

// Title stems per set of search configs; unseen titles are read together, and a question needing one being read waits.
const titleStems = new Map<string, Promise<Set<string>>>();
const MAX_TITLES_KEPT = 10_000;

function stemsOfTitles(titles: string[], configs: string[]): Promise<Set<string>[]> {
  const prefix = [...configs].sort().join(",");
  const key = (title: string) => `${prefix}\t${title}`;
  const held = new Map<string, Promise<Set<string>>>();
  for (const title of titles) {
    const stems = titleStems.get(key(title));
    if (stems) held.set(title, stems);
  }
  const missing = titles.filter((title) => !held.has(title));
  if (missing.length > 0) {
    if (titleStems.size + missing.length > MAX_TITLES_KEPT) titleStems.clear();
    const read = stemWordGroups(
      missing.map((title) => [title]),
      configs,
    );
    missing.forEach((title, i) => {
      const stems = read.then((all) => new Set(all[i]));
      held.set(title, stems);
      titleStems.set(key(title), stems);
      // A failed read is not kept: the next question reads the title again.
      stems.catch(() => titleStems.get(key(title)) === stems && titleStems.delete(key(title)));
    });
  }
  return Promise.all(titles.map((title) => held.get(title)!));
}

// A title holding all of the question's evidence doubles a passage's score (1 to 3 gave the same figures: 008).
const TITLE_WEIGHT = 1;

/** Each title's share of the question (0–1): term weight × how few candidate titles hold it; none if unread. */
async function titleShares(
  titles: string[],
  terms: QueryTerm[],
  weights: number[],
  configs: string[],
): Promise<Map<string, number>> {
  const distinct = [...new Set(titles)];
  const shares = new Map(distinct.map((title) => [title, 0]));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (distinct.length < 2 || total === 0) return shares;
  const stems = await stemsOfTitles(distinct, configs).catch(() => null);
  if (!stems) return shares;
  terms.forEach((term, i) => {
    if (weights[i] === 0 || term.key) return;
    const holding = distinct.filter((_, t) => term.lexemes.some((lexeme) => stems[t].has(lexeme)));
    if (holding.length === 0) return;
    const specificity = Math.log(distinct.length / holding.length) / Math.log(distinct.length);
    for (const title of holding) shares.set(title, shares.get(title)! + (weights[i] * specificity) / total);
  });
  return shares;
}

const titleOf = (row: ChunkRow) => (row.source === "document" ? row.documentTitle : null);

export async function titleBoosts(
  rows: ChunkRow[],
  terms: QueryTerm[],
  weights: number[],
  configs: string[],
): Promise<(row: ChunkRow) => number> {
  const shares = await titleShares(
    rows.flatMap((row) => titleOf(row) ?? []),
    terms,
    weights,
    configs,
  );
  return (row) => {
    const title = titleOf(row);
    return 1 + TITLE_WEIGHT * (title === null ? 0 : (shares.get(title) ?? 0));
  };
}

export function forgetTitleStems() {
  titleStems.clear();
}
