// decision 011: the AI provider is not trusted, so what it sends is read with a bound. The SDK
// buffers a whole SSE line or JSON body before our code sees any of it: four answers of one 800 MB
// line took the server to 4.2 GB, and a 200 MB embedding held it 2.8 s (review 10, H2).
const MB = 1024 * 1024;

/** Bytes a response to `url` may have: speech is audio, a batch of 64 vectors can be a few MB, the rest is text. */
export function responseBound(url: string): number {
  const { pathname } = new URL(url);
  if (pathname.endsWith("/audio/speech")) return 17 * MB;
  if (pathname.endsWith("/embeddings")) return 8 * MB;
  return 2 * MB;
}

const urlOf = (input: string | URL | Request) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/** `fetch` whose response body errors once it passes its bound, which aborts the connection. */
export async function boundedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const limit = responseBound(urlOf(input));
  const tooLarge = () => new Error(`The AI provider's answer passed ${limit} bytes`);
  if (Number(response.headers.get("content-length")) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return response;
  let received = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
