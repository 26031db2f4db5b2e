// Every route under app/api (the inventory is read from the filesystem), sent malformed JSON,
// wrong types, huge strings, NUL, invalid UTF-8 and odd encodings, anonymously and as an admin.
// No answer may be a 500, and none may leak a stack trace (decision 011).
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { apiInventory, fillPattern, type ApiRoute } from "../support/api-inventory";

test.describe.configure({ timeout: 600_000 });

const inventory = apiInventory();

// Odd values for a dynamic segment: none of them may be read as an existing row.
const SEGMENTS = [
  "0x10",
  "1e1",
  "-1",
  "99999999999",
  "2147483647",
  "%ff",
  "%00",
  "%E0%A4%A",
  "..%2F..%2Fetc",
  "%C3%A9",
  "x".repeat(300),
];
const ODD_QUERY = "?page=%ff&q=%00&id=0x10&count=1e999&category=__proto__&pageNumber=-1&locale=%E0%A4%A&expires=NaN";

const FIELDS = [
  "username",
  "password",
  "email",
  "name",
  "message",
  "subject",
  "question",
  "sessionId",
  "content",
  "title",
  "text",
  "value",
  "type",
  "role",
  "categoryId",
  "pageId",
  "targetLanguage",
  "rating",
  "ids",
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

type Payload = { label: string; data: string | Buffer; contentType: string };
const PAYLOADS: Payload[] = [
  { label: "malformed JSON", data: "{oops", contentType: "application/json" },
  { label: "array", data: "[]", contentType: "application/json" },
  { label: "string", data: '"text"', contentType: "application/json" },
  { label: "number", data: "1e999", contentType: "application/json" },
  { label: "null", data: "null", contentType: "application/json" },
  { label: "wrong types (numbers)", data: JSON.stringify(everyField(-1.5)), contentType: "application/json" },
  {
    label: "wrong types (objects)",
    data: JSON.stringify(everyField({ $gt: "", __proto__: { admin: true } })),
    contentType: "application/json",
  },
  {
    label: "wrong types (arrays)",
    data: JSON.stringify(everyField([null, true, "0x10"])),
    contentType: "application/json",
  },
  { label: "huge strings", data: JSON.stringify(everyField("x".repeat(3_000))), contentType: "application/json" },
  { label: "NUL", data: JSON.stringify(everyField("a\u0000b")), contentType: "application/json" },
  { label: "lone surrogate", data: '{"name":"\\ud800","question":"\\udfff"}', contentType: "application/json" },
  {
    label: "invalid UTF-8",
    data: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
    contentType: "application/json",
  },
  { label: "deep nesting", data: deep(5_000), contentType: "application/json" },
  { label: "over 64 KB", data: JSON.stringify({ content: "x".repeat(70 * 1024) }), contentType: "application/json" },
  { label: "form garbage", data: "a=%ff&b=%00&&=", contentType: "application/x-www-form-urlencoded" },
  { label: "multipart without parts", data: "--zz\r\nnonsense", contentType: "multipart/form-data; boundary=zz" },
  { label: "multipart without boundary", data: "nonsense", contentType: "multipart/form-data" },
];

// As an admin these would act whatever the body says (or end the saved admin session).
const ADMIN_SKIP = new Set([
  "/api/logout",
  "/api/flipbook/reset-and-import",
  "/api/flipbook/update-images",
  "/api/flipbook/fix-page-mapping",
]);
const adminMay = (route: ApiRoute) => !ADMIN_SKIP.has(route.pattern) && !route.pattern.startsWith("/api/auth/");

const STACK = /\n\s+at\s|node_modules|\.(?:js|ts|mjs):\d+:\d+|webpack-internal|\/app\/api\//;

// Every unsafe answer of a run, so one failure shows them all.
let failures: string[] = [];

async function expectSafe(response: Awaited<ReturnType<APIRequestContext["fetch"]>>, what: string) {
  const status = response.status();
  const body = await response.text();
  if (status >= 500) failures.push(`${what} → ${status} ${body.slice(0, 200)}`);
  else if (STACK.test(body)) failures.push(`${what} leaked a stack trace: ${body.slice(0, 200)}`);
}

const withBody = (method: string) => method !== "GET" && method !== "HEAD";

// Routes fuzzed at once: the server answers one while the runner sends the next. Each route's own
// requests still go one after another.
const ROUTES_AT_ONCE = 4;

async function fuzzAll(request: APIRequestContext, routes: ApiRoute[], role: string) {
  const queue = [...routes];
  const fuzzNext = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) await fuzzRoute(request, route, role);
  };
  await Promise.all(Array.from({ length: ROUTES_AT_ONCE }, fuzzNext));
}

async function fuzzRoute(request: APIRequestContext, route: ApiRoute, role: string) {
  const headers = () => ({ "X-Forwarded-For": freshIp() });
  // Odd path segments (and an odd query) with each method.
  if (route.pattern.includes("[")) {
    for (const segment of SEGMENTS) {
      const url = fillPattern(route.pattern, () => segment);
      for (const method of route.methods) {
        await expectSafe(
          await request.fetch(url + ODD_QUERY, {
            method,
            headers: headers(),
            data: withBody(method) ? "{}" : undefined,
            maxRedirects: 0,
          }),
          `${role} ${method} ${url}`,
        );
      }
    }
  }
  const url = fillPattern(route.pattern, (name) => (name === "nextauth" ? "callback/credentials" : "2147483647"));
  for (const method of route.methods) {
    await expectSafe(
      await request.fetch(url + ODD_QUERY, { method, headers: headers(), maxRedirects: 0 }),
      `${role} ${method} ${url}?odd`,
    );
    if (!withBody(method)) continue;
    for (const payload of PAYLOADS) {
      const response = await request.fetch(url, {
        method,
        data: payload.data,
        headers: { ...headers(), "Content-Type": payload.contentType },
        maxRedirects: 0,
      });
      await expectSafe(response, `${role} ${method} ${url} with ${payload.label}`);
    }
  }
}

test("the inventory is read from app/api and lists every route with its methods", () => {
  expect(inventory.length).toBeGreaterThan(50);
  expect(inventory.find((route) => route.pattern === "/api/login")?.methods).toEqual(["POST"]);
  expect(inventory.find((route) => route.pattern === "/api/booket-pages/[id]/popovers")?.methods).toEqual([
    "GET",
    "POST",
  ]);
  for (const route of inventory) expect(route.methods.length, route.file).toBeGreaterThan(0);
});

test("no route answers malformed input with a 500 or a stack trace, anonymously", async ({ playwright, baseURL }) => {
  failures = [];
  const anonymous = await playwright.request.newContext({ baseURL });
  await fuzzAll(anonymous, inventory, "anonymous");
  await anonymous.dispose();
  expect(failures).toEqual([]);
});

test("no route answers malformed input with a 500 or a stack trace, as an admin", async ({ as }) => {
  failures = [];
  const admin = as.admin;
  await fuzzAll(admin, inventory.filter(adminMay), "admin");
  expect((await admin.get("/api/user")).status()).toBe(200);
  expect(failures).toEqual([]);
});
