import "server-only";
import type { ChunkRow } from "@/lib/data/knowledge";
import { stemWordGroups } from "@/lib/data/text-analysis";
import type { QueryTerm } from "@/lib/knowledge/query";

// docs/decisions/008, fifteenth pass: an uploaded document's title is evidence of what it is about (BM25F's title
// field). A book page's, booklet page's or teaching's title already opens its indexed text.

// Documents' titles as stems, per set of search configs; the titles not yet seen are read together (one round trip),
// and a question that needs a title already being read waits for that read.
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

/**
 * How much of the question each title holds (0–1): each term's weight, times how few of the candidate documents carry
 * it in their title (a word in every title says nothing). Without the titles' stems (a failed read), no title counts.
 */
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

/** Each candidate passage's score factor from its document's title: 1 + TITLE_WEIGHT × the title's share. */
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
