export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type ApiInit = Omit<RequestInit, "body"> & { json?: unknown; body?: BodyInit };

/** requirements §8 "Generic failed request": the server's message, or "API request failed: {status}". */
export async function apiFetch<T>(path: string, { json, headers, ...init }: ApiInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: "same-origin",
    ...init,
    headers: json === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: json === undefined ? init.body : JSON.stringify(json),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const body = (typeof data === "object" && data) as { message?: string; errors?: Record<string, string[]> } | false;
    const message =
      (body && body.message) || (typeof data === "string" && data) || `API request failed: ${response.status}`;
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    throw new ApiClientError(response.status, message, body ? body.errors : undefined, retryAfter, data);
  }
  return data as T;
}
