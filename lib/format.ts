// spec §9: dates in en-US with a short month, e.g. "Nov 21, 2026".
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export const formatDate = (value: string | Date) => dateFormat.format(typeof value === "string" ? new Date(value) : value);
