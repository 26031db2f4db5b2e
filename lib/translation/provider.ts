import "server-only";
import type OpenAI from "openai";
import { aiClient, aiModels } from "@/lib/ai/provider";
import { LANGUAGE_NAMES, type TargetLanguage } from "@/lib/i18n/config";

/** No language needs 3× the English: a 5 MB reply to a title made Italian book pages 60 MB (security review 6, H1). */
export const longestTranslation = (length: number) => 3 * length + 200;

export type GlossaryEntry = { term: string; rendering: string };

export type ProviderRequest = {
  text: string;
  language: TargetLanguage;
  glossary: GlossaryEntry[];
  signal: AbortSignal;
};

export interface TranslationProvider {
  readonly name: string;
  translate(request: ProviderRequest): Promise<string>;
}

export function systemPrompt(language: TargetLanguage, glossary: GlossaryEntry[]): string {
  const name = LANGUAGE_NAMES[language];
  const lines = [
    `You translate the website of FIRSTbORN Ministries, a Christian teaching ministry, from English into ${name}.`,
    `Write natural, warm and reverent ${name} for ordinary readers. Keep the meaning, the tone and the paragraphs; do not add or leave out anything.`,
    "The text may contain markers such as <g1>, </g1>, <x2/> and <k3/>. Copy every marker unchanged, each exactly once, next to the words it belongs to. Never add markers.",
    `Quote Bible verses the way a ${name}-speaking reader would expect, and write references in the usual ${name} form.`,
    "Reply with the translation only: no notes, no quotation marks around it.",
  ];
  if (glossary.length > 0) {
    lines.push(
      `Always use these ${name} renderings:`,
      ...glossary.map(({ term, rendering }) => `- "${term}" → "${rendering}"`),
    );
  }
  return lines.join("\n");
}

function openAiProvider(client: OpenAI): TranslationProvider {
  return {
    name: "openai",
    async translate({ text, language, glossary, signal }) {
      const completion = await client.chat.completions.create(
        {
          model: aiModels.chat(),
          temperature: 0.2,
          // A token is three characters or more: what the longest translation taken could need.
          max_tokens: Math.ceil(longestTranslation(text.length) / 3),
          messages: [
            { role: "system", content: systemPrompt(language, glossary) },
            { role: "user", content: text },
          ],
        },
        { signal },
      );
      const reply = completion.choices[0]?.message?.content;
      if (typeof reply !== "string" || reply.trim() === "") throw new Error("The provider returned no translation");
      return reply;
    },
  };
}

export function translationProvider(): TranslationProvider | null {
  const client = aiClient();
  return client ? openAiProvider(client) : null;
}
