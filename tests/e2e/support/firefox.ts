import { existsSync } from "node:fs";
import puppeteer from "puppeteer-core";

// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright's own Firefox
// build cannot be downloaded here).
export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const hasFirefox = () => existsSync(FIREFOX);

export const launchFirefox = () =>
  puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    args: ["--no-remote"],
  });
