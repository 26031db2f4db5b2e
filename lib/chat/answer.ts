import "server-only";
import { aiClient, embeddingsEnabled, speechEnabled } from "@/lib/ai/provider";
import type { ChatReply, ChatSource, SuggestedQuestion } from "@/lib/contracts/chat";
import { extractiveAnswer, relevantPassages, type NumberedSource } from "@/lib/chat/extractive";
import { rewriteQuestion, streamAnswer } from "@/lib/chat/llm";
import {
  citedRefs,
  createLeakGuard,
  languageName,
  looksEnglish,
  NOT_FOUND_MARKER,
  systemPrompt,
  userPrompt,
  type PromptSource,
} from "@/lib/chat/prompt";
import { speechUrl } from "@/lib/chat/speech";
import { answerInOrder, type Strategy, type TurnAnswer, type TurnEvent } from "@/lib/chat/strategies";
import { recentChatMessages, recordAnswer, recordQuestion, setConversationLanguage } from "@/lib/data/chat";
import { listQuestionMatchers } from "@/lib/data/questions";
import { getPublicSettingValues } from "@/lib/data/settings";
import { isLocale, isTargetLanguage } from "@/lib/i18n/config";
import { englishMessages, loadMessages } from "@/lib/i18n/messages";
import { createTranslator, type Translate } from "@/lib/i18n/translator";
import { translateTexts } from "@/lib/translation";
import { embedQuery } from "@/lib/knowledge/embeddings";
import { configOf, isSearchLanguage } from "@/lib/knowledge/language";
import { QUESTION_WORDS } from "@/lib/knowledge/query";
import {
  analyzeQuestion,
  questionLexemes,
  retrieve,
  type AnalyzedQuestion,
  type Passage,
  type Retrieval,
} from "@/lib/knowledge/retrieval";
import type { ChatMessageValues } from "@/lib/validation/chat";

const t = createTranslator(englishMessages);

const HISTORY_MESSAGES = 6;
export const CHAT_PASSAGES = 10;
const PROMPT_SOURCES = 4;
const PASSAGES_PER_SOURCE = 2;
export const APPROVED_MATCH = 0.75;
const MIN_SIMILARITY = 0.2;
const NOT_FOUND_SUGGESTIONS = 3;

export function stemSimilarity(a: string[], b: string[]): number {
  const left = new Set(a.filter((stem) => !QUESTION_WORDS.has(stem)));
  const right = new Set(b.filter((stem) => !QUESTION_WORDS.has(stem)));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const stem of left) if (right.has(stem)) shared++;
  return (2 * shared) / (left.size + right.size);
}

