import { describe, expect, it } from "vitest";
import { FULL_CHROMIUM, HEADLESS_SHELL, fullChromium, testChromium } from "@/scripts/chromium.mjs";

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("testChromium", () => {
  it("drives the headless shell when it is installed, even beside the full browser", () => {
    expect(testChromium({}, installed(HEADLESS_SHELL, FULL_CHROMIUM))).toBe(HEADLESS_SHELL);
  });

  it("falls back to the full browser where only it is installed", () => {
    expect(testChromium({}, installed(FULL_CHROMIUM))).toBe(FULL_CHROMIUM);
  });

  it("names the headless shell when neither is installed, so the install step knows what to add", () => {
    expect(testChromium({}, installed())).toBe(HEADLESS_SHELL);
  });

  it("takes CHROMIUM_PATH over both", () => {
    expect(testChromium({ CHROMIUM_PATH: "/opt/chrome" }, installed(HEADLESS_SHELL))).toBe("/opt/chrome");
  });
});

describe("fullChromium", () => {
  it("is Debian's full browser unless CHROMIUM_PATH names another", () => {
    expect(fullChromium({})).toBe(FULL_CHROMIUM);
    expect(fullChromium({ CHROMIUM_PATH: "/opt/chrome" })).toBe("/opt/chrome");
  });
});
