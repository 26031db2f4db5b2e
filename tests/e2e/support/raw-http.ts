import http from "node:http";

/**
 * A request Playwright cannot make: a Content-Length that lies, or a body streamed in chunks
 * without one. Resolves with the status as soon as the server answers (it may answer early).
 */
export function rawPost(
  baseURL: string,
  path: string,
  { headers, chunks, chunkBytes = 64 * 1024 }: { headers: Record<string, string>; chunks: number; chunkBytes?: number },
): Promise<{ status: number; body: string; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL);
    let sentBytes = 0;
    const req = http.request(url, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes });
        req.destroy();
      });
    });
    req.on("error", (error) => (sentBytes > 0 ? undefined : reject(error)));
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    let written = 0;
    const pump = () => {
      while (written < chunks) {
        written += 1;
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write("{");
    pump();
  });
}
