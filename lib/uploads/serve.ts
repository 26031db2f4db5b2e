import "server-only";
import { notFound } from "@/lib/errors";
import { storage, type ByteRange } from "@/lib/storage";

type ServeOptions = {
  key: string;
  contentType: string;
  fileName: string;
  inline: boolean;
  size?: number;
  /** Strong validator of the bytes; stored files never change under the same key. */
  etag: string;
  cacheControl: string;
};

export async function serveStoredFile(req: Request, options: ServeOptions): Promise<Response> {
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Content-Disposition": contentDisposition(options.inline ? "inline" : "attachment", options.fileName),
    "Cache-Control": options.cacheControl,
    ETag: options.etag,
    "Accept-Ranges": "bytes",
  });
  if (etagMatches(req.headers.get("if-none-match"), options.etag)) {
    return new Response(null, { status: 304, headers });
  }

  const rangeHeader = ifRangeAllows(req, options.etag) ? req.headers.get("range") : null;
  let size = options.size;
  if (size === undefined || !rangeHeader) {
    const whole = await storage().get(options.key);
    if (!whole) throw notFound("The file is missing from storage.");
    size = whole.size;
    if (!rangeHeader || parseRange(rangeHeader, size) === "ignore") {
      headers.set("Content-Length", String(whole.size));
      return new Response(whole.body, { status: 200, headers });
    }
    await whole.body.cancel();
  }

  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await storage().get(options.key, range === "ignore" ? undefined : range);
  if (!object) throw notFound("The file is missing from storage.");
  headers.set("Content-Length", String(object.end - object.start + 1));
  if (range === "ignore") return new Response(object.body, { status: 200, headers });
  headers.set("Content-Range", `bytes ${object.start}-${object.end}/${object.size}`);
  return new Response(object.body, { status: 206, headers });
}

/** One range of RFC 9110 §14.1.2 ("bytes=0-99", "bytes=100-", "bytes=-100"). */
export function parseRange(header: string, size: number): ByteRange | "ignore" | "unsatisfiable" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "ignore";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

function etagMatches(header: string | null, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

function ifRangeAllows(req: Request, etag: string) {
  const ifRange = req.headers.get("if-range");
  return !ifRange || ifRange.trim() === etag;
}

/** RFC 6266: an ASCII fallback without quotes or control characters, plus the exact UTF-8 name. */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const fallback =
    fileName
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\%;]/g, "_")
      .trim() || "download";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
