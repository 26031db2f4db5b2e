import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TARGET_LANGUAGES } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { ADMIN_NAMESPACES, PUBLIC_NAMESPACES } from "@/lib/i18n/namespaces";
import { createTranslator, pickMessages } from "@/lib/i18n/translator";

// The UI catalogues. Every public string exists in every language, with the same
// placeholders; staff screens are English only; every key of en.json is one or the other.

type Tree = { [key: string]: string | Tree };

const read = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const under = (key: string, namespaces: readonly string[]) =>
  namespaces.some((ns) => key === ns || key.startsWith(`${ns}.`));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = leaves(read("en"));
const publicKeys = [...english.keys()].filter((key) => under(key, PUBLIC_NAMESPACES));

describe("UI catalogues", () => {
  it("put every key of en.json in exactly one of the public or the admin namespaces", () => {
    const unclassified = [...english.keys()].filter(
      (key) => under(key, PUBLIC_NAMESPACES) === under(key, ADMIN_NAMESPACES),
    );
    expect(unclassified).toEqual([]);
    expect(publicKeys.length).toBeGreaterThan(150);
  });

  it("names each staff namespace admin, or admin and a name, at the top level (docs/admin-namespaces.md)", () => {
    const staffPattern = /^admin(?:[A-Z][A-Za-z]*)?$/;
    expect(ADMIN_NAMESPACES.filter((namespace) => !staffPattern.test(namespace))).toEqual([]);
    const publicRoots = new Set(PUBLIC_NAMESPACES.map((namespace) => namespace.split(".")[0]));
    const staffRoots = Object.keys(read("en")).filter((root) => !publicRoots.has(root));
    expect(staffRoots.filter((root) => !staffPattern.test(root))).toEqual([]);
  });

  describe.each(TARGET_LANGUAGES)("%s", (locale) => {
    const catalogue = leaves(read(locale));

    it("has every public key, and nothing else", () => {
      expect(publicKeys.filter((key) => !catalogue.has(key))).toEqual([]);
      expect([...catalogue.keys()].filter((key) => !publicKeys.includes(key))).toEqual([]);
    });

    it("keeps each string's placeholders and leaves none empty", () => {
      const wrong = publicKeys.filter(
        (key) =>
          catalogue.has(key) && placeholders(catalogue.get(key)!).join() !== placeholders(english.get(key)!).join(),
      );
      expect(wrong).toEqual([]);
      expect([...catalogue].filter(([, value]) => value.trim() === "").map(([key]) => key)).toEqual([]);
    });

    it("is what the site loads, with English under the admin namespaces", async () => {
      const t = createTranslator(await loadMessages(locale));
      expect(t("site.nav.home")).toBe(catalogue.get("site.nav.home"));
      expect(t("admin.nav.dashboard")).toBe(english.get("admin.nav.dashboard"));
    });
  });

  it("hands a client area only the namespaces it asks for", async () => {
    const picked = pickMessages(await loadMessages("fr"), ["site.nav", "common.close"]);
    expect(Object.keys(picked)).toEqual(["site", "common"]);
    expect(Object.keys(picked.site)).toEqual(["nav"]);
    expect(picked.common).toEqual({ close: "Fermer" });
  });
});
