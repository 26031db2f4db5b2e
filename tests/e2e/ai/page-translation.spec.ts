import { type Browser } from "@playwright/test";
import { expect, test, type RoleContexts } from "../support/fixtures";
import { catalogue } from "../support/catalogues";
import { resetFake, setFakeRules } from "../../support/fake-openai.mjs";
import { publicSettings } from "../support/site";

// With a provider, what a page shows without a stored translation is translated in the
// browser while the banner says so, then shown; a failing provider leaves the original, silently.
// Machine translations made here are deleted afterwards (the database is shared with the other server).

test.beforeEach(async () => resetFake());

async function deleteMachineTranslations(as: RoleContexts, language: string) {
  for (;;) {
    const { items } = (await (await as.admin.get(`/api/translations?language=${language}&origin=machine`)).json()) as {
      items: { id: number }[];
    };
    if (items.length === 0) return;
    for (const item of items) await as.admin.delete(`/api/translations/${item.id}`);
  }
}

async function visitor(browser: Browser, baseURL: string, language: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "preferredLanguage", value: language, url: baseURL }]);
  return context;
}

const banner = (language: string) => {
  const t = catalogue(language);
  return t("site.translating").replace("{language}", t("site.language.name"));
};

test("Home in Italian: missing texts are translated under the banner, then stored for every visitor", async ({
  browser,
  baseURL,
  request,
  as,
}) => {
  const settings = await publicSettings(request);
  await setFakeRules([{ match: "into Italian", reply: "IT: $LAST_USER", delayMs: 1_500 }]);
  const context = await visitor(browser, baseURL!, "it");
  try {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: banner("it") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`IT: ${settings.home_welcome_heading}`);
    await expect(page.getByText(banner("it"))).toBeHidden();
    // The glossary kept the ministry's name.
    expect(settings.home_welcome_heading).toContain("FIRSTbORN");

    // Stored: a new visitor gets it in the first HTML, without the provider.
    await setFakeRules([{ status: 500 }]);
    const second = await context.newPage();
    const html = await (await second.goto("/"))!.text();
    expect(html).toContain(`IT: ${settings.home_welcome_heading}`);
  } finally {
    await context.close();
    await deleteMachineTranslations(as, "it");
  }
});

test("when the provider fails the original stays, with no error shown", async ({ browser, baseURL, request }) => {
  const settings = await publicSettings(request);
  await setFakeRules([{ match: "into German", status: 500, delayMs: 800 }]);
  const context = await visitor(browser, baseURL!, "de");
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const answers: number[] = [];
  page.on("response", (response) => response.url().endsWith("/api/translate") && answers.push(response.status()));

  await page.goto("/about");
  await expect(page.getByRole("status").filter({ hasText: banner("de") })).toBeVisible();
  await expect(page.getByText(banner("de"))).toBeHidden();
  expect(answers.length).toBeGreaterThan(0);
  await expect(page.getByText(settings.about_mission)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogue("de")("about.heading"));
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("suggested questions come back translated (&language), in the API and in the chat", async ({
  browser,
  baseURL,
  request,
  as,
}) => {
  // Other tests' chats may have stored translations of these questions already.
  await deleteMachineTranslations(as, "es");
  await deleteMachineTranslations(as, "fr");
  await setFakeRules([
    { match: "into French", reply: "FR: $LAST_USER" },
    { match: "into Spanish", reply: "ES: $LAST_USER" },
  ]);
  try {
    const response = await request.get("/api/chatbot/questions/random?count=3&language=es");
    const { success, data } = (await response.json()) as { success: boolean; data: { question: string }[] };
    expect(success).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect(item.question).toMatch(/^ES: /);

    const t = catalogue("fr");
    const context = await visitor(browser, baseURL!, "fr");
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("button", { name: `${t("chat.launcher")} ${t("chat.dragHint")}` }).click();
    const suggested = page
      .getByRole("dialog", { name: t("chat.title") })
      .getByRole("region", { name: t("chat.suggested") })
      .getByRole("button");
    await expect(suggested.first()).toHaveText(/^FR: /);
    for (const text of await suggested.allTextContents()) expect(text).toMatch(/^FR: /);
    await context.close();
  } finally {
    await deleteMachineTranslations(as, "es");
    await deleteMachineTranslations(as, "fr");
  }
});

test("a book page in Portuguese is translated when shown, keeping its popover highlights", async ({
  browser,
  baseURL,
  as,
}) => {
  test.setTimeout(60_000);
  await setFakeRules([{ match: "into Portuguese", reply: "PT $LAST_USER", delayMs: 800 }]);
  const context = await visitor(browser, baseURL!, "pt");
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/flipbook?page=10");
    await expect(page.getByRole("status").filter({ hasText: banner("pt") })).toBeVisible();
    const sheet = page.getByRole("article", { name: /^Página 10: PT / });
    await expect(sheet).toBeVisible();
    await expect(page.getByText(banner("pt"))).toBeHidden();
    const highlight = sheet.locator("mark[data-popover-id]");
    await expect(highlight).toHaveCount(1);
    await expect(highlight).toHaveAttribute("title", "PT Born of the Spirit");
    await highlight.click();
    const dialog = page.getByRole("dialog", { name: "PT Born of the Spirit" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("PT Jesus goes on to explain");
  } finally {
    await context.close();
    await deleteMachineTranslations(as, "pt");
  }
});
