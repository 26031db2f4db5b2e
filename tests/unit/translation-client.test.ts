import { describe, expect, it } from "vitest";
import { activateMarks, highlightLinkedText, markLinkedText } from "@/lib/book/highlight";
import { TranslationCache, translationCacheKey } from "@/lib/translation/client-cache";

describe("the browser's translation cache", () => {
  const shared = "For God so loved the world, that he gave his only b";
  const first = `${shared}egotten Son.`;
  const second = `${shared}lessing to us.`;

  it("keys by language and a hash of the whole text, never by its first 50 characters", async () => {
    expect(first.slice(0, 50)).toBe(second.slice(0, 50));
    const [a, b] = await Promise.all([translationCacheKey("es", first), translationCacheKey("es", second)]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^es:[0-9a-f]{64}$/);
    expect(await translationCacheKey("fr", first)).not.toBe(a);
  });

  it("gives two texts sharing their first 50 characters their own translations", async () => {
    const cache = new TranslationCache();
    await cache.set("es", first, "Porque de tal manera amó Dios al mundo… su Hijo unigénito.");
    await cache.set("es", second, "Porque de tal manera amó Dios al mundo… una bendición.");
    expect(await cache.get("es", first)).toBe("Porque de tal manera amó Dios al mundo… su Hijo unigénito.");
    expect(await cache.get("es", second)).toBe("Porque de tal manera amó Dios al mundo… una bendición.");
    expect(await cache.get("fr", first)).toBeUndefined();
    await cache.set("it", first, null);
    expect(await cache.has("it", first)).toBe(true);
  });
});

describe("popover highlights through translation", () => {
  const popovers = [{ id: 7, title: "Born of the Spirit", linkedText: "a new birth", highlightColor: "blue" as const }];

  it("marks linked text in a form the sanitiser keeps, then makes it interactive", () => {
    const marked = markLinkedText("<p>Not improvement but a new birth.</p>", popovers);
    expect(marked).toBe('<p>Not improvement but <mark class="book-ref-7">a new birth</mark>.</p>');
    expect(activateMarks(marked, popovers)).toEqual(
      highlightLinkedText("<p>Not improvement but a new birth.</p>", popovers),
    );
  });

  it("puts the highlight on the translated words, with the translated title", () => {
    const translated = '<p>No una mejora sino <mark class="book-ref-7">un nuevo nacimiento</mark>.</p>';
    const { html, unmatched } = activateMarks(translated, [{ ...popovers[0], title: "Nacido del Espíritu" }]);
    expect(html).toContain('data-popover-id="7"');
    expect(html).toContain('title="Nacido del Espíritu">un nuevo nacimiento</mark>');
    expect(unmatched).toEqual([]);
    // A mark the model dropped leaves the popover listed; one for an unknown popover is unwrapped.
    expect(activateMarks("<p>Sin marca</p>", popovers).unmatched).toEqual([7]);
    expect(activateMarks('<p><mark class="book-ref-99">x</mark></p>', popovers).html).toBe("<p>x</p>");
  });
});
