// The scheduler's endpoint for hosts where no process runs the per-minute timer (serverless):
// a host's cron calls it with "Authorization: Bearer CRON_SECRET" and due drafts are published.
import { expect, test } from "../support/fixtures";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";
import { withDb } from "../support/db";

const SECRET = process.env.E2E_CRON_SECRET ?? "e2e-only-cron-secret-0123456789";

test("without the secret, or with a wrong one, the endpoint is 401 and publishes nothing", async ({ as }) => {
  for (const authorization of [
    undefined,
    "",
    `Bearer ${SECRET}x`,
    `Bearer ${SECRET.slice(0, -1)}`,
    SECRET,
    "Basic x",
  ]) {
    const response = await as.anonymous.get("/api/cron/publish-due", {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    expect(response.status(), String(authorization)).toBe(401);
    expect(await response.json()).toEqual({ message: "A valid cron secret is required." });
  }
  // A signed-in admin is not a cron either.
  expect((await as.admin.get("/api/cron/publish-due")).status()).toBe(401);
});

test("with the secret it publishes the drafts whose time has come, once", async ({ as }) => {
  // The server's own per-minute timer may claim a due draft first; it must then be this call's turn
  // within a few tries (each claim is atomic, so the draft is published exactly once either way).
  const ids: number[] = [];
  try {
    let publishedByCron = false;
    for (let attempt = 0; attempt < 3 && !publishedByCron; attempt++) {
      const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Cron") }, [{ title: "One" }], {
        publish: false,
      });
      ids.push(id);
      const { snapshot } = await (await as.editor.get(`/api/content/booklet/${id}/draft`)).json();
      expect((await as.editor.put(`/api/content/booklet/${id}/draft`, { data: snapshot })).status()).toBe(200);
      const publishAt = new Date(Date.now() + 3_600_000).toISOString();
      expect((await as.editor.put(`/api/content/booklet/${id}/schedule`, { data: { publishAt } })).status()).toBe(200);
      expect((await as.anonymous.get(`/api/booklets/${id}`)).status()).toBe(404);

      const notDue = await as.anonymous.get("/api/cron/publish-due", {
        headers: { Authorization: `Bearer ${SECRET}` },
      });
      expect(notDue.status()).toBe(200);
      expect((await notDue.json()).published).not.toContainEqual(expect.objectContaining({ entityId: id }));

      await withDb((client) =>
        client.query(
          `UPDATE "ContentDraft" SET "publishAt" = now() - interval '1 minute' WHERE "entityType" = 'booklet' AND "entityId" = $1`,
          [id],
        ),
      );
      const due = await as.anonymous.get("/api/cron/publish-due", { headers: { Authorization: `Bearer ${SECRET}` } });
      expect(due.status()).toBe(200);
      const { published } = (await due.json()) as { published: { entityType: string; entityId: number }[] };
      publishedByCron = published.some((item) => item.entityType === "booklet" && item.entityId === id);
      expect((await as.anonymous.get(`/api/booklets/${id}`)).status(), "on the site").toBe(200);
    }
    expect(publishedByCron).toBe(true);
  } finally {
    for (const id of ids) await deleteTestBooklet(as.admin, id);
  }
});
