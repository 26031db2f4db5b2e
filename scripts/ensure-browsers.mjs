// Browser tests drive Debian's chromium-headless-shell (Playwright cannot download its own browser
// offline) and Debian's Firefox ESR (over WebDriver BiDi); `npm run bench`'s Lighthouse drives the full
// chromium. Installs what is missing when we may (root with apt-get), otherwise says exactly what to
// run: without Chromium nothing can run, without Firefox its tests are skipped.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { FULL_CHROMIUM, HEADLESS_SHELL } from "./chromium.mjs";

const CHROMIUM_PACKAGES = ["chromium", "chromium-headless-shell", "fonts-dejavu-core"];
const FIREFOX_PACKAGES = ["firefox-esr"];
const chromium = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
const firefox = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const mayInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

const missing = [
  ...(existsSync(chromium) ? [] : CHROMIUM_PACKAGES),
  ...(existsSync(firefox) || process.env.FIREFOX_PATH ? [] : FIREFOX_PACKAGES),
];

if (missing.length > 0 && mayInstall) {
  console.log(`Installing Debian's ${missing.join(", ")} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { stdio: "inherit", env });
} else if (!existsSync(chromium)) {
  if (!process.env.CHROMIUM_PATH && existsSync(FULL_CHROMIUM)) {
    console.log(`Browser tests use ${FULL_CHROMIUM}; installing chromium-headless-shell makes them faster.`);
  } else {
    console.error(
      `Chromium was not found at ${chromium}.\nInstall it with: sudo apt-get update && sudo apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
    process.exit(1);
  }
}
if (!existsSync(firefox)) {
  console.log(
    `Firefox was not found at ${firefox}: its tests will be skipped. Install it with: sudo apt-get install -y ${FIREFOX_PACKAGES.join(" ")} (or set FIREFOX_PATH).`,
  );
}
