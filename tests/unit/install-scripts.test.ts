// npm 11 warns on every `npm install` about a dependency's install script that package.json's
// allowScripts neither allows nor denies: a newcomer's first command should print no warnings.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

type LockedPackage = { hasInstallScript?: boolean; os?: string[]; cpu?: string[] };

const json = (file: string) => JSON.parse(readFileSync(file, "utf8"));

it("every package installed here with an install script is allowed or denied by name", () => {
  const { packages } = json("package-lock.json") as { packages: Record<string, LockedPackage> };
  const decided = Object.keys(json("package.json").allowScripts ?? {});
  const fits = (list: string[] | undefined, value: string) => !list || list.includes(value);
  const undecided = Object.entries(packages)
    .filter(([path, locked]) => path !== "" && locked.hasInstallScript)
    .filter(([, locked]) => fits(locked.os, process.platform) && fits(locked.cpu, process.arch))
    .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length))
    .filter((name) => !decided.includes(name));
  expect(undecided).toEqual([]);
});
