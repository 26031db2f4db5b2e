import { badRequest, payloadTooLarge } from "@/lib/errors";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const LARGE_BODY_LIMIT = 2 * 1024 * 1024;

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

// 413 before parsing: from Content-Length, then while streaming (a chunked body or a lying header).
export async function readBodyText(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const tooLarge = () => payloadTooLarge(`The request body is too large (at most ${kilobytes(limit)}).`);
  const declared = req.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) throw badRequest("Invalid Content-Length.");
    if (Number(declared) > limit) throw tooLarge();
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      void discardRest(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
  assertCleanText(text, "The request body");
  return text;
}

// A bounded lingering close, as nginx does: cancelling at once often destroys the socket before the 413 is written.
export const LINGER = { bytes: 16 * 1024 * 1024, ms: 2_000 };

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const stop = () => reader.cancel().catch(() => undefined);
  const timer = setTimeout(stop, LINGER.ms);
  try {
    for (let dropped = 0; dropped < LINGER.bytes;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    await stop();
  } catch {
    // The client went away: nothing is left to drop.
  } finally {
    clearTimeout(timer);
  }
}

export async function readJsonBody(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readBodyText(req, limit);
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
  assertCleanValue(value);
  return value;
}

// Postgres text cannot hold NUL, and a lone surrogate cannot be encoded.
export function assertCleanText(text: string, what = "The request") {
  if (text.includes("\0")) throw badRequest(`${what} contains a NUL character.`);
  if (!text.isWellFormed()) throw badRequest(`${what} is not valid Unicode.`);
}

// Iterative, so a deeply nested body cannot overflow the stack.
function assertCleanValue(root: unknown) {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") assertCleanText(value);
    else if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        assertCleanText(key);
        stack.push(item);
      }
    }
  }
}
