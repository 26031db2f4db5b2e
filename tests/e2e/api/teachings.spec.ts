// Teachings, speakers and series over the API (docs/decisions/019): who may call what, what is
// refused as invalid, and a teaching from creation through its draft to the site and the podcast
// feed, whose enclosure is the uploaded file (its length the file's size, served with Range).
import { expect, test } from "../support/fixtures";
import { form, makeMp3 } from "../../support/files";
import { validatePodcastFeed } from "../../support/podcast-validator";
import { withDb } from "../support/db";
import { MAX_TEACHING_LIST_ITEMS, MAX_TEACHINGS, TOO_MANY_TEACHINGS } from "@/lib/validation/teachings";

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("every teaching write needs staff: 401 without a session, 403 for a pending account", async ({ as }) => {
  const calls: [string, string, unknown?][] = [
    ["POST", "/api/speakers", { name: "S", slug: "s" }],
    ["PATCH", "/api/speakers/999999", { name: "S" }],
    ["DELETE", "/api/speakers/999999"],
    ["POST", "/api/series", { name: "S", slug: "s" }],
    ["PATCH", "/api/series/999999", { name: "S" }],
    ["DELETE", "/api/series/999999"],
    ["POST", "/api/teachings", { title: "T", slug: "t", date: "2026-11-01" }],
    ["DELETE", "/api/teachings/999999"],
    ["GET", "/api/content/teaching/999999/draft"],
    ["PUT", "/api/content/teaching/999999/draft", { title: "T", slug: "t", date: "2026-11-01" }],
    ["POST", "/api/content/teaching/999999/publish", { note: "" }],
  ];
  for (const [method, url, data] of calls) {
    expect((await as.anonymous.fetch(url, { method, data })).status(), `${method} ${url}`).toBe(401);
    expect((await as.pending.fetch(url, { method, data })).status(), `${method} ${url}`).toBe(403);
  }
  // Reading the lists and the feeds is public.
  for (const url of ["/api/speakers", "/api/series", "/api/teachings", "/teachings/feed.xml"])
    expect((await as.anonymous.get(url)).status(), url).toBe(200);
});

test("invalid input is a 400 naming the field, never a 500", async ({ as }) => {
  const invalid: [string, string, unknown, string][] = [
    ["POST", "/api/speakers", { name: "", slug: "ok" }, "name"],
    ["POST", "/api/speakers", { name: "Ann", slug: "Not A Slug" }, "slug"],
    ["POST", "/api/series", { name: "x".repeat(500), slug: "ok" }, "name"],
    ["POST", "/api/series", { name: "Ok", slug: "ok", imageUrl: "javascript:alert(1)" }, "imageUrl"],
    ["POST", "/api/teachings", { title: "T", slug: "t", date: "27/11/2026" }, "date"],
    ["POST", "/api/teachings", { title: "", slug: "t", date: "2026-11-27" }, "title"],
  ];
  for (const [method, url, data, field] of invalid) {
    const response = await as.editor.fetch(url, { method, data });
    expect(response.status(), `${method} ${url} ${JSON.stringify(data).slice(0, 60)}`).toBe(400);
    expect(Object.keys((await response.json()).errors ?? {})).toContain(field);
  }
  expect((await as.anonymous.get("/api/teachings?book=%3Cscript%3E")).status()).toBe(400);
  expect((await as.anonymous.get("/api/teachings?speaker=NOT%20A%20SLUG")).status()).toBe(400);
  expect((await as.anonymous.get("/teachings/series/no-such-series/feed.xml")).status()).toBe(404);
  expect((await as.editor.patch("/api/speakers/999999", { data: { name: "Gone" } })).status()).toBe(404);
  expect((await as.editor.delete("/api/teachings/999999")).status()).toBe(404);
});

