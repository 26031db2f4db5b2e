import { AUDIT_ACTIONS, type AuditAction, type AuditEvent } from "@/lib/contracts/audit";

export { AUDIT_ACTIONS, type AuditAction, type AuditEvent };

export type AuditNote = Partial<AuditEvent> | false;

// Staff requests that change nothing visitors or staff keep: renders and machine translation.
const NOT_CHANGES = [
  /^\/api\/booklet-pages\/preview$/,
  /^\/api\/translate$/,
  /^\/api\/flipbook\/translate$/,
  /^\/api\/flipbook\/search$/,
];

// Most specific first: [path pattern, entity type]. The id is the last number in the path.
const ENTITIES: [RegExp, string][] = [
  [/^\/api\/content\/booklet\/\d+\//, "booklet"],
  [/^\/api\/booklets\/\d+\/pages\/order$/, "booklet"],
  [/^\/api\/booklets\/\d+\/pages$/, "booklet page"],
  [/^\/api\/booklets(\/\d+)?$/, "booklet"],
  [/^\/api\/bookl?et-pages\/\d+\/popovers(\/\d+)?$/, "booklet popover"],
  [/^\/api\/booklet-pages\/\d+$/, "booklet page"],
  [/^\/api\/flipbook\/pages(\/\d+)?$/, "book page"],
  [/^\/api\/flipbook\/popovers(\/\d+)?$/, "book popover"],
  [/^\/api\/flipbook\/[a-z-]+$/, "book"],
  [/^\/api\/categories(\/\d+)?$/, "folder"],
  [/^\/api\/documents(\/\d+)?$/, "document"],
  [/^\/api\/questions(\/\d+)?$/, "question"],
  [/^\/api\/contact\/messages\/\d+$/, "contact message"],
  [/^\/api\/settings(\/\d+)?$/, "setting"],
  [/^\/api\/glossary(\/\d+)?$/, "glossary term"],
  [/^\/api\/translations(\/\d+)?$/, "translation"],
  [/^\/api\/upload\/[a-z]+$/, "file"],
  [/^\/api\/users(\/\d+)?$/, "user"],
];

const VERBS: Record<string, AuditAction> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

const OPERATIONS: [RegExp, string][] = [
  [/\/pages\/order$/, "pages reordered"],
  [/\/reset-and-import$/, "pages reset and imported"],
  [/\/fix-page-mapping$/, "page numbers fixed"],
  [/\/update-images$/, "page images updated"],
];

const MAX_SUMMARY = 300;

export function describeRequest(input: {
  method: string;
  pathname: string;
  body: unknown;
  result: unknown;
  note?: AuditNote;
}): AuditEvent | null {
  const { method, pathname, body, result, note } = input;
  if (note === false) return null;
  const verb = VERBS[method];
  if (!verb || NOT_CHANGES.some((pattern) => pattern.test(pathname))) return null;
  const entityType = ENTITIES.find(([pattern]) => pattern.test(pathname))?.[1] ?? pathname.split("/")[2] ?? "item";
  const operation = OPERATIONS.find(([pattern]) => pattern.test(pathname))?.[1];
  const action = operation && verb === "create" ? "update" : verb;
  const pathId = [...pathname.matchAll(/\/(\d+)(?=\/|$)/g)].at(-1)?.[1];
  const created = action === "create" ? idOf(result) : null;
  const entityId = created ?? (pathId ? Number(pathId) : null);
  const label = labelOf(result) ?? labelOf(body);
  const summary = note?.summary ?? operation ?? defaultSummary(action, entityType, entityId, label);
  return {
    action: note?.action ?? action,
    entityType: note?.entityType ?? entityType,
    entityId: note?.entityId ?? entityId,
    summary: summary.slice(0, MAX_SUMMARY),
  };
}

function defaultSummary(action: AuditAction, entityType: string, entityId: number | null, label: string | null) {
  const what = label ? `${entityType} "${label}"` : entityId !== null ? `${entityType} #${entityId}` : entityType;
  const past = {
    create: "Created",
    update: "Changed",
    delete: "Deleted",
    publish: "Published",
    unpublish: "Unpublished",
    approve: "Approved",
    role_change: "Changed the role of",
    restore: "Restored",
    schedule: "Scheduled",
    submit: "Submitted",
  };
  return `${past[action]} ${what}`;
}

function idOf(value: unknown): number | null {
  if (!isRecord(value)) return null;
  if (typeof value.id === "number") return value.id;
  for (const nested of Object.values(value)) {
    if (isRecord(nested) && typeof nested.id === "number") return nested.id;
    if (Array.isArray(nested) && nested.length === 1 && isRecord(nested[0]) && typeof nested[0].id === "number")
      return nested[0].id;
  }
  return null;
}

function labelOf(value: unknown): string | null {
  if (!isRecord(value)) return null;
  for (const key of ["title", "name", "displayName", "username", "term", "question", "originalName"]) {
    const text = value[key];
    if (typeof text === "string" && text.trim()) return text.trim().replace(/\s+/g, " ").slice(0, 120);
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
