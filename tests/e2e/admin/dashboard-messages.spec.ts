import { expect, test } from "../support/fixtures";
import { storageStatePath } from "../support/accounts";
import { insertContactMessage } from "../support/db";

test.use({ storageState: storageStatePath("editor") });

test("the dashboard shows counts, quick links, unread messages and the AI status", async ({
  page,
  as,
  removeAfter,
}) => {
  const id = await insertContactMessage({
    name: "Dora",
    email: "dora@example.org",
    subject: "Dashboard",
    message: "Hello",
  });
  removeAfter(as.editor, `/api/contact/messages/${id}`);
  await page.goto("/admin/dashboard");
  for (const label of ["Documents", "Questions", "Contact Messages"]) {
    await expect(page.getByRole("main").getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByText(/^\d+$/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Documents" })).toHaveAttribute("href", "/admin/documents");
  await expect(page.getByRole("link", { name: "Manage Questions" })).toHaveAttribute("href", "/admin/questions");
  await expect(page.getByRole("link", { name: "View Messages" })).toHaveAttribute("href", "/admin/messages");
  await expect(page.getByRole("link", { name: "Interactive Book" })).toHaveAttribute(
    "href",
    "/admin/flipbook-management",
  );
  await expect(page.getByRole("link", { name: /\d+ unread contact message\(s\)/ })).toBeVisible();
  await expect(page.getByText("Not configured")).toBeVisible();
  await expect(page.getByText(/No AI provider is configured\. Everything still works/)).toBeVisible();
});

test("a count that fails to load says so and can be retried", async ({ page }) => {
  let fail = true;
  await page.route("**/api/documents/count", (route) =>
    fail ? route.fulfill({ status: 500, json: { message: "Boom" } }) : route.fallback(),
  );
  await page.goto("/admin/dashboard");
  await expect(page.getByText("Could not load this count.")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Could not load this count.")).toHaveCount(0);
});

test("contact messages: newest first, read and unread, reply by email, delete with confirmation", async ({
  page,
  as,
  removeAfter,
}) => {
  const stamp = Date.now();
  const older = await insertContactMessage({
    name: "Eli",
    email: "eli@example.org",
    subject: `Older ${stamp}`,
    message: "About the booklets",
    createdAt: new Date(Date.now() - 3_600_000),
  });
  removeAfter(as.editor, `/api/contact/messages/${older}`);
  const newer = await insertContactMessage({
    name: "Fay",
    email: "fay@example.org",
    subject: `Newer ${stamp}`,
    message: "About the book",
  });
  removeAfter(as.editor, `/api/contact/messages/${newer}`);
  await page.goto("/admin/messages");
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings.filter({ hasText: `Newer ${stamp}` })).toBeVisible();
  const titles = await headings.allTextContents();
  expect(titles.indexOf(`Newer ${stamp}`)).toBeLessThan(titles.indexOf(`Older ${stamp}`));

  const card = page.getByRole("article", { name: `Newer ${stamp}` });
  await expect(card.getByText("Unread")).toBeVisible();
  await expect(card.getByText("About the book")).toBeVisible();
  await expect(card.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    `mailto:fay%40example.org?subject=Re%3A%20Newer%20${stamp}`,
  );
  await card.getByRole("button", { name: "Mark as read" }).click();
  await expect(card.getByText("Read", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Mark as unread" }).click();
  await expect(card.getByText("Unread")).toBeVisible();

  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Delete the message from Fay?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted")).toBeVisible();
  await expect(page.getByRole("article", { name: `Newer ${stamp}` })).toHaveCount(0);
  expect((await page.request.delete(`/api/contact/messages/${newer}`)).status()).toBe(404);
});

test("when messages fail to load, an error with retry shows and never sample messages", async ({ page }) => {
  let fail = true;
  await page.route("**/api/contact/messages", (route) =>
    fail ? route.fulfill({ status: 500, json: { message: "Database unavailable" } }) : route.fallback(),
  );
  await page.goto("/admin/messages");
  await expect(page.getByText("Error loading messages: Database unavailable")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Error loading messages")).toHaveCount(0);
});
