import { stripTags } from "@/lib/html/tags";
import { TARGET_LANGUAGES } from "@/lib/i18n/config";

export const LANGUAGES = TARGET_LANGUAGES;

export type LineProps<Row> = {
  row: Row;
  languageName: string;
  onEdit: () => void;
  removing: boolean;
  onRemove: () => void;
};

export function preview(text: string, length = 120): string {
  const plain = stripTags(text, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}
