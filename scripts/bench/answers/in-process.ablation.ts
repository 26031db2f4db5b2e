// The answers bench's quality part in process (docs/decisions/008, its ablation): each question
// through the chat's own turn (no AI key), scored as `npm run bench -- answers` scores, beside the
// same BM25 baselines, plus what retrieval alone ranks first and in its first three sources.
//
// BENCH_ABLATION_DATABASE_URL names a migrated database this may wipe (one per set: the shared set
// and our own corpus are measured apart); BENCH_ABLATION_SET is `shared` or `own`;
// BENCH_ABLATION_INDEX=1 (re)indexes the set's corpus first (minutes), otherwise the indexed
// passages are asked again, so a ranking change is measured in seconds. Indexing is the
// chunker's: re-index after changing it. BENCH_ABLATION_KEEP_SITE=1 keeps what the database holds
// besides (a seeded site's sample teachings and pages, as a seeded server has them);
// BENCH_ABLATION_IDS=1 prints each question's number and first / cited / fact / not-found, to
// compare two runs question by question. BENCH_ABLATION_LOSS=1 prints, per half and language, only
// counts: where the right source was lost between retrieval's ten best and the answer's sources,
// and where a missing fact was (in no passage retrieved, in one not quoted, or quoted around).
// BENCH_ABLATION_TUNING_MISSES=1 prints the tuning half's missed facts in full (never the held-out
// half's nor the shared set's: those are judged, not read). BENCH_ABLATION_MARGINS=1 prints, for the
// tuning half only, what abstention weighs for each question: the top passage's coverage and terms,
// the question's terms present and absent, and the margin over another source.
import { it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

import MiniSearch from "minisearch";
import { db, pgPool } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { analyzeQuestion, resetRetrievalCaches, retrieve, type Passage } from "@/lib/knowledge/retrieval";
import { RELEVANT_COVERAGE, relevantPassages } from "@/lib/chat/extractive";
import { answers } from "@/lib/knowledge/query";
import { CHAT_PASSAGES } from "@/lib/chat/answer";
import { holdsFact } from "./fold.mjs";
import { ANSWERABLE, UNANSWERABLE } from "./questions.mjs";
import { hasAnchor, loadScriptureSet, scriptureBaseline } from "./scripture.mjs";
import { BOOKS, corpusTitles, ensureCorpusPackages, exportBook, halfOf, TRANSLATIONS } from "../answers.mjs";

const SET = process.env.BENCH_ABLATION_SET === "own" ? "own" : "shared";
const INDEX = process.env.BENCH_ABLATION_INDEX === "1";

type Item = {
  half: string;
  lang: string;
  q: string;
  visitorLanguage?: string;
  right: (title: string) => boolean;
  hasFact: (text: string) => boolean;
  bm25: () => { titles: string[]; top: string };
};
type Row = Record<
  "first" | "cited" | "fact" | "notFound" | "rFirst" | "rCited" | "bFirst" | "bCited" | "bFact",
  boolean
>;

const percent = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) : "-");

async function indexCorpus(documents: { title: string; text: string }[]) {
  if (!process.env.BENCH_ABLATION_KEEP_SITE) {
    await db.chatConversation.deleteMany();
    await db.document.deleteMany();
    await db.knowledgeChunk.deleteMany();
  }
  const folder = await db.category.create({ data: { name: `Ablation ${SET}`, slug: `ablation-${Date.now()}` } });
  for (let start = 0; start < documents.length; start += 10)
    await createDocuments(
      documents.slice(start, start + 10).map((d) => textDocument(folder.id, d.title, d.text)),
      prepareChunks,
    );
  await pgPool().query(`VACUUM ANALYZE "KnowledgeChunk"`);
  await analyzeKnowledge();
}

/** The shared set's items, scored as its run-eval.mjs scores (no visitor language sent). */
async function sharedItems() {
  const set = loadScriptureSet();
  if (INDEX) await indexCorpus(set.files);
  const baseline = scriptureBaseline(set.files);
  const items = (unanswerable: boolean): Item[] =>
    set.questions
      .filter((q: { unanswerable?: boolean }) => Boolean(q.unanswerable) === unanswerable)
      .map((q: { lang: string; book: string; question: string; anchors: string[] }) => ({
        half: "all",
        lang: q.lang,
        q: q.question,
        right: (title: string) => title === set.titleOf(q.lang, q.book),
        hasFact: (text: string) => hasAnchor(text, q.anchors),
        bm25: () => baseline(q.question),
      }));
  return { answerable: items(false), unanswerable: items(true) };
}

