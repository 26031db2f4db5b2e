// What the knowledge base's layers hand each other (docs/decisions/008 and 013): the question's
// terms and the index statistics the search statement reads (lib/knowledge → lib/data), and the
// passages prepared for storage (split, analysed, embedded by lib/knowledge; stored by lib/data).
// Pure: no I/O, importable from any layer.

/** Hard cap on candidates read, whatever the estimates said. */
export const CANDIDATE_CAP = 1000;

export type QueryTerm = {
  /** What the visitor wrote for it (a word or a reference). */
  text: string;
  /** The tsquery of this term: one lexeme or alternatives ('a' | 'b'); empty for a reference. */
  query: string;
  lexemes: string[];
  /** Reference keys ("John.3.16"): any of them matches. Empty for a word. */
  refs: string[];
  key: boolean;
  /** Estimated passages containing it; null when unknown (no statistics yet). */
  estimatedDf: number | null;
};

export type SearchStats = {
  rows: number;
  /** Average passage length in words (BM25). */
  avgTokens: number;
  /** Fraction of passages holding each common lexeme (Postgres' most-common-elements statistics). */
  frequencies: Map<string, number>;
  /** Lexemes not in `frequencies` are rarer than this fraction; null when there are no statistics. */
  rareBelow: number | null;
  /** Text search configurations of the passages (english, spanish…). */
  configs: string[];
};

/** A question word as Postgres analysed it: a stop word in the question's language, or its stems. */
export type AnalyzedWord = {
  word: string;
  stop: boolean;
  lexemes: string[];
  englishLexemes: string[];
  /** Stems of the word's other forms and spellings (WordNet): searched with it, never through the thesaurus. */
  formLexemes?: string[];
};

/**
 * Phrase queries of consecutive word terms, at one to three positions apart (stop words between
 * them keep their positions: "tower of Babel" is 'tower' <2> 'babel'). `a` and `b` are 1-based
 * term numbers, as the search statement counts them.
 */
export function neighbourPhrases(terms: QueryTerm[]): { query: string; a: number; b: number }[] {
  const phrases: { query: string; a: number; b: number }[] = [];
  for (let i = 0; i + 1 < terms.length; i++) {
    const [left, right] = [terms[i], terms[i + 1]];
    if (!left.query || !right.query) continue;
    const query = [1, 2, 3].map((distance) => `(${left.query} <${distance}> ${right.query})`).join(" | ");
    phrases.push({ query, a: i + 1, b: i + 2 });
  }
  return phrases;
}

/** Whose passages these are; exactly one owner per chunk. */
export type ChunkOwner =
  | { source: "document"; documentId: number }
  | { source: "flipbook_page"; flipbookPageId: number }
  | { source: "booklet_page"; bookletPageId: number }
  | { source: "teaching"; teachingId: number };

/** A text split into passages, with their vectors when embeddings are on and the provider answered. */
export type PreparedChunks = {
  chunks: string[];
  embeddings: Float32Array[] | null;
  /** The text's detected language (en, es…) and its Postgres text search configuration (english, spanish…). */
  language: string;
  config: string;
  refs: string[][];
  tokens: number[];
  /** A page's stored translations, stored beside its own passages (each in its language). */
  translations?: TranslatedChunks[];
};

/** The passages of a page's stored translation into one language (es, fr…). */
export type TranslatedChunks = { translationLanguage: string; prepared: PreparedChunks };

/** Prepares a document's text for storage (split, analysed, embedded when configured). */
export type PrepareText = (text: string) => Promise<PreparedChunks>;
/** Prepares a book or booklet page (its title and HTML) for storage. */
export type PreparePage = (title: string, html: string) => Promise<PreparedChunks>;

/** A vector as little-endian Float32 bytes (the `embedding bytea` column). */
export function vectorToBytes(vector: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i], true);
  return bytes;
}
