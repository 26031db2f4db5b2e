// The public texts: a change through the spec's PATCH /api/settings/{id} is kept in their
// history as a publish (version, audit entry, cache expiry) and leaves a draft's edits alone; their
// preview opens for admins only (docs/decisions/016).
import { expect, test, type RoleContexts } from "../support/fixtures";

type Setting = { id: number; name: string; value: string; [field: string]: unknown };
type TextsState = { snapshot: { title: string; texts: Record<string, string> }; draft: unknown };

const DRAFT = "/api/content/site-texts/1/draft";
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function settingNamed(as: RoleContexts, name: string): Promise<Setting> {
  const settings: Setting[] = await (await as.admin.get("/api/settings")).json();
  const setting = settings.find((row) => row.name === name);
  if (!setting) throw new Error(`The seed has no ${name} row`);
  return setting;
}

async function draftWith(as: RoleContexts, texts: Record<string, string>) {
  const state: TextsState = await (await as.admin.get(DRAFT)).json();
  const saved = await as.admin.put(DRAFT, {
    data: { ...state.snapshot, texts: { ...state.snapshot.texts, ...texts } },
  });
  expect(saved.status()).toBe(200);
}

test("PATCH of a public text keeps a version, an audit entry and expires the cache; a draft's edits stay", async ({
  as,
}) => {
  const tagline = await settingNamed(as, "site_tagline");
  const { id: _id, updatedAt: _updatedAt, ...fields } = tagline;
  const drafted = unique("Drafted intro");
  const changed = unique("Tagline by API");
  try {
    await draftWith(as, { home_intro: drafted });
    const response = await as.admin.patch(`/api/settings/${tagline.id}`, { data: { ...fields, value: changed } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    // The spec's shape: the setting, as before.
    expect(Object.keys(body).sort()).toEqual(Object.keys(tagline).sort());
    expect(body).toMatchObject({ id: tagline.id, name: "site_tagline", value: changed });

    const [version] = await (await as.admin.get("/api/content/site-texts/1/versions")).json();
    expect(version).toMatchObject({ note: "Changed through the settings API", publishedByName: "admin_e2e" });
    const detail = await (await as.admin.get(`/api/content/site-texts/1/versions/${version.id}`)).json();
    expect(detail.snapshot.texts.site_tagline).toBe(changed);

    const state: TextsState = await (await as.admin.get(DRAFT)).json();
    expect(state.draft).not.toBeNull();
    expect(state.snapshot.texts.home_intro).toBe(drafted);
    expect(state.snapshot.texts.site_tagline).toBe(changed);

    const activity = await as.admin.get(`/api/activity?entityType=${encodeURIComponent("public texts")}`);
    const [entry] = (await activity.json()).items as { action: string; summary: string }[];
    expect(entry).toMatchObject({ action: "publish" });
    expect(entry.summary).toContain("Changed through the settings API: site_tagline");

    await expect.poll(async () => (await as.anonymous.get("/")).text(), { timeout: 15_000 }).toContain(changed);
    expect(await (await as.anonymous.get("/")).text()).not.toContain(drafted);
  } finally {
    await as.admin.patch(`/api/settings/${tagline.id}`, { data: { ...fields, value: tagline.value } });
    await as.admin.delete(DRAFT);
  }
});

test("the public texts' preview: anonymous to the login, editors not allowed, admins see the draft", async ({ as }) => {
  const heading = unique("Previewed heading");
  try {
    await draftWith(as, { home_welcome_heading: heading });
    const path = "/admin/preview/site-texts?page=home&lang=es";
    const stranger = await as.anonymous.get(path, { maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(stranger.status());
    expect(stranger.headers().location).toContain("/admin/login");

    // The kind is admin-only: an editor gets the not-found page (streamed after the shell, so its
    // status stays 200, as for the other previews; Next marks the stream with this digest).
    const refused = await (await as.editor.get(path)).text();
    expect(refused).not.toContain(heading);
    expect(refused).not.toContain('data-testid="preview-banner"');
    expect(refused).toContain("NEXT_HTTP_ERROR_FALLBACK;404");

    const shown = await as.admin.get(path);
    expect(shown.status()).toBe(200);
    expect(shown.headers()["cache-control"]).toContain("no-store");
    const html = await shown.text();
    expect(html).toContain(heading);
    expect(html).toContain('data-testid="preview-banner"');
    expect(html).toContain('lang="es"');
    const unknownPage = await (await as.admin.get("/admin/preview/site-texts?page=settings&lang=es")).text();
    expect(unknownPage).toContain("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(unknownPage).not.toContain(heading);
    expect(await (await as.anonymous.get("/")).text()).not.toContain(heading);
  } finally {
    await as.admin.delete(DRAFT);
  }
});

test("the preview banner says when there is no draft: what visitors see now", async ({ as }) => {
  await as.admin.delete(DRAFT);
  // The banner's own text: the page also carries the workflow's catalogue, with both sentences in it.
  const banner = async () =>
    /data-testid="preview-banner">([^<]*)</.exec(
      await (await as.admin.get("/admin/preview/site-texts?page=home&lang=en")).text(),
    )?.[1];
  expect(await banner()).toBe("Preview — there is no draft: this is what visitors see now.");

  await draftWith(as, { home_intro: unique("Drafted intro") });
  try {
    expect(await banner()).toBe("Preview of the draft — visitors do not see this yet.");
  } finally {
    await as.admin.delete(DRAFT);
  }
});