/** Our own questions over the King James Version and the Reina-Valera 1909, with their halves. */
async function ownItems() {
  if (INDEX) {
    ensureCorpusPackages();
    const documents = TRANSLATIONS.filter((t) => !t.loadOnly).flatMap((translation) =>
      BOOKS.map(([english]) => ({
        title: `${translation.label}: ${translation.name(english)}`,
        text: exportBook(translation, english),
      })),
    );
    await indexCorpus(documents);
  }
  const titles = corpusTitles();
  const { rows } = await pgPool().query(
    `SELECT k.id, k.content, d.title FROM "KnowledgeChunk" k JOIN "Document" d ON d.id = k."documentId"`,
  );
  const search = new MiniSearch({ fields: ["content"], storeFields: ["title", "content"] });
  search.addAll(rows);
  const answerable: Item[] = ANSWERABLE.map((item: { lang: string; q: string; books: string[]; fact: string[] }) => ({
    half: halfOf(item.q),
    lang: item.lang,
    q: item.q,
    visitorLanguage: item.lang,
    right: (title: string) => item.books.includes(titles.get(title) ?? ""),
    hasFact: (text: string) => holdsFact(text, item.fact),
    bm25: () => {
      const hits = search.search(item.q).slice(0, 3);
      return { titles: hits.map((hit) => hit.title as string), top: (hits[0]?.content as string) ?? "" };
    },
  }));
  const unanswerable = UNANSWERABLE.map((item: { lang: string; q: string }) => ({
    half: halfOf(item.q),
    lang: item.lang,
    q: item.q,
    visitorLanguage: item.lang,
  }));
  return { answerable, unanswerable: unanswerable as Item[] };
}

const ask = (item: Item) =>
  askChatbot(item.q, item.visitorLanguage && item.visitorLanguage !== "en" ? item.visitorLanguage : undefined);

/** The first three sources of retrieval's ten best passages, before abstention and quoting. */
async function ranked(item: Item) {
  const analysis = await analyzeQuestion(item.q, item.visitorLanguage ?? null);
  const { passages } = await retrieve(analysis, { limit: 10 });
  return [...new Set(passages.map((passage) => passage.source.title))].slice(0, 3);
}

/** The stage where the right source is lost (aggregate counts only: never read per question). */
async function lossStage(item: Item, citedRight: boolean) {
  if (citedRight) return "cited";
  const analysis = await analyzeQuestion(item.q, item.visitorLanguage ?? null);
  const ten = await retrieve(analysis, { limit: 10 });
  if (!ten.passages.some((passage) => item.right(passage.source.title))) return "not in ten best";
  const chat = await retrieve(analysis, { limit: CHAT_PASSAGES });
  if (!chat.passages.some((passage) => item.right(passage.source.title))) return "below the chat's passages";
  const relevant = relevantPassages(chat);
  if (relevant.passages.length === 0) return "abstained";
  const right = chat.passages.filter((passage) => item.right(passage.source.title));
  if (!right.some((passage) => passage.matchedKey || passage.coverage >= RELEVANT_COVERAGE))
    return "coverage below the relevance test";
  if (!right.some((passage) => passage.score >= chat.passages[0].score * 0.5)) return "score below half the top";
  return "relevant, not chosen";
}

/** What abstention weighs for a tuning question (never printed for the held-out half or the shared set). */
async function abstentionMargins(item: Item, answerable: boolean) {
  if (item.half !== "tuning") return;
  const analysis = await analyzeQuestion(item.q, item.visitorLanguage ?? null);
  const chat = await retrieve(analysis, { limit: CHAT_PASSAGES });
  const [top] = chat.passages;
  const rival = chat.passages.find((passage) => top && passage.source.url !== top.source.url);
  const margin = top && rival && rival.score > 0 ? top.score / rival.score : Infinity;
  const answered = Boolean(top) && answers(top, chat.presence, RELEVANT_COVERAGE, margin);
  console.log(
    `# margins ${answerable ? "answerable" : "unanswerable"} ${item.lang} answered ${Number(answered)} coverage ${top?.coverage.toFixed(2) ?? "-"} terms ${top?.matchedTerms ?? 0} present ${chat.presence.present} absent ${chat.presence.absent} margin ${margin.toFixed(2)}`,
  );
}

