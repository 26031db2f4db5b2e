import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { currentRequestId, log, redactText, withRequestLog } from "@/lib/log";

let lines: string[] = [];

beforeEach(() => {
  lines = [];
  vi.stubEnv("NODE_ENV", "production");
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const records = () =>
  lines
    .join("")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request log", () => {
  it("logs method, path, status, duration and the request id, and returns the id in X-Request-Id", async () => {
    const handler = withRequestLog(async () => Response.json({ ok: true }, { status: 201 }));
    const response = await handler(new Request("http://x/api/things?secret=abc", { method: "POST" }));
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [record] = records();
    expect(record).toMatchObject({
      level: "info",
      msg: "request",
      method: "POST",
      path: "/api/things",
      status: 201,
      requestId: id,
    });
    expect(typeof record.durationMs).toBe("number");
    expect(lines.join("")).not.toContain("secret=abc");
  });

  it("keeps a sane incoming X-Request-Id and replaces a hostile one", async () => {
    const handler = withRequestLog(async () => new Response("ok"));
    const kept = await handler(new Request("http://x/a", { headers: { "x-request-id": "proxy-1234abcd" } }));
    expect(kept.headers.get("x-request-id")).toBe("proxy-1234abcd");
    const replaced = await handler(new Request("http://x/a", { headers: { "x-request-id": "a\\nlevel=error {}" } }));
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tags every line written during the request with its id, and copies immutable headers", async () => {
    const handler = withRequestLog(async () => {
      log.warn("inside", { step: 1 });
      return Response.redirect("http://x/elsewhere", 303);
    });
    const response = await handler(new Request("http://x/a"));
    expect(response.status).toBe(303);
    const [inner, request] = records();
    expect(inner.requestId).toBe(response.headers.get("x-request-id"));
    expect(request.requestId).toBe(inner.requestId);
    expect(currentRequestId()).toBeUndefined();
  });

  it("never writes passwords, cookies, tokens, email bodies or upload contents", async () => {
    const password = "Hunter2-very-secret";
    const handler = withRequestLog(async (req: Request) => {
      const body = (await req.json()) as Record<string, string>;
      log.error("request failed", {
        password: body.password,
        email: body.email,
        message: body.message,
        cookie: req.headers.get("cookie"),
        err: new Error(
          `duplicate key password=${body.password} postgresql://app:${password}@db/app token: tok_${password}`,
        ),
        upload: { content: "FILE-BYTES-%PDF" },
      });
      throw new Error("boom");
    });
    await expect(
      handler(
        new Request("http://x/api/login", {
          method: "POST",
          headers: { cookie: `session-token=${password}`, authorization: `Bearer ${password}` },
          body: JSON.stringify({ password, email: "a@b.c", message: "Private email body" }),
        }),
      ),
    ).rejects.toThrow("boom");
    const text = lines.join("");
    for (const secret of [password, "Private email body", "FILE-BYTES", "a@b.c"]) expect(text).not.toContain(secret);
    expect(records().at(-1)).toMatchObject({ msg: "request", status: 500, level: "error" });
  });

  it("logs an error's stack once, as a field of one line", () => {
    log.error("request failed", { err: new Error("kaput") });
    const [record] = records();
    expect((record.err as { stack: string }).stack).toContain("kaput");
    expect(lines).toHaveLength(1);
  });

  it("is readable in development", () => {
    vi.stubEnv("NODE_ENV", "development");
    log.info("request", { method: "GET", path: "/x", status: 200 });
    expect(lines.join("")).toMatch(/INFO  request method=GET path=\/x status=200\n$/);
  });

  it("masks credentials inside free text", () => {
    expect(redactText("postgresql://postgres:pw@127.0.0.1:5432/app")).toBe(
      "postgresql://postgres:[redacted]@127.0.0.1:5432/app",
    );
    expect(redactText("Authorization: Bearer abc.def")).not.toContain("abc.def");
    expect(redactText("see https://user:secret@host.org/x")).toBe("see https://user:[redacted]@host.org/x");
    // Long tokens (a cloud database's signed password), long scheme words and several URLs are masked too.
    const token = "A%2B".repeat(300);
    expect(redactText(`postgresql://iam:${token}@db:5432/app`)).toBe("postgresql://iam:[redacted]@db:5432/app");
    expect(redactText(`PRIMARY_DATABASE_URL_postgres://u:${token}@h`)).not.toContain(token);
    expect(redactText("a=postgres://u:p1@h1 b=redis://v:p2@h2,mysql://w:p3@h3")).toBe(
      "a=postgres://u:[redacted]@h1 b=redis://v:[redacted]@h2,mysql://w:[redacted]@h3",
    );
    expect(redactText("http://host:8080/path and https://u:secret@h")).toBe(
      "http://host:8080/path and https://u:[redacted]@h",
    );
  });

  it("masks in time linear in the text: an error message can carry what a visitor sent", () => {
    const hostile = ["0".repeat(100_000) + "\u0000:/@", "0://0".repeat(20_000) + "0:".repeat(20_000)];
    for (const text of hostile) {
      const started = performance.now();
      redactText(text);
      // Each took 7-8 s with an unbounded scan from every letter.
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises refused connections, shutdowns and Prisma's unreachable codes, through causes", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("outer", { cause: Object.assign(new Error("y"), { code: "57P01" }) }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("z"), { code: "P1001" }))).toBe(true);
  });

  it("leaves bad queries and constraint errors alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "P2002" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
  });
});
