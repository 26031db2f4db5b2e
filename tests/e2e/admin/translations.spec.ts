import { expect, test, type Browser, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { openTab } from "../support/site";

// /admin/translations (editor). This server has no provider: a translation staff enter
// is what visitors of that language see, with nothing else translated.

test.use({ storageState: storageStatePath("editor") });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function visitorSees(
  browser: Browser,
  baseURL: string,
  language: string,
  path: string,
  text: string,
  visible: boolean,
) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "preferredLanguage", value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(visible ? 1 : 0);
  await context.close();
}

test("an editor adds a translation of a site text, visitors see it, and it can be searched, corrected and deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  const spanish = `Descubre quién eres realmente en Cristo (${Date.now()}).`;
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Translations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();

  await openTab(page, "Site content");
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("Spanish");
  const row = page.getByRole("row", { name: /Tagline/ });
  await expect(row.getByText("Not translated")).toBeVisible();
  await row.getByRole("button", { name: "Add a Spanish translation of “Tagline”" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a Spanish translation" });
  const field = dialog.getByLabel("Translation");
  await expect(field).toHaveValue("Discover who you really are in Christ.");
  await field.fill("   ");
  await dialog.getByRole("button", { name: "Save translation" }).click();
  await expect(dialog.getByText("Enter the translation")).toBeVisible();
  await field.fill(spanish);
  await dialog.getByRole("button", { name: "Save translation" }).click();
  await expect(toast(page, "Translation saved")).toBeVisible();
  await expect(row.getByText("Human")).toBeVisible();

  // Served without a provider, on the next request (the cache of Spanish pages was invalidated).
  await visitorSees(browser, baseURL!, "es", "/", spanish, true);
  await visitorSees(browser, baseURL!, "fr", "/", spanish, false);

  await page.getByRole("tab", { name: "Stored translations" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(spanish.slice(-16, -2));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const stored = page.getByRole("row", { name: /Discover who you really are/ });
  await expect(stored).toHaveCount(1);
  await expect(stored.getByText("Human")).toBeVisible();
  await stored.getByRole("button", { name: /^Edit the Spanish translation/ }).click();
  const corrected = spanish.replace("Descubre", "Descubre hoy");
  await page.getByRole("dialog").getByLabel("Translation").fill(corrected);
  await page.getByRole("dialog").getByRole("button", { name: "Save translation" }).click();
  await expect(toast(page, "Translation saved")).toBeVisible();
  await expect(stored.getByText(corrected)).toBeVisible();

  await stored.getByRole("button", { name: /^Delete the Spanish translation/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Translation deleted")).toBeVisible();
  await expect(page.getByText(/No translations match/)).toBeVisible();
  await visitorSees(browser, baseURL!, "es", "/", corrected, false);
});

test("the glossary keeps names and scripture books per language, and staff edit it", async ({ page }) => {
  const term = `Born again ${Date.now()}`;
  await page.goto("/admin/translations");
  await page.getByRole("tab", { name: "Glossary" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /^FIRSTbORN kept as is/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^John Juan/ })).toBeVisible();
  await choose(page, "Glossary language", "German");
  await expect(table.getByRole("row", { name: /^John Johannes/ })).toBeVisible();

  const add = page.getByRole("region", { name: "Add term" });
  await add.getByRole("button", { name: "Add term" }).click();
  await expect(add.getByText("Please enter a term and its rendering").first()).toBeVisible();
  await add.getByLabel("Term").fill(term);
  await expect(add.getByRole("combobox", { name: "Language" })).toHaveText("German");
  await add.getByLabel("Rendering").fill("Wiedergeboren");
  await add.getByRole("button", { name: "Add term" }).click();
  await expect(toast(page, "Term added")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(`^${term} Wiedergeboren`) })).toBeVisible();

  await add.getByLabel("Term").fill(term);
  await add.getByLabel("Rendering").fill("Neu geboren");
  await add.getByRole("button", { name: "Add term" }).click();
  await expect(add.getByText("This term is already in the glossary for that language.")).toBeVisible();

  await table.getByRole("button", { name: `Edit ${term} (German)` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit term" });
  await dialog.getByLabel("Rendering").fill("Von neuem geboren");
  await dialog.getByRole("button", { name: "Save term" }).click();
  await expect(toast(page, "Term saved")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(`^${term} Von neuem geboren`) })).toBeVisible();

  await table.getByRole("button", { name: `Delete ${term} (German)` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Term deleted")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(`^${term}`) })).toHaveCount(0);
});

test("staff translate a chatbot question and its approved answer; a visitor asking in Spanish gets that answer", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const [document] = await (await request.get("/api/documents")).json();
  const created = await request.post("/api/questions", {
    data: {
      question: `Who founded the ministry in ${stamp}?`,
      answer: `A house church founded it in ${stamp}.`,
      documentId: document.id,
    },
  });
  expect(created.status()).toBe(201);
  const question = await created.json();
  const spanish = { question: `¿Quién fundó el ministerio en ${stamp}?`, answer: `La fundó una iglesia en ${stamp}.` };
  try {
    await page.goto("/admin/translations");
    await openTab(page, "Site content");
    await choose(page, "Part of the site", "Chatbot questions and answers");
    for (const [part, text] of [
      ["question", spanish.question],
      ["approved answer", spanish.answer],
    ] as const) {
      const row = page.getByRole("row").filter({ hasText: part === "question" ? question.question : question.answer });
      await row.getByRole("button", { name: /^Add a Spanish translation/ }).click();
      const dialog = page.getByRole("dialog", { name: "Add a Spanish translation" });
      await dialog.getByLabel("Translation").fill(text);
      await dialog.getByRole("button", { name: "Save translation" }).click();
      await expect(toast(page, "Translation saved")).toBeVisible();
      await expect(row.getByText("Human")).toBeVisible();
    }
    // The teachings have their own part too.
    await choose(page, "Part of the site", "Teachings");
    await expect(page.getByRole("combobox", { name: "Part of the site" })).toHaveText("Teachings");

    const asked = await request.post("/api/chatbot/message", {
      data: { question: spanish.question, sessionId: `session_${stamp}`, targetLanguage: "es" },
    });
    expect((await asked.json()).data.message.answer).toBe(spanish.answer);
  } finally {
    await request.delete(`/api/questions/${question.id}`);
    for (const text of [question.question, question.answer]) {
      const listed = await request.get(`/api/translations?language=es&q=${encodeURIComponent(text.slice(0, 30))}`);
      for (const row of (await listed.json()).items ?? []) await request.delete(`/api/translations/${row.id}`);
    }
  }
});
