import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEFT_ALONE, repoint } from "@/scripts/docs/repoint-references.mjs";

// Every reference in the code and docs resolves inside the repository: comments cite
// docs/requirements.md by its anchors ("requirements §2", "requirements §D5", "requirements.md#s2-folders"),
// never the external specification or design notes (decision 013).

const ROOT = path.resolve(__dirname, "../..");
const SECTION = "\u00a7";
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".next",
  ".git",
  ".data",
  "test-results",
  "playwright-report",
  "public",
  "generated",
]);
const TEXT = /\.(ts|tsx|mts|mjs|js|css|md|prisma|example|sh|ya?ml)$/;

function sourceFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    const relative = path.relative(ROOT, full).split(path.sep).join("/");
    return TEXT.test(entry.name) && !LEFT_ALONE.some((pattern: RegExp) => pattern.test(relative)) ? [relative] : [];
  });
}

const requirements = readFileSync(path.join(ROOT, "docs/requirements.md"), "utf8");
const anchors = new Set([...requirements.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));

/** The anchors a text cites: "requirements §2/§D5" → s2, d5; "requirements.md#s2-folders" → s2-folders. */
function citedAnchors(text: string): string[] {
  const lists = text.matchAll(
    new RegExp(`\\b[Rr]equirements (${SECTION}D?\\d+(?:(?:, | and | or |/|–|-)${SECTION}?D?\\d+\\b)*)`, "g"),
  );
  const sections = [...lists].flatMap(([, list]) => {
    const part = list.startsWith(`${SECTION}D`) ? "d" : "s";
    return [...list.matchAll(new RegExp(`${SECTION}?(D?)(\\d+)`, "g"))].map(([, d, n]) => `${d ? "d" : part}${n}`);
  });
  const links = [...text.matchAll(/requirements\.md#([\w-]+)/g)].map((match) => match[1]);
  return [...sections, ...links];
}

const files = sourceFiles();

describe("references to the requirements", () => {
  it("finds the files and the anchors it checks", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(anchors).toContain("s9");
    expect(anchors).toContain("d8");
  });

  it("cites no document outside the repository", () => {
    const external = new RegExp(`\\b(?:[Ss]pec|DESIGN) ${SECTION}|\\bDESIGN\\.md\\b`);
    const offenders = files.filter((file) => external.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders, "run: node scripts/docs/repoint-references.mjs").toEqual([]);
  });

  it("names no issue number in code: a comment says why, the tracker keeps the history", () => {
    const issueNumber = new RegExp(`\\b${"issue"}s? #?\\d+`, "i");
    const code = files.filter((file) => !file.endsWith(".md") && !file.startsWith("docs/"));
    const offenders = code.filter((file) => issueNumber.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(code.length).toBeGreaterThan(200);
    expect(offenders).toEqual([]);
  });

  it("cites only sections that docs/requirements.md has", () => {
    const broken = files.flatMap((file) =>
      citedAnchors(readFileSync(path.join(ROOT, file), "utf8"))
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it("re-points the specification and design citations, and a second run changes nothing", () => {
    const cases: [string, string][] = [
      ["// spec §2: the list", "// requirements §2: the list"],
      ["Spec §2–§9 describe", "Requirements §2–§9 describe"],
      ["(spec §2/§6, DESIGN §2: roles)", "(requirements §2/§6, requirements §D2: roles)"],
      ["(DESIGN §4–5)", "(requirements §D4–§D5)"],
      ["DESIGN §2/§6 and DESIGN §5", "requirements §D2/§D6 and requirements §D5"],
      ["spec §3 and DESIGN.md", "requirements §3 and requirements part 2"],
      ["no citation here", "no citation here"],
    ];
    for (const [before, after] of cases) {
      expect(repoint(before)).toBe(after);
      expect(repoint(after)).toBe(after);
    }
    expect(citedAnchors("requirements §D4–§D5 and requirements §2, §4")).toEqual(["d4", "d5", "s2", "s4"]);
  });
});
