// The audit trail records staff changes, approvals and role changes; admins
// read and export it with exact filters; no method of the API edits or removes an entry.
import { expect, test, type RoleContexts } from "../support/fixtures";
import { freshIp, registerAndSignIn } from "../support/accounts";
import { uniqueTitle } from "../support/booklets";

type Entry = {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: number | null;
  summary: string;
};
type ActivityPage = { items: Entry[]; total: number; actors: { id: number; name: string }[]; entityTypes: string[] };

let editorId: number;

test.beforeAll(async ({ as }) => {
  editorId = (await (await as.editor.get("/api/user")).json()).id;
});

async function activity(as: RoleContexts, query: string): Promise<ActivityPage> {
  const response = await as.admin.get(`/api/activity?${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test("each step of an editor's work on a booklet is recorded, by whom, on what", async ({ as }) => {
  const title = uniqueTitle("Audited booklet");
  const created = await as.editor.post("/api/booklets", { data: { title } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const page = await as.editor.post(`/api/booklets/${id}/pages`, {
    data: { title: "First page", content: "<p>Hello</p>" },
  });
  const { id: pageId } = await page.json();
  expect(
    (await as.editor.patch(`/api/booklet-pages/${pageId}`, { data: { title: "First page, revised" } })).status(),
  ).toBe(200);
  // A refused change and a preview render are not changes.
  expect((await as.editor.patch(`/api/booklet-pages/${pageId}`, { data: { title: "" } })).status()).toBe(400);
  expect((await as.editor.post("/api/booklet-pages/preview", { data: { content: "<p>x</p>" } })).status()).toBe(200);
  expect((await as.editor.delete(`/api/booklets/${id}`)).status()).toBe(200);

  const { items } = await activity(as, `userId=${editorId}`);
  const mine = items.filter(
    (entry) =>
      (entry.entityType === "booklet" && entry.entityId === id) ||
      (entry.entityType === "booklet page" && entry.entityId === pageId),
  );
  expect(mine.map((entry) => [entry.action, entry.entityType, entry.summary])).toEqual([
    ["delete", "booklet", `Deleted booklet #${id}`],
    ["update", "booklet page", 'Changed booklet page "First page, revised"'],
    ["create", "booklet page", 'Created booklet page "First page"'],
    ["create", "booklet", `Created booklet "${title}"`],
  ]);
  expect(mine.every((entry) => entry.actorId === editorId && entry.actorName === "editor_e2e")).toBe(true);
});

test("approving an account and changing its role are recorded as such", async ({ playwright, baseURL, as }) => {
  const username = `audited_${Date.now().toString(36)}`;
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const { id } = await registerAndSignIn(visitor, {
    username,
    email: `${username}@example.org`,
    password: "Audited-pass-1",
  });
  await visitor.dispose();

  expect((await as.admin.patch(`/api/users/${id}`, { data: { role: "editor" } })).status()).toBe(200);
  expect((await as.admin.patch(`/api/users/${id}`, { data: { role: "admin" } })).status()).toBe(200);
  expect((await as.admin.patch(`/api/users/${id}`, { data: { role: "admin" } })).status()).toBe(200);
  expect((await as.admin.delete(`/api/users/${id}`)).status()).toBe(200);

  const approvals = await activity(as, "action=approve&entityType=user");
  expect(approvals.items.find((entry) => entry.entityId === id)).toMatchObject({
    actorName: "admin_e2e",
    summary: `Approved ${username} as editor`,
  });
  const changes = (await activity(as, "entityType=user")).items.filter((entry) => entry.entityId === id);
  expect(changes.map((entry) => [entry.action, entry.summary])).toEqual([
    ["delete", `Removed the account ${username}`],
    ["role_change", `Changed ${username} from editor to admin`],
    ["approve", `Approved ${username} as editor`],
  ]);
});

test("filters are exact, bad ones are 400, and the CSV follows them", async ({ as }) => {
  const all = await activity(as, "");
  expect(all.total).toBeGreaterThan(0);
  expect(all.entityTypes).toContain("booklet");
  expect((await activity(as, "entityType=book")).items.every((entry) => entry.entityType === "book")).toBe(true);
  expect((await activity(as, "entityType=%25")).total).toBe(0);
  expect((await activity(as, "to=2000-01-01")).total).toBe(0);
  for (const query of ["action=*", "userId=abc", "from=2026-02-30x", "page=0", `entityType=${"x".repeat(100)}`]) {
    const response = await as.admin.get(`/api/activity?${query}`);
    expect(response.status(), query).toBe(400);
  }

  const csv = await as.admin.get(`/api/activity/export?userId=${editorId}&action=create`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = await csv.text();
  const [header, ...rows] = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toBe("date,user,action,entity,entity id,summary");
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.includes(",editor_e2e,create,"))).toBe(true);
});

test("no method of the API changes or removes an entry", async ({ as }) => {
  const [entry] = (await activity(as, "")).items;
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    const onList = await as.admin.fetch("/api/activity", { method, data: { summary: "rewritten" } });
    expect(onList.status(), `${method} /api/activity`).toBe(405);
    const onEntry = await as.admin.fetch(`/api/activity/${entry.id}`, { method, data: { summary: "rewritten" } });
    expect(onEntry.status(), `${method} /api/activity/${entry.id}`).toBe(404);
  }
  expect((await activity(as, "")).items.find((row) => row.id === entry.id)).toEqual(entry);
});
