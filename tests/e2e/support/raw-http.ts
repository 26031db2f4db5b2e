import net from "node:net";

/**
 * A request Playwright cannot make: a Content-Length that lies, or a body streamed in chunks
 * without one. Stops sending as soon as the server answers (it may answer early) and resolves with
 * the answer and how many bytes had been written by then.
 *
 * A plain socket rather than node:http: when the server answers and closes while the body is still
 * being written, http's client may report the write's EPIPE before the answer it had already
 * received. Here a failed write only ends the sending; the answer is read until the server closes.
 *
 * Kept alive, as browsers and curl do: on `Connection: close` Node closes the socket right after
 * its answer, and a write already under way can then fail (and destroy the socket) before the
 * answer is read. On a kept-alive connection the server reads the rest for a moment (lib/api/body.ts).
 */
export function rawPost(
  baseURL: string,
  path: string,
  { headers, chunks, chunkBytes = 64 * 1024 }: { headers: Record<string, string>; chunks: number; chunkBytes?: number },
): Promise<{ status: number; body: string; sentBytes: number }> {
  const url = new URL(path, baseURL);
  const chunked = Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === "transfer-encoding" && /chunked/i.test(value),
  );
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let received = Buffer.alloc(0);
    let settled = false;
    const socket = net.connect(Number(url.port || 80), url.hostname);
    const answered = () => received.includes("\r\n\r\n");
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const answer = parseAnswer(received);
      if (answer) resolve({ ...answer, sentBytes });
      else reject(new Error(`no HTTP answer (${received.length} bytes received)`));
    };
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (answerComplete(received)) finish();
    });
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", () => undefined);
    const head = [
      `POST ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join("\r\n");
    const frame = (bytes: Buffer) =>
      chunked ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]) : bytes;
    const chunk = frame(Buffer.alloc(chunkBytes, 0x20));
    let written = 0;
    const pump = () => {
      while (written < chunks && !answered() && !socket.destroyed) {
        written += 1;
        sentBytes += chunkBytes;
        if (!socket.write(chunk)) return void socket.once("drain", () => setImmediate(pump));
      }
    };
    socket.write(`${head}\r\n\r\n`);
    socket.write(frame(Buffer.from("{")));
    // Let the server's answer be read between bursts of writing.
    setImmediate(pump);
  });
}

/** Whether an answer has all of its body, by its Content-Length or its last chunk (others end when the server closes). */
function answerComplete(raw: Buffer): boolean {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = raw.subarray(0, end).toString("latin1");
  const body = raw.subarray(end + 4);
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    return body.subarray(0, 5).toString("latin1") === "0\r\n\r\n" || body.includes("\r\n0\r\n\r\n");
  }
  const length = /^content-length:\s*(\d+)/im.exec(head);
  return length !== null && body.length >= Number(length[1]);
}

/** The status and body of a whole HTTP/1.1 answer, its body de-chunked when it came in chunks. */
function parseAnswer(raw: Buffer): { status: number; body: string } | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const head = raw.subarray(0, end).toString("latin1");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  if (!status) return null;
  let body = raw.subarray(end + 4);
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    const parts: Buffer[] = [];
    let at = 0;
    while (at < body.length) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd < 0) break;
      const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(status[1]), body: body.toString("utf8") };
}
