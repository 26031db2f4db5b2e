import http from "node:http";

/**
 * A request Playwright cannot make: a Content-Length that lies, or a body streamed in chunks
 * without one. Stops sending as soon as the server answers (it may answer early) and resolves with
 * the answer and how many bytes had been written by then.
 */
export function rawPost(
  baseURL: string,
  path: string,
  { headers, chunks, chunkBytes = 64 * 1024 }: { headers: Record<string, string>; chunks: number; chunkBytes?: number },
): Promise<{ status: number; body: string; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = http.request(new URL(path, baseURL), { method: "POST", headers, agent: false }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      const done = () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes });
        req.destroy();
      };
      res.once("end", done);
      res.once("close", done);
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    let written = 0;
    const pump = () => {
      while (written < chunks && !answered) {
        written += 1;
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.write("{");
    pump();
  });
}
