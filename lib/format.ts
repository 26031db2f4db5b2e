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

/** A moment for staff, in their browser's time: "Nov 21, 2026, 3:05 PM". */
export const formatDateTime = (value: string | Date) =>
  dateTimeFormat.format(typeof value === "string" ? new Date(value) : value);

/** File sizes for people: "820 KB", "12.4 MB". */
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

/**
 * RFC 4180 field: quoted when needed, quotes doubled. A leading =, +, - or @ would be run as a
 * formula by spreadsheet apps (CSV injection), so such a field gets a leading apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `text` without the characters at its end that `drop` accepts. By hand because a regex such as
 * /[ \t]+$/ starts again at every such character and fails at the end: quadratic on a long run.
 */
export function trimEndWhere(text: string, drop: (character: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1])) end--;
  return text.slice(0, end);
}
