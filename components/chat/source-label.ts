import type { ChatSource } from "@/lib/contracts/chat";
import { trimEndWhere } from "@/lib/format";
import type { Translate } from "@/lib/i18n/translator";

/**
 * A source's name in the visitor's language, from the catalogue: "Interaktives Buch, Seite 20: …".
 * Sources stored before they carried a label keep their English title.
 */
export function sourceLabel(source: ChatSource, t: Translate): string {
  const label = source.label;
  if (!label) return source.title;
  if (label.kind === "bookPage")
    return trimEndWhere(t("chat.source.bookPage", { page: label.page, title: label.title }), (character) =>
      /[\s:]/.test(character),
    ).trim();
  if (label.kind === "bookletPage")
    return label.title
      ? `${label.booklet}: ${label.title}`
      : t("chat.source.bookletPage", { booklet: label.booklet, page: label.page });
  if (label.kind === "teaching") return label.title;
  return label.title ?? t("chat.source.document");
}
