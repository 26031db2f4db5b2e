import { describe, expect, it } from "vitest";
import { englishMessages } from "@/lib/i18n/messages";
import { createTranslator, type Messages } from "@/lib/i18n/translator";

describe("createTranslator", () => {
  const t = createTranslator(englishMessages);

  it("reads nested keys and fills parameters", () => {
    expect(t("adminAuth.login.welcome", { name: "Anna" })).toBe("Welcome, Anna!");
    expect(t("site.notFound.title")).toBe("404 Page Not Found");
  });

  it("falls back to English for a key another catalogue lacks", () => {
    const partial = { adminAuth: { login: { title: "Connexion" } } } as unknown as Messages;
    const fr = createTranslator(partial, englishMessages);
    expect(fr("adminAuth.login.title")).toBe("Connexion");
    expect(fr("adminAuth.login.submit")).toBe("Login");
  });

  it("leaves unknown placeholders visible rather than guessing", () => {
    expect(t("adminAuth.login.welcome")).toBe("Welcome, {name}!");
  });
});