export function sample<T>(items: T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

export function nearestQuestions<T extends { id: number; lexemes: string[] }>(
  lexemes: string[],
  questions: T[],
  count: number,
): T[] {
  const seen = new Set<number>();
  return questions
    .map((question, index) => ({ question, index, score: stemSimilarity(lexemes, question.lexemes) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter((entry) => !seen.has(entry.question.id) && seen.add(entry.question.id))
    .slice(0, count)
    .map((entry) => entry.question);
}

function notFoundText(suggestions: SuggestedQuestion[], t: Translate) {
  return suggestions.length > 0 ? `${t("chat.notFound")} ${t("chat.notFoundSuggest")}` : t("chat.notFound");
}

function promptSources(passages: Passage[]): { prompt: PromptSource[]; sources: NumberedSource[] } {
  const prompt: PromptSource[] = [];
  const sources: NumberedSource[] = [];
  for (const passage of passages) {
    let index = sources.findIndex((source) => source.url === passage.source.url);
    if (index === -1) {
      if (sources.length === PROMPT_SOURCES) continue;
      sources.push({ ...passage.source, ref: sources.length + 1 });
      prompt.push({ ref: sources.length, title: passage.source.title, passages: [] });
      index = sources.length - 1;
    }
    if (prompt[index].passages.length < PASSAGES_PER_SOURCE) prompt[index].passages.push(passage.content);
  }
  return { prompt, sources };
}

type Generated = { text: string; leaked: boolean } | null;

async function* generate(input: {
  question: string;
  language: string;
  sources: PromptSource[];
  history: { role: "user" | "assistant"; content: string }[];
}): AsyncGenerator<string, Generated> {
  const { site_name: siteName } = await getPublicSettingValues();
  const system = systemPrompt({ siteName: siteName || "the ministry", language: languageName(input.language) });
  const guard = createLeakGuard(system);
  let started = false;
  for await (const delta of streamAnswer({
    system,
    user: userPrompt(input.sources, input.question),
    history: input.history,
  })) {
    const safe = guard.push(delta);
    if (guard.leaked) return { text: "", leaked: true };
    if (!started && guard.text().trimStart().startsWith(NOT_FOUND_MARKER)) return null;
    if (safe) {
      started = true;
      yield safe;
    }
  }
  const rest = guard.end();
  if (rest === null) return { text: "", leaked: true };
  const text = guard.text().trim();
  if (!started && (text === "" || text.startsWith(NOT_FOUND_MARKER))) return null;
  if (rest) yield rest;
  if (text.includes(NOT_FOUND_MARKER) && citedRefs(text).length === 0) return null;
  return { text, leaked: false };
}

async function localizedQuestions(questions: SuggestedQuestion[], language: string): Promise<SuggestedQuestion[]> {
  if (!isTargetLanguage(language) || questions.length === 0) return questions;
  const texts = await translateTexts(
    questions.map((question) => question.question),
    language,
    { html: false },
  );
  return questions.map((question, index) => ({ ...question, question: texts[index] }));
}

export type Turn = {
  input: ChatMessageValues;
  withModel: boolean;
  query: string;
  language: string;
  said: Translate;
  history: { role: "user" | "assistant"; content: string }[];
  analysis: AnalyzedQuestion;
  matchers: QuestionMatcher[];
  matched: QuestionMatcher | undefined;
  retrieval: () => Promise<Found>;
};

type QuestionMatcher = Awaited<ReturnType<typeof listQuestionMatchers>>[number] & { lexemes: string[] };

async function questionMatchers(language: string): Promise<QuestionMatcher[]> {
  const translatedInto = language !== "en" && isSearchLanguage(language) ? language : null;
  const rows = await listQuestionMatchers(translatedInto);
  const translated = rows.filter((row) => row.lexemes === null);
  const stems = translatedInto
    ? await questionLexemes(
        translated.map((row) => row.text),
        translatedInto,
      )
    : [];
  const stemsOf = new Map(translated.map((row, index) => [row, stems[index] ?? []]));
  return rows.map((row) => ({ ...row, lexemes: row.lexemes ?? stemsOf.get(row) ?? [] }));
}
type Found = { retrieval: Retrieval; relevant: ReturnType<typeof relevantPassages> };

export async function* approvedStrategy(turn: Turn): AsyncGenerator<string, TurnAnswer | null> {
  const approved = turn.matched?.answer ? { ...turn.matched, answer: turn.matched.answer } : null;
  if (!approved) return null;
  const sources: ChatSource[] = approved.documentId
    ? [
        {
          title: approved.documentTitle ?? "Document",
          url: `/api/documents/${approved.documentId}/download`,
          ref: 1,
          label: { kind: "document", title: approved.documentTitle ?? null },
        },
      ]
    : [];
  const answer = { answer: approved.answer, sources, outcome: "approved" } as const;
  if (!turn.withModel || turn.language === "en" || approved.answerTranslated) return answer;
  try {
    const passages = [approved.answer];
    const generated = yield* generate({
      question: turn.input.question,
      language: turn.language,
      history: [],
      sources: [{ ref: 1, title: sources[0]?.title ?? "Approved answer", passages }],
    });
    if (generated && !generated.leaked) return { ...answer, answer: generated.text, shown: true };
  } catch (error) {
    console.error(
      "[chat] approved answer in",
      turn.language,
      "failed:",
      error instanceof Error ? error.message : error,
    );
  }
  return answer;
}

export async function* generatedStrategy(turn: Turn): AsyncGenerator<string, TurnAnswer | null> {
  if (!turn.withModel) return null;
  const { retrieval, relevant } = await turn.retrieval();
  const found = retrieval.passages.filter(
    (passage) => passage.coverage > 0 || (passage.similarity ?? 0) >= MIN_SIMILARITY,
  );
  const offered = [...relevant.passages, ...found.filter((passage) => !relevant.passages.includes(passage))];
  const { prompt, sources } = promptSources(offered);
  if (prompt.length === 0) return yield* notFoundStrategy(turn);
  let generated: Generated;
  try {
    generated = yield* generate({
      question: turn.input.question,
      language: turn.language,
      history: turn.history,
      sources: prompt,
    });
  } catch (error) {
    console.error("[chat] answer generation failed:", error instanceof Error ? error.message : error);
    return null;
  }
  if (!generated) return yield* notFoundStrategy(turn);
  if (generated.leaked) return { answer: turn.said("chat.refusal"), sources: [], outcome: "failed" };
  const cited = citedRefs(generated.text);
  const used = sources.filter((source) => cited.includes(source.ref));
  return { answer: generated.text, sources: used.length > 0 ? used : sources, outcome: "generated", shown: true };
}

export async function* extractiveStrategy(turn: Turn): AsyncGenerator<string, TurnAnswer | null> {
  const { retrieval, relevant } = await turn.retrieval();
  if (relevant.passages.length === 0) return null;
  const { terms, weights } = retrieval;
  const englishOnly =
    turn.language !== "en" && relevant.passages.every((passage) => passage.language === configOf("en"));
  const answer = await extractiveAnswer({
    intro: turn.said(englishOnly ? "chat.extractiveIntroEnglishOnly" : "chat.extractiveIntro"),
    passages: relevant.passages,
    sources: relevant.sources,
    terms,
    weights,
  });
  return { answer, sources: relevant.sources, outcome: "extractive" };
}

export async function* notFoundStrategy(turn: Turn): AsyncGenerator<string, TurnAnswer> {
  const nearest = nearestQuestions(turn.analysis.lexemes, turn.matchers, NOT_FOUND_SUGGESTIONS).map(
    ({ id, question, documentId }) => ({ id, question, documentId }),
  );
  const suggestions = await localizedQuestions(nearest, turn.language);
  return { answer: notFoundText(suggestions, turn.said), sources: [], outcome: "not_found", suggestions };
}

export const ANSWER_STRATEGIES: Strategy<Turn>[] = [
  approvedStrategy,
  generatedStrategy,
  extractiveStrategy,
  notFoundStrategy,
];

function closestMatcher(matchers: QuestionMatcher[], lexemes: string[]): QuestionMatcher | undefined {
  return matchers
    .map((row) => ({ row, score: stemSimilarity(lexemes, row.lexemes) }))
    .filter((match) => match.score >= APPROVED_MATCH)
    .sort((a, b) => b.score - a.score || Number(b.row.answer !== null) - Number(a.row.answer !== null))[0]?.row;
}

export async function startTurn(input: ChatMessageValues): Promise<Turn & { conversationId: number }> {
  const withModel = aiClient() !== null;
  const offlineAnalysis = withModel ? null : analyzeQuestion(input.question, input.targetLanguage);
  offlineAnalysis?.catch(() => {});
  const { conversationId, messageId } = await recordQuestion({
    sessionId: input.sessionId,
    language: input.targetLanguage,
    question: input.question,
  });
  const history = withModel ? await recentChatMessages(conversationId, HISTORY_MESSAGES, messageId) : [];

  let query = input.question;
  let asked: string | null = null;
  if (
    withModel &&
    (!looksEnglish(input.question) || (input.targetLanguage && input.targetLanguage !== "en") || history.length > 0)
  ) {
    const rewrite = await rewriteQuestion(input.question, history);
    if (rewrite) {
      query = rewrite.query;
      asked = rewrite.language;
    }
  }
  const language = input.targetLanguage && input.targetLanguage !== "en" ? input.targetLanguage : (asked ?? "en");
  if (!input.targetLanguage && asked && isLocale(asked) && asked !== "en")
    await setConversationLanguage(conversationId, asked);
  const said = isTargetLanguage(language) ? createTranslator(await loadMessages(language)) : t;
  const analysis = offlineAnalysis
    ? await offlineAnalysis
    : await analyzeQuestion(query, query === input.question ? input.targetLanguage : "en");
  const matchers = await questionMatchers(language);
  const matched = closestMatcher(matchers, analysis.lexemes);
  let found: Promise<Found> | null = null;
  const retrieval = () => (found ??= findPassages(query, analysis, withModel, matched));
  return { conversationId, input, withModel, query, language, said, history, analysis, matchers, matched, retrieval };
}

async function findPassages(
  query: string,
  analysis: AnalyzedQuestion,
  withModel: boolean,
  matched: QuestionMatcher | undefined,
): Promise<Found> {
  const embedding = withModel && embeddingsEnabled() ? await embedQuery(query) : null;
  const retrieval = await retrieve(analysis, { embedding, limit: CHAT_PASSAGES });
  const relevant = relevantPassages(retrieval);
  if (relevant.passages.length === 0 && matched?.documentId) {
    const tied = await retrieve(analysis, { limit: CHAT_PASSAGES, documentId: matched.documentId });
    return { retrieval: tied, relevant: relevantPassages(tied, 0) };
  }
  return { retrieval, relevant };
}

export async function* chatTurn(input: ChatMessageValues): AsyncGenerator<TurnEvent, ChatReply> {
  const turn = await startTurn(input);
  const result = yield* answerInOrder(ANSWER_STRATEGIES, turn);
  const id = await recordAnswer({
    conversationId: turn.conversationId,
    content: result.answer,
    sources: result.sources,
    outcome: result.outcome,
  });
  return {
    message: { id, answer: result.answer, sources: result.sources, outcome: result.outcome },
    ...(input.generateAudio && speechEnabled() ? { audio: speechUrl(id, input.voice) } : {}),
    ...(result.suggestions ? { suggestions: result.suggestions } : {}),
  };
}
