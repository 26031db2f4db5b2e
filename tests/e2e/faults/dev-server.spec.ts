// What a newcomer does first: `npm run dev`, then the address they are given. The page must
// hydrate at 127.0.0.1 (not only at localhost), the first admin registers, and no admin page nor
// the login leaves an error block in the terminal. Its own `next dev` and Postgres on DEV_TEST_PORT
// and DEV_TEST_PG_PORT, with a fresh database each run.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, type Page } from "@playwright/test";

const PORT = Number(process.env.DEV_TEST_PORT ?? 3926);
const PG_PORT = Number(process.env.DEV_TEST_PG_PORT ?? 25424);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA = path.resolve(".data/dev-test");
const ADMIN = { username: "devadmin", email: "dev@example.org", password: "dev-password-1234" };
const ADMIN_ROUTES = [
  "dashboard",
  "documents",
  "categories",
  "questions",
  "booklets",
  "flipbook-management",
  "conversations",
  "messages",
  "translations",
  "settings",
  "users",
  "activity",
];

// Compiling every admin route on a cold dev server: minutes on a shared two-core machine.
test.describe.configure({ mode: "serial", timeout: 600_000 });

let server: ChildProcess | null = null;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(DATA, { recursive: true, force: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "development",
    PORT: String(PORT),
    EMBEDDED_PG_PORT: String(PG_PORT),
    EMBEDDED_PG_DIR: path.join(DATA, "pg"),
    STORAGE_DIR: path.join(DATA, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  for (const key of ["DATABASE_URL", "NEXTAUTH_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "BLOB_READ_WRITE_TOKEN"])
    delete env[key];
  // What `npm run dev` runs, in its own process group so the whole tree stops with it.
  server = spawn(process.execPath, ["scripts/with-db.mjs", "next", "dev"], {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  for (let waited = 0; !/Ready in/.test(output); waited += 250) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`);
    if (waited > 150_000) throw new Error(`npm run dev did not start:\n${output}`);
    await sleep(250);
  }
  // Both sign-in screens compile at once instead of one after the other in the tests below.
  await Promise.all(["register", "login"].map((route) => fetch(`${BASE}/admin/${route}`).then((r) => r.text())));
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
    if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
  }
});

/** The terminal's error blocks ("Error:", Next's ⨯ lines), ignoring Next's list of experiments in use. */
const terminalErrors = () =>
  output
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => /Error:|⨯/.test(line) && !/isrFlushToDisk$/.test(line.trim()))
    .join("\n");

async function visit(page: Page, route: string) {
  await page.goto(`${BASE}/admin/${route}`, { timeout: 120_000 });
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 120_000 });
}

test("the setup link is printed as a full address and the first admin registers at 127.0.0.1", async ({ page }) => {
  // Printed once the server's instrumentation has run, shortly after "Ready".
  await expect.poll(() => output, { timeout: 120_000 }).toContain("Register the first one at");
  const link = output.match(/Register the first one at (\S+)/)?.[1];
  expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/admin/register\\?setup=`));
  // The seed says what it added on a fresh database.
  expect(output).toMatch(/Seed: \d+ new settings/);

  await page.goto(`${BASE}/admin/register`, { timeout: 120_000 });
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Confirm password").fill(ADMIN.password);
  // Enabled only once React has hydrated, which needs the dev server's own resources.
  await expect(page.getByRole("button", { name: "Register" })).toBeEnabled({ timeout: 120_000 });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 120_000 });
  expect(output).not.toContain("Blocked cross-origin request");
});

test("no admin page and no login leaves an error in the terminal", async ({ page, context }) => {
  // The registration left a session cookie in this test's own context only: log in again.
  await context.clearCookies();
  await page.goto(`${BASE}/admin/login`, { timeout: 120_000 });
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled({ timeout: 120_000 });
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 120_000 });
  // Requested together, the screens compile side by side and share their common modules once;
  // one after another through the browser, each waited on its own compile.
  const compiled = await Promise.all(
    ADMIN_ROUTES.map((route) => context.request.get(`${BASE}/admin/${route}`, { timeout: 480_000 })),
  );
  expect(compiled.map((response) => response.status())).toEqual(ADMIN_ROUTES.map(() => 200));
  for (const route of ADMIN_ROUTES) await visit(page, route);
  expect(terminalErrors()).toBe("");
});
