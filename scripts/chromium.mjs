// Which Chromium each tool drives. The browser tests: Debian's chromium-headless-shell is the same engine without
// the full browser's window machinery: on the 2-core runner it opens a page in about 170 ms instead of
// 400–700 and closes a context in half the time (docs/testing.md, Playwright). The full browser is the
// fallback where only it is installed. Lighthouse (npm run bench) and the book's page renders need
// the full browser. CHROMIUM_PATH overrides every choice.
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * @param {{ CHROMIUM_PATH?: string }} env
 * @param {(path: string) => boolean} exists
 */
export function testChromium(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) || !exists(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** The full browser, for Lighthouse and the book's page renders. @param {{ CHROMIUM_PATH?: string }} env */
export function fullChromium(env = process.env) {
  return env.CHROMIUM_PATH ?? FULL_CHROMIUM;
}
