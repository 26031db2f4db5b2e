// With a provider, a book page draft previewed in Spanish is translated as the
// public book would translate it, and none of it is stored (stored translations are for published text).
import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { resetFake, setFakeRules } from "../../support/fake-openai.mjs";

test.use({ storageState: storageStatePath("admin") });
test.beforeEach(async () => resetFake());

test("a book page draft previewed in Spanish shows translated, and no translation of it is stored", async ({
  page,
}) => {
  const word = `Quillomar${Date.now().toString(36)}`;
  const [{ id }] = await (await page.request.get("/api/flipbook/search?pageNumber=11")).json();
  const path = `/api/content/book-page/${id}/draft`;
  const { snapshot } = await (await page.request.get(path)).json();
  await setFakeRules([{ match: "Spanish", reply: "ES: $LAST_USER" }]);
  try {
    const saved = await page.request.put(path, { data: { ...snapshot, content: `<p>The harbour of ${word}.</p>` } });
    expect(saved.status()).toBe(200);
    await page.goto(`/admin/preview/book/${id}?lang=es`);
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    await expect(page.getByText(`ES: The harbour of ${word}.`).first()).toBeAttached();
    await expect(page.getByTestId("preview-untranslated")).toHaveCount(0);

    const { items } = await (await page.request.get("/api/translations?language=es&origin=machine")).json();
    expect(JSON.stringify(items)).not.toContain(word);
  } finally {
    await page.request.delete(path);
  }
});
