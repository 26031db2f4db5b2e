import { expect, test, type Page } from "@playwright/test";
import { freshIp } from "../support/accounts";
import { catalogue } from "../support/catalogues";
import { waitUntilHydrated } from "../support/hydration";

// A browser's own translator (Chrome's "Translate this page") swaps each text node for
// <font><font>translated</font></font>, behind React's back. React's next update of such a text
// used to throw (facebook/react#11538) and the page stopped responding. Done here the way Chrome
// does it (translate="no" parts left alone), then the page must still work. Each test translates once
// the page has hydrated, as Chrome does after load: text changed before hydration is a recoverable
// mismatch React answers by rendering on the client, which is not what this guards.

/** Replaces every text node outside translate="no" with Chrome's pair of <font> elements. */
const translateLikeChrome = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.nodeValue?.trim() && !node.parentElement?.closest("script, style, [translate='no']")
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    for (const node of nodes) {
      const outer = document.createElement("font");
      const inner = document.createElement("font");
      outer.style.verticalAlign = inner.style.verticalAlign = "inherit";
      inner.textContent = `«${node.nodeValue}»`;
      outer.append(inner);
      node.replaceWith(outer);
    }
    return nodes.length;
  });

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() }));

test("after the browser translates the page, the chat still opens and answers", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/about");
  const chat = page.getByRole("button", { name: /Chat/ });
  await waitUntilHydrated(chat);
  expect(await translateLikeChrome(page)).toBeGreaterThan(20);
  await chat.click();
  const panel = page.getByRole("dialog");
  await expect(panel).toBeVisible();
  await translateLikeChrome(page);
  await panel.getByRole("textbox").fill("What does it mean to be sealed by the Spirit?");
  await panel.getByRole("textbox").press("Enter");
  await expect(panel.getByRole("link", { name: /Interactive book, page \d+/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  expect(errors).toEqual([]);
});

test("after the browser translates the page, the book still turns its pages", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/flipbook?page=3");
  const next = page.getByRole("button", { name: "Next page" });
  await waitUntilHydrated(next);
  await translateLikeChrome(page);
  await next.click();
  await expect(page).toHaveURL(/page=[45]/);
  await translateLikeChrome(page);
  await next.click();
  await expect(page).toHaveURL(/page=[67]/);
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/page=[45]/);
  expect(errors).toEqual([]);
});

test("after the browser translates the page, the language select still switches the site", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/contact");
  const select = page.getByRole("banner").getByRole("combobox", { name: "Language" });
  await waitUntilHydrated(select);
  await translateLikeChrome(page);
  await select.selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("banner").getByRole("combobox", { name: catalogue("es")("site.language.label") }),
  ).toHaveValue("es");
  expect(errors).toEqual([]);
});

/**
 * The contact form, filled, then translated, then sent: sending swaps the button's text for a
 * spinner and "Sending...", so React removes a text node the translator has moved into <font>.
 */
async function sendContactAfterTranslating(page: Page) {
  await page.goto("/contact");
  await waitUntilHydrated(page.locator("main form button[type=submit]"));
  await page.getByLabel("Name").fill("Lydia");
  await page.getByLabel("Email").fill(`lydia-${Date.now()}@example.org`);
  await page.getByLabel("Message").fill("A question after translating the page.");
  await translateLikeChrome(page);
  await page.locator("main form button[type=submit]").click();
}

test("after the browser translates the page, the contact form still sends", async ({ page }) => {
  const errors = collectErrors(page);
  await sendContactAfterTranslating(page);
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByLabel(/Message/)).toHaveValue("");
  expect(errors).toEqual([]);
});

test("the guard is what keeps it working: with its script taken out of the page, sending the form breaks", async ({
  page,
}) => {
  // The page as served, minus the guard (the inline script in <head> that patches Node.prototype).
  await page.route(/\/contact$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script>\(function\(\)\{var p=Node\.prototype[^<]*<\/script>/, "");
    await route.fulfill({ response, body: html });
  });
  const errors = collectErrors(page);
  await sendContactAfterTranslating(page);
  expect(await page.evaluate(() => Node.prototype.removeChild.toString())).toContain("[native code]");
  await expect.poll(() => errors.join("\n"), { timeout: 10_000 }).toMatch(/removeChild|insertBefore|not a child/i);
});
