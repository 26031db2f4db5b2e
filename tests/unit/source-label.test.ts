import { describe, expect, it } from "vitest";
import { sourceLabel } from "@/components/chat/source-label";
import { loadMessages } from "@/lib/i18n/messages";
import { createTranslator } from "@/lib/i18n/translator";

// A chat source's name in the visitor's language: a document from a reference folder says so.
describe("sourceLabel", () => {
  const source = (reference?: true) => ({
    title: "Juan",
    url: "/api/documents/1/download",
    label: { kind: "document" as const, title: "Juan", ...(reference ? { reference } : {}) },
  });

  it("labels a reference folder's document as reference, in the visitor's language", async () => {
    const es = createTranslator(await loadMessages("es"));
    const en = createTranslator(await loadMessages("en"));
    expect(sourceLabel(source(true), es)).toBe("Juan (referencia)");
    expect(sourceLabel(source(true), en)).toBe("Juan (reference)");
  });

  it("names any other document by its title alone", async () => {
    const en = createTranslator(await loadMessages("en"));
    expect(sourceLabel(source(), en)).toBe("Juan");
  });
});
