// A bad environment stops the server with each variable's reason, never its value (an SMTP_URL carries a password).
import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it("names each invalid variable with what it must be, and repeats no value", async () => {
  vi.stubEnv("SMTP_URL", "smtp://mailer:s3cret@127.0.0.1:25/?sendmail=true&path=/bin/sh");
  const { env } = await import("@/lib/env");
  expect(() => env.SMTP_URL).toThrow(
    "Invalid environment variables: SMTP_URL (SMTP_URL must be smtp:// or smtps://, a user and password if needed, a host and a port, and nothing after it). See .env.example.",
  );
  expect(() => env.SMTP_URL).not.toThrow(/s3cret/);
});
