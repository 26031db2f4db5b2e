// A question term of one lexeme, as buildTerms makes it, for tests of planning and the search statement.
import { tsqueryLiteral, type QueryTerm } from "@/lib/knowledge/query";

export const lexemeTerm = (lexeme: string, estimatedDf: number | null = null): QueryTerm => ({
  text: lexeme,
  query: tsqueryLiteral(lexeme),
  lexemes: [lexeme],
  refs: [],
  key: false,
  estimatedDf,
});
