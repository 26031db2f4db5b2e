// requirements §9: dates in en-US with a short month, e.g. "Nov 21, 2026".
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export const formatDate = (value: string | Date) =>
  dateFormat.format(typeof value === "string" ? new Date(value) : value);

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatDateTime = (value: string | Date) =>
  dateTimeFormat.format(typeof value === "string" ? new Date(value) : value);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

type CsvValue = string | number | null | undefined;

// A leading =, +, - or @ would run as a formula in spreadsheet apps (CSV injection), also after white space or a
// line break, and in their full-width forms.
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: its header row and the fields one row gives, in the same order. */
export type CsvTable<Row> = { columns: readonly string[]; fields: (row: Row) => CsvValue[] };

/** The file's start, with a byte-order mark so spreadsheet apps read UTF-8; lines end in CRLF. */
export const csvHead = (table: { columns: readonly string[] }) => `\uFEFF${table.columns.join(",")}\r\n`;

export const csvLines = <Row>(table: CsvTable<Row>, rows: readonly Row[]) =>
  rows.map((row) => `${table.fields(row).map(csvField).join(",")}\r\n`).join("");

// By hand: a regex such as /[ \t]+$/ is quadratic on a long run.
export function trimEndWhere(text: string, drop: (character: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1])) end--;
  return text.slice(0, end);
}
