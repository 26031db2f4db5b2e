import type { ChatSource } from "@/lib/contracts/chat";
import { trimEndWhere } from "@/lib/format";
import type { Translate } from "@/lib/i18n/translator";

// Sources stored before they carried a label keep their English title; a reference folder's say so.
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
  const name = label.title ?? t("chat.source.document");
  return label.reference ? `${name} (${t("chat.source.reference")})` : name;
}
