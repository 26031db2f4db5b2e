import { expect, test } from "../support/fixtures";
import { insertContactMessage } from "../support/db";
import { form, makePdf, makeWav, pngDeclaring, TINY_PNG } from "../../support/files";

test("contact messages: newest first, counts with unread, mark read, delete", async ({ as }) => {
  const before = await (await as.editor.get("/api/messages/count")).json();
  const older = await insertContactMessage({
    name: "Ada",
    email: "ada@example.org",
    subject: "Older",
    message: "First",
    createdAt: new Date(Date.now() - 60_000),
  });
  const newer = await insertContactMessage({ name: "Ben", email: "ben@example.org", message: "Second" });
  expect(await (await as.editor.get("/api/messages/count")).json()).toEqual({
    count: before.count + 2,
    unread: before.unread + 2,
  });

  const list: { id: number; subject: string | null; isRead: boolean }[] = await (
    await as.editor.get("/api/contact/messages")
  ).json();
  expect(list.findIndex((m) => m.id === newer)).toBeLessThan(list.findIndex((m) => m.id === older));
  expect(list.find((m) => m.id === newer)).toMatchObject({ subject: null, isRead: false });

  const read = await as.editor.patch(`/api/contact/messages/${older}`, { data: { isRead: true } });
  expect((await read.json()).isRead).toBe(true);
  expect((await (await as.editor.get("/api/messages/count")).json()).unread).toBe(before.unread + 1);
  expect((await as.editor.patch(`/api/contact/messages/${older}`, { data: { isRead: "yes" } })).status()).toBe(400);

  for (const id of [older, newer]) expect((await as.editor.delete(`/api/contact/messages/${id}`)).status()).toBe(200);
  expect((await as.editor.delete(`/api/contact/messages/${older}`)).status()).toBe(404);
  expect(await (await as.editor.get("/api/messages/count")).json()).toEqual(before);
});

test("settings: admins add, change and delete; values are checked against their type", async ({ request, as }) => {
  const name = `api_setting_${Date.now()}`;
  const setting = {
    name,
    displayName: "API setting",
    value: "#112233",
    type: "color",
    description: "",
    category: "appearance",
    isPublic: true,
  };
  const created = await as.admin.post("/api/settings", { data: setting });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(
    (await (await request.get("/api/settings?category=appearance")).json()).find(
      (s: { name: string }) => s.name === name,
    ),
  ).toMatchObject({ value: "#112233" });

  const duplicate = await as.admin.post("/api/settings", { data: setting });
  expect(duplicate.status()).toBe(409);
  for (const [type, value] of [
    ["color", "blue"],
    ["boolean", "yes"],
    ["number", "many"],
    ["email", "nobody"],
    ["url", "javascript:alert(1)"],
  ]) {
    const invalid = await as.admin.post("/api/settings", { data: { ...setting, name: `${name}_bad`, type, value } });
    expect(invalid.status(), `${type} ${value}`).toBe(400);
    expect((await invalid.json()).errors.value).toHaveLength(1);
  }
  const missing = await as.admin.post("/api/settings", { data: { ...setting, name: "", displayName: "" } });
  expect((await missing.json()).message).toBe("Please enter a key and a display name");
  expect(
    (await as.admin.post("/api/settings", { data: { ...setting, name: `${name}_cat`, category: "secrets" } })).status(),
  ).toBe(400);

  // decision 011: the type is fixed when a setting is created.
  const retyped = await as.admin.patch(`/api/settings/${id}`, {
    data: { ...setting, type: "text", value: "data:text/html,x" },
  });
  expect(retyped.status()).toBe(400);
  expect((await retyped.json()).errors.type).toHaveLength(1);
  const updated = await as.admin.patch(`/api/settings/${id}`, {
    data: { ...setting, value: "#445566", isPublic: false },
  });
  expect(updated.status()).toBe(200);
  expect(await updated.json()).toMatchObject({ type: "color", value: "#445566", isPublic: false });
  expect((await (await request.get("/api/settings")).json()).map((s: { name: string }) => s.name)).not.toContain(name);
  expect((await as.admin.patch("/api/settings/999999", { data: setting })).status()).toBe(404);

  expect((await as.admin.delete(`/api/settings/${id}`)).status()).toBe(200);
  expect((await as.admin.delete(`/api/settings/${id}`)).status()).toBe(404);
});

test("book-editor uploads return a public address that streams the file, type-checked like documents", async ({
  request,
  as,
}) => {
  const image = await as.editor.post("/api/upload/image", {
    multipart: form({}, [{ field: "image", name: "cover.png", bytes: TINY_PNG }]),
  });
  expect(image.status()).toBe(201);
  const { imageUrl } = await image.json();
  expect(imageUrl).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}\.png$/);
  const served = await request.get(imageUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect((await served.body()).length).toBe(TINY_PNG.length);

  const audio = await as.editor.post("/api/upload/audio", {
    multipart: form({}, [{ field: "audio", name: "voice.wav", bytes: makeWav() }]),
  });
  const { audioUrl } = await audio.json();
  const range = await request.get(audioUrl, { headers: { Range: "bytes=0-99" } });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-type"]).toBe("audio/wav");

  const pdf = await as.editor.post("/api/upload/pdf", {
    multipart: form({}, [{ field: "pdf", name: "leaflet.pdf", bytes: await makePdf(["Leaflet"]) }]),
  });
  expect((await pdf.json()).pdfUrl).toMatch(/\.pdf$/);

  expect(
    (
      await as.editor.post("/api/upload/image", {
        multipart: form({}, [{ field: "image", name: "x.svg", bytes: "<svg/>" }]),
      })
    ).status(),
  ).toBe(415);
  expect(
    (
      await as.editor.post("/api/upload/image", {
        multipart: form({}, [{ field: "image", name: "fake.png", bytes: "not an image" }]),
      })
    ).status(),
  ).toBe(415);
  // A small file whose header declares more pixels than the optimiser may decode (security review 5).
  const huge = await as.editor.post("/api/upload/image", {
    multipart: form({}, [{ field: "image", name: "huge.png", bytes: pngDeclaring(16_000, 16_000) }]),
  });
  expect(huge.status()).toBe(400);
  expect((await huge.json()).errors.image).toEqual([expect.stringContaining("16000 × 16000 pixels")]);
  const fits = await as.editor.post("/api/upload/image", {
    multipart: form({}, [{ field: "image", name: "wide.png", bytes: pngDeclaring(8_000, 5_000) }]),
  });
  expect(fits.status()).toBe(201);
  expect(
    (
      await as.editor.post("/api/upload/pdf", {
        multipart: form({}, [{ field: "image", name: "a.pdf", bytes: await makePdf(["x"]) }]),
      })
    ).status(),
  ).toBe(400);
  expect((await request.get("/api/upload/files/..%2F..%2Fetc%2Fpasswd")).status()).toBe(404);
  expect((await request.get("/api/upload/files/00000000-0000-0000-0000-000000000000.png")).status()).toBe(404);
});
