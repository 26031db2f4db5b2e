import { existsSync } from "node:fs";
import puppeteer from "puppeteer-core";
import type { Page } from "puppeteer-core";
import { BidiPage } from "puppeteer-core/internal/bidi/Page.js";
import { BrowsingContext } from "puppeteer-core/internal/bidi/core/BrowsingContext.js";

// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright's own Firefox
// build cannot be downloaded here).
export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const hasFirefox = () => existsSync(FIREFOX);

// puppeteer speaks the WebDriver BiDi of newer Firefoxes. Firefox ESR 140 answers "unknown command" to
// `emulation.setScreenOrientationOverride` (sent by every setViewport) and `network.setExtraHeaders`, and
// which ESR a machine's Debian mirror gives varies. So the orientation is let pass (these tests do not
// look at it), as puppeteer already does for the touch override, and extra headers are added by holding
// each request and sending it on with them.
const unknownCommand = (error: unknown) => String((error as Error)?.message).includes("unknown command");

const setOrientation = BrowsingContext.prototype.setScreenOrientationOverride;
BrowsingContext.prototype.setScreenOrientationOverride = async function (...args) {
  try {
    return await setOrientation.apply(this, args);
  } catch (error) {
    if (!unknownCommand(error)) throw error;
  }
};

const addedHeaders = new WeakMap<BidiPage, Record<string, string>>();
const setExtraHeaders = BidiPage.prototype.setExtraHTTPHeaders;
BidiPage.prototype.setExtraHTTPHeaders = async function (headers) {
  try {
    return await setExtraHeaders.call(this, headers);
  } catch (error) {
    if (!unknownCommand(error)) throw error;
  }
  if (!addedHeaders.has(this)) {
    await this.setRequestInterception(true);
    this.on("request", (request) => {
      void request.continue({ headers: { ...request.headers(), ...addedHeaders.get(this) } });
    });
  }
  addedHeaders.set(this, headers);
};

export const launchFirefox = () =>
  puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    args: ["--no-remote"],
  });

/**
 * Waits until `predicate` holds in the page. puppeteer's waitForFunction builds its function inside the
 * page, which the site's Content-Security-Policy (no eval) forbids in Firefox ESR 140; page.evaluate runs
 * as the driver's own script, so this asks it again every 50 ms instead.
 */
export async function waitInPage(page: Page, predicate: () => unknown, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${predicate}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
