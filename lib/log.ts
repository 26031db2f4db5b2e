import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id.mjs";

// decision 014: values are never request bodies, and anything like a credential is masked on the way out.
type Level = "info" | "warn" | "error";
type Fields = Record<string, unknown>;

const context = new AsyncLocalStorage<{ requestId: string }>();

const SECRET_KEY =
  /pass(word)?|secret|token|cookie|authori[sz]ation|api[-_]?key|session|body|content|email|message|subject|text/i;
const SECRET_TEXT: [RegExp, string][] = [
  [/(bearer\s+)[\w.~+/=-]+/gi, "$1[redacted]"],
  [/((?:password|passwd|secret|token|api[-_]?key|cookie)["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi, "$1[redacted]"],
];
// `scheme://user:` of a URL that may carry a password; from a word's start only (each letter is scanned once).
const URL_USER = /(?<!\w)\w+:\/\/[^:/\s@]+:/g;

export function redactText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), maskUrlPasswords(text));
}

// As `/(\w+:\/\/[^:/\s@]+:)[^@\s]+@/g` would, in linear time: that scanned the rest from every letter (100 KB: 8 s).
function maskUrlPasswords(text: string): string {
  let out = "";
  let copied = 0;
  let stop = -1;
  URL_USER.lastIndex = 0;
  for (let match = URL_USER.exec(text); match; match = URL_USER.exec(text)) {
    const from = match.index + match[0].length;
    if (stop < from) {
      stop = from;
      while (stop < text.length && text[stop] !== "@" && !/\s/.test(text[stop])) stop++;
    }
    if (text[stop] !== "@" || stop === from) continue;
    out += `${text.slice(copied, from)}[redacted]`;
    copied = stop;
    URL_USER.lastIndex = stop + 1;
  }
  return out + text.slice(copied);
}

function clean(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: redactText(value.message),
      ...(value.stack ? { stack: redactText(value.stack) } : {}),
    };
  }
  if (typeof value === "string") return redactText(value.length > 2000 ? `${value.slice(0, 2000)}…` : value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 3) return "[object]";
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => clean(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? "[redacted]" : clean(item, depth + 1)]),
  );
}

function write(level: Level, msg: string, fields: Fields = {}) {
  const requestId = context.getStore()?.requestId;
  const record = {
    level,
    time: new Date().toISOString(),
    msg,
    ...(requestId ? { requestId } : {}),
    ...(clean(fields) as Fields),
  };
  const stream = level === "info" ? process.stdout : process.stderr;
  stream.write(process.env.NODE_ENV === "production" ? `${JSON.stringify(record)}\n` : pretty(record));
}

function pretty({ level, time, msg, stack, ...rest }: Record<string, unknown>) {
  const err = rest.err as { stack?: string } | undefined;
  delete rest.err;
  const extra = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const trace = err?.stack ?? (stack as string | undefined);
  return `${String(time).slice(11, 23)} ${String(level).toUpperCase().padEnd(5)} ${msg}${extra ? ` ${extra}` : ""}\n${trace ? `${trace}\n` : ""}`;
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};

export const currentRequestId = () => context.getStore()?.requestId;

export function withRequestLog<R extends Request, Args extends unknown[]>(
  handler: (req: R, ...args: Args) => Promise<Response>,
) {
  return async (req: R, ...args: Args): Promise<Response> => {
    const requestId = requestIdFrom(req.headers.get(REQUEST_ID_HEADER));
    const started = performance.now();
    return context.run({ requestId }, async () => {
      let status = 500;
      try {
        const response = withHeader(await handler(req, ...args), REQUEST_ID_HEADER, requestId);
        status = response.status;
        return response;
      } finally {
        const path = new URL(req.url).pathname;
        const durationMs = Math.round((performance.now() - started) * 10) / 10;
        write(status >= 500 ? "error" : "info", "request", { method: req.method, path, status, durationMs });
      }
    });
  };
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (Response.redirect, a proxied fetch): copy them.
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
