// Browser tests drive Debian's chromium-headless-shell (Playwright cannot download its own browser
// offline); `npm run bench`'s Lighthouse drives the full chromium. Installs both when the test browser
// is missing and we may (root with apt-get), otherwise says exactly what to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { FULL_CHROMIUM, HEADLESS_SHELL } from "./chromium.mjs";

const PACKAGES = ["chromium", "chromium-headless-shell", "fonts-dejavu-core"];
const wanted = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;

if (!existsSync(wanted)) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium-headless-shell for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...PACKAGES], {
      stdio: "inherit",
      env,
    });
  } else if (!process.env.CHROMIUM_PATH && existsSync(FULL_CHROMIUM)) {
    console.log(`Browser tests use ${FULL_CHROMIUM}; installing chromium-headless-shell makes them faster.`);
  } else {
    console.error(
      `Chromium was not found at ${wanted}.\nInstall it with: sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(" ")}\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
    process.exit(1);
  }
}
