import { defineConfig, devices } from "@playwright/test";
import { e2ePaths } from "./scripts/e2e-shards.mjs";
import { testChromium } from "./scripts/chromium.mjs";

// One shard of `npm test`'s parallel run (E2E_SHARD, set by scripts/test-all.mjs) keeps its database,
// logins and results apart from the other shards'.
const paths = e2ePaths(process.env.E2E_SHARD);

const port = Number(process.env.E2E_PORT ?? 3917);
export const baseURL = `http://127.0.0.1:${port}`;
// The same build and database served with an AI provider: the fake OpenAI-compatible server.
const aiPort = Number(process.env.E2E_AI_PORT ?? 3918);
export const aiBaseURL = `http://127.0.0.1:${aiPort}`;
const fakeOpenAIPort = Number(process.env.FAKE_OPENAI_PORT ?? 3919);
export const fakeOpenAIURL = `http://127.0.0.1:${fakeOpenAIPort}`;

// The SMTP sink the main server sends its mail to (tests read what arrived over its HTTP side).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3923);
const smtpHttpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3924);
export const smtpSinkURL = `http://127.0.0.1:${smtpHttpPort}`;

// Saved logins made by the setup project, one per role (STYLE pattern 12).
export const STORAGE_STATE = {
  admin: `${paths.auth}/admin.json`,
  editor: `${paths.auth}/editor.json`,
  pending: `${paths.auth}/pending.json`,
} as const;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: paths.results,
  globalTeardown: "./tests/e2e/support/node-warnings.teardown.ts",
  reporter: [["list"], ["json", { outputFile: paths.json }], ["html", { open: "never", outputFolder: paths.html }]],
  use: {
    baseURL,
    // A failed test's trace, with DOM snapshots but no screencast (it cost a quarter of the browser's time); none on
    // CI, which keeps only the log (docs/testing.md: figures).
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromium(),
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /setup\/.*\.setup\.ts/ },
    { name: "api", testMatch: /api\/.*\.spec\.ts/, dependencies: ["setup"] },
    { name: "admin", testMatch: /admin\/.*\.spec\.ts/, dependencies: ["setup"], use: { ...devices["Desktop Chrome"] } },
    {
      name: "public",
      testMatch: /public\/.*\.spec\.ts/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"] },
    },
    // Starts and kills its own servers (FAULTS_PORT, FAULTS_PG_PORT); needs only the build.
    { name: "faults", testMatch: /faults\/.*\.spec\.ts/ },
    // Logins are cookies for 127.0.0.1, which browsers share across ports, so the saved ones work here too.
    {
      name: "ai",
      testMatch: /ai\/.*\.spec\.ts/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], baseURL: aiBaseURL },
    },
  ],
  // Started in order: the AI server reuses the database the first one creates.
  webServer: [
    {
      command: "node tests/support/smtp-sink.mjs",
      url: `${smtpSinkURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/admin/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        E2E_PORT: String(port),
        E2E_DATA_DIR: paths.data,
        NEXTAUTH_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
    {
      command: "node tests/support/fake-openai.mjs",
      url: `${fakeOpenAIURL}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: { FAKE_OPENAI_PORT: String(fakeOpenAIPort) },
    },
    {
      command: "node scripts/e2e-server.mjs --ai",
      url: `${aiBaseURL}/admin/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: { E2E_AI_PORT: String(aiPort), E2E_DATA_DIR: paths.data, FAKE_OPENAI_PORT: String(fakeOpenAIPort) },
    },
  ],
});
