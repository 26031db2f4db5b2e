import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PROTECTED = path.join(process.cwd(), "app/(admin)/admin/(protected)");

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

describe("protected admin pages", () => {
  // The layout shows every signed-in role the page; RoleGate is what keeps a pending account
  // (or an editor on an admin screen) to the waiting notice or Access Denied.
  it("each wraps its content in RoleGate", () => {
    const found = pages(PROTECTED);
    expect(found.length).toBeGreaterThanOrEqual(10);
    for (const file of found)
      expect(readFileSync(file, "utf8"), path.relative(PROTECTED, file)).toMatch(
        /<(RoleGate|AdminPage)\s+policy="(editor|admin)"/,
      );
  });

  it("the AdminPage shell puts its content behind RoleGate", () => {
    const shell = readFileSync(path.join(process.cwd(), "components/admin/admin-page.tsx"), "utf8");
    expect(shell).toMatch(/<RoleGate policy=\{policy\}>\s*<AdminPageBody/);
  });
});
