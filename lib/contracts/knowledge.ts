export const CANDIDATE_CAP = 1000;

export type QueryTerm = {
  text: string;
  query: string;
  lexemes: string[];
  refs: string[];
  key: boolean;
  estimatedDf: number | null;
};

export type SearchStats = {
  rows: number;
  avgTokens: number;
  frequencies: Map<string, number>;
  rareBelow: number | null;
  configs: string[];
};

export type AnalyzedWord = {
  word: string;
  stop: boolean;
  lexemes: string[];
  englishLexemes: string[];
  formLexemes?: string[];
};

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

export type PreparedChunks = {
  chunks: string[];
  embeddings: Float32Array[] | null;
  language: string;
  config: string;
  refs: string[][];
  tokens: number[];
  translations?: TranslatedChunks[];
};

export type TranslatedChunks = { translationLanguage: string; prepared: PreparedChunks };

export type PrepareText = (text: string) => Promise<PreparedChunks>;
export type PreparePage = (title: string, html: string) => Promise<PreparedChunks>;

export function vectorToBytes(vector: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i], true);
  return bytes;
}