test("a teaching goes from draft to the site and the podcast feed; drafts appear nowhere public", async ({ as }) => {
  const speaker = await (
    await as.editor.post("/api/speakers", { data: { name: "Ann Preacher", slug: unique("ann") } })
  ).json();
  const seriesResponse = await as.editor.post("/api/series", {
    data: { name: "Gospel of John", slug: unique("john"), description: "Through John" },
  });
  expect(seriesResponse.status()).toBe(201);
  const series = await seriesResponse.json();
  expect(series).toMatchObject({ name: "Gospel of John", description: "Through John", teachings: 0 });
  const duplicate = await as.editor.post("/api/series", { data: { name: "Again", slug: series.slug } });
  expect(duplicate.status()).toBe(409);

  const mp3 = makeMp3();
  const upload = await as.editor.post("/api/upload/audio", {
    multipart: form({}, [{ field: "audio", name: "message.mp3", bytes: mp3 }]),
  });
  expect(upload.status()).toBe(201);
  const { audioUrl } = await upload.json();
  // A file that is not what its name says is refused by the upload checks.
  const fake = await as.editor.post("/api/upload/audio", {
    multipart: form({}, [{ field: "audio", name: "fake.mp3", bytes: "<html>not audio</html>" }]),
  });
  expect(fake.status()).toBe(415);

  const slug = unique("born-again");
  const created = await as.editor.post("/api/teachings", { data: { title: "Born again", slug, date: "2026-11-01" } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    expect((await as.editor.post("/api/teachings", { data: { title: "x", slug, date: "2026-11-01" } })).status()).toBe(
      409,
    );
    const snapshot = {
      title: "Born again",
      slug,
      date: "2026-11-01",
      speakerId: speaker.id,
      seriesId: series.id,
      scripture: "John 3:16-21",
      summary: "Nicodemus comes by night.",
      notes: "<p>For God so loved the world.</p><img src=x onerror=alert(1)>",
      audioUrl,
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    };
    const badDrafts: [Record<string, unknown>, string][] = [
      [{ ...snapshot, scripture: "somewhere in the middle" }, "scripture"],
      [{ ...snapshot, audioUrl: "https://example.org/x.mp3" }, "audioUrl"],
      [{ ...snapshot, videoUrl: "javascript:alert(1)" }, "videoUrl"],
      // Only a YouTube or shared-drive player goes in the page's frame, never another site.
      [{ ...snapshot, videoUrl: "https://evil.example/fake-login" }, "videoUrl"],
      [{ ...snapshot, videoUrl: "https://drive.google.com/drive/folders" }, "videoUrl"],
      // Nesting the sanitiser's parser reads in quadratic time (security review 5, H1).
      [{ ...snapshot, notes: "<b>".repeat(5_000) }, "notes"],
      [{ ...snapshot, notes: "x".repeat(200_001) }, "notes"],
    ];
    for (const [data, field] of badDrafts) {
      const response = await as.editor.put(`/api/content/teaching/${id}/draft`, { data });
      expect(response.status(), field).toBe(400);
      expect(Object.keys((await response.json()).errors ?? {})).toContain(field);
    }
    const saved = await as.editor.put(`/api/content/teaching/${id}/draft`, { data: snapshot });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await saved.json()).snapshot.notes).not.toContain("onerror");

    const publicList = async (query = "") =>
      ((await (await as.anonymous.get(`/api/teachings${query}`)).json()) as { slug: string }[]).map((t) => t.slug);
    expect(await publicList()).not.toContain(slug);
    expect(await (await as.anonymous.get("/teachings/feed.xml")).text()).not.toContain(slug);

    const published = await as.editor.post(`/api/content/teaching/${id}/publish`, { data: { note: "First" } });
    expect(published.status(), await published.text()).toBe(200);
    expect(await publicList()).toContain(slug);
    expect(await publicList(`?series=${series.slug}`)).toEqual([slug]);
    expect(await publicList(`?speaker=${speaker.slug}&book=John`)).toEqual([slug]);
    expect(await publicList(`?speaker=${speaker.slug}&book=Gen`)).toEqual([]);

    for (const url of ["/teachings/feed.xml", `/teachings/series/${series.slug}/feed.xml`]) {
      const feed = await as.anonymous.get(url);
      expect(feed.headers()["content-type"]).toContain("application/rss+xml");
      const { problems, episodes, language } = validatePodcastFeed(await feed.text());
      expect(problems, url).toEqual([]);
      // The language its audio speaks: the site's original, English, in every feed.
      expect(language, url).toBe("en");
      const episode = episodes.find((item) => item.url.endsWith(audioUrl))!;
      expect(episode).toMatchObject({ title: "Born again", author: "Ann Preacher", type: "audio/mpeg" });
      expect(episode.length).toBe(mp3.length);
      const whole = await as.anonymous.get(new URL(episode.url).pathname);
      expect((await whole.body()).length).toBe(episode.length);
      const seek = await as.anonymous.get(new URL(episode.url).pathname, { headers: { Range: "bytes=1000-1999" } });
      expect(seek.status()).toBe(206);
      expect(seek.headers()["content-range"]).toBe(`bytes 1000-1999/${mp3.length}`);
    }

    // No feed per site language: the audio is in English whatever the page's language.
    expect((await as.anonymous.get("/es/teachings/feed.xml")).status()).toBe(404);

    const unpublished = await as.editor.post(`/api/content/teaching/${id}/unpublish`);
    expect(unpublished.status()).toBe(200);
    expect(await publicList()).not.toContain(slug);
  } finally {
    expect((await as.editor.delete(`/api/teachings/${id}`)).status()).toBe(200);
    await as.editor.delete(`/api/speakers/${speaker.id}`);
    await as.editor.delete(`/api/series/${series.id}`);
  }
  expect((await as.editor.get(`/api/content/teaching/${id}/draft`)).status()).toBe(404);
});

