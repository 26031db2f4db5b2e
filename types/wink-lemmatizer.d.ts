declare module "wink-lemmatizer" {
  const lemmatize: { noun(word: string): string; verb(word: string): string; adjective(word: string): string };
  export default lemmatize;
}

declare module "wink-lexicon/src/wn-verb-exceptions.js" {
  const exceptions: Record<string, string>;
  export default exceptions;
}

declare module "wink-lexicon/src/wn-noun-exceptions.js" {
  const exceptions: Record<string, string>;
  export default exceptions;
}

declare module "wink-lexicon/src/wn-adjective-exceptions.js" {
  const exceptions: Record<string, string>;
  export default exceptions;
}

declare module "wink-lexicon/src/wn-words.js" {
  const words: Record<string, number>;
  export default words;
}