/** Where a missing fact was lost (aggregate counts only, like lossStage). */
async function factStage(item: Item, row: Row) {
  if (row.notFound) return "not found";
  if (row.fact) return "quoted";
  const analysis = await analyzeQuestion(item.q, item.visitorLanguage ?? null);
  const ten = await retrieve(analysis, { limit: 10 });
  if (!ten.passages.some((passage) => item.hasFact(passage.content))) {
    const near = async (passages: Passage[]) => {
      const { rows } = await pgPool().query<{ content: string }>(
        `SELECT n.content FROM "KnowledgeChunk" k JOIN "KnowledgeChunk" n ON n."documentId" = k."documentId"
           AND abs(n.ordinal - k.ordinal) = 1 WHERE k.id = ANY($1::int[])`,
        [passages.map((passage) => passage.chunkId)],
      );
      return rows.some((row) => item.hasFact(row.content));
    };
    if (await near(ten.passages.slice(0, 1))) return "in none of the ten best, next to the first";
    if (await near(ten.passages.slice(0, 3))) return "in none of the ten best, next to the first three";
    const fifty = await retrieve(analysis, { limit: 50 });
    if (fifty.passages.some((passage) => item.hasFact(passage.content))) return "in none of the ten best, in fifty";
    return "in none of the ten best";
  }
  const chat = await retrieve(analysis, { limit: CHAT_PASSAGES });
  const quoted = relevantPassages(chat).passages;
  if (!quoted.some((passage) => item.hasFact(passage.content))) {
    const at = chat.passages.findIndex((passage) => item.hasFact(passage.content));
    const found = chat.passages[at];
    const top = chat.passages[0];
    if (!found) return "in the ten best, not in the chat's";
    const same = found.source.url === top.source.url ? "same source" : "other source";
    return `in the ten best, not quoted: rank ${at + 1}, ${same}, coverage ${found.coverage >= RELEVANT_COVERAGE ? "ok" : "low"}, score ${(found.score / top.score).toFixed(1)} of the top`;
  }
  return "in a quoted passage, not in its quote";
}

it(`answers in process: ${SET} set`, async () => {
  const { answerable, unanswerable } = SET === "own" ? await ownItems() : await sharedItems();
  resetRetrievalCaches();
  const groups = new Map<string, Row[]>();
  const losses = new Map<string, number>();
  for (const item of answerable) {
    const reply = await ask(item);
    const cited = reply.message.sources.map((source) => source.title);
    const notFound = reply.message.outcome === "not_found";
    const retrieved = await ranked(item);
    const base = item.bm25();
    const row: Row = {
      first: cited.length > 0 && item.right(cited[0]),
      cited: cited.some(item.right),
      fact: !notFound && item.hasFact(reply.message.answer),
      notFound,
      rFirst: retrieved.length > 0 && item.right(retrieved[0]),
      rCited: retrieved.some(item.right),
      bFirst: base.titles.length > 0 && item.right(base.titles[0]),
      bCited: base.titles.some(item.right),
      bFact: item.hasFact(base.top),
    };
    if (process.env.BENCH_ABLATION_IDS)
      console.log(
        `#${answerable.indexOf(item)} ${["first", "cited", "fact", "notFound"].map((k) => Number(row[k as keyof Row])).join(" ")}`,
      );
    if (process.env.BENCH_ABLATION_TUNING_MISSES && item.half === "tuning" && !row.fact)
      console.log(`# miss ${item.lang} ${item.q}\n${reply.message.answer}\n(${cited.join("; ")})`);
    if (process.env.BENCH_ABLATION_MARGINS) await abstentionMargins(item, true);
    for (const key of [`${item.half} ${item.lang}`, `${item.half} all`])
      groups.set(key, [...(groups.get(key) ?? []), row]);
    if (process.env.BENCH_ABLATION_LOSS) {
      const factKey = `${item.half} ${item.lang}: fact ${await factStage(item, row)}`;
      losses.set(factKey, (losses.get(factKey) ?? 0) + 1);
      const key = `${item.half} ${item.lang}: ${await lossStage(item, row.cited)}`;
      losses.set(key, (losses.get(key) ?? 0) + 1);
    }
  }
  console.log(`${SET}: half, language: first / cited / fact (BM25's), false not-found; retrieval alone first / cited`);
  for (const [key, rows] of [...groups].sort()) {
    const n = (field: keyof Row) => rows.filter((row) => row[field]).length;
    const of = (field: keyof Row) => percent(n(field), rows.length);
    console.log(
      `${key.padEnd(14)} n ${String(rows.length).padStart(3)}  ${of("first")} / ${of("cited")} / ${of("fact")} (${of("bFirst")} / ${of("bCited")} / ${of("bFact")}), ${n("notFound")}; retrieval ${of("rFirst")} / ${of("rCited")}`,
    );
  }
  for (const [key, count] of [...losses].sort()) console.log(`loss ${key} ${count}`);
  const honest = new Map<string, [number, number]>();
  for (const item of unanswerable) {
    const reply = await ask(item);
    if (process.env.BENCH_ABLATION_MARGINS) await abstentionMargins(item, false);
    const [ok, all] = honest.get(item.half) ?? [0, 0];
    const isHonest = reply.message.outcome === "not_found" && reply.message.sources.length === 0;
    honest.set(item.half, [ok + Number(isHonest), all + 1]);
  }
  for (const [half, [ok, all]] of honest) console.log(`${half}: honest not-found ${ok} of ${all}`);
});