test("a full site refuses one more teaching, speaker or series with 409 and the reason", async ({ as }) => {
  const prefix = unique("filler");
  await withDb(async (client) => {
    // Unpublished fillers by SQL, up to each limit, removed whatever the outcome.
    const fill = (table: string, limit: number) =>
      client.query(
        `INSERT INTO "${table}" (name, slug, "updatedAt")
         SELECT $1 || '-' || g, $1 || '-' || g, now()
         FROM generate_series(1, greatest(0, $2::int - (SELECT count(*) FROM "${table}")::int)) g`,
        [prefix, limit],
      );
    try {
      await fill("Speaker", MAX_TEACHING_LIST_ITEMS);
      await fill("TeachingSeries", MAX_TEACHING_LIST_ITEMS);
      await client.query(
        `INSERT INTO "Teaching" (title, slug, date, "updatedAt")
         SELECT $1 || '-' || g, $1 || '-' || g, DATE '2000-01-01', now()
         FROM generate_series(1, greatest(0, $2::int - (SELECT count(*) FROM "Teaching")::int)) g`,
        [prefix, MAX_TEACHINGS],
      );
      const teaching = await as.editor.post("/api/teachings", {
        data: { title: "One more", slug: `${prefix}-one-more`, date: "2026-11-01" },
      });
      expect(teaching.status()).toBe(409);
      expect(await teaching.json()).toEqual({ message: TOO_MANY_TEACHINGS });
      for (const [path, noun] of [
        ["/api/speakers", "speakers"],
        ["/api/series", "series"],
      ]) {
        const item = await as.editor.post(path, { data: { name: "One more", slug: `${prefix}-one-more` } });
        expect(item.status(), path).toBe(409);
        expect(await item.json()).toEqual({
          message: `A site holds at most ${MAX_TEACHING_LIST_ITEMS} ${noun}. Delete one before adding another.`,
        });
      }
    } finally {
      for (const table of ["Teaching", "Speaker", "TeachingSeries"])
        await client.query(`DELETE FROM "${table}" WHERE slug LIKE $1 || '-%'`, [prefix]);
    }
  });
});
