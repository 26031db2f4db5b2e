import { z } from "zod";
import { VOICE_IDS } from "@/lib/contracts/chat";
import { LOCALES } from "@/lib/i18n/config";
import { idSchema } from "@/lib/validation/ids";

const pageNumber = idSchema("page must be a page number.").pipe(z.number().max(100_000));
const common = {
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(", ")}.` }),
  voice: z.enum(VOICE_IDS, { error: `voice must be one of ${VOICE_IDS.join(", ")}.` }).default("nova"),
};

export const listenQuerySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("book"), page: pageNumber, ...common }),
    z.object({ kind: z.literal("booklet"), id: idSchema("id must be a booklet id."), page: pageNumber, ...common }),
    z.object({
      kind: z.literal("teaching"),
      id: z.string().regex(/^[a-z0-9-]{1,100}$/, "id must be a teaching's slug."),
      ...common,
    }),
    z.object({ kind: z.literal("about"), ...common }),
  ],
  { error: "kind must be one of book, booklet, teaching, about." },
);

export type ListenQuery = z.infer<typeof listenQuerySchema>;
export type ListenSource =
  | { kind: "book"; page: number }
  | { kind: "booklet"; id: number; page: number }
  | { kind: "teaching"; id: string }
  | { kind: "about" };
