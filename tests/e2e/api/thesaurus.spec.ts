import { expect, test } from "../support/fixtures";

// The chatbot's synonym groups are editors' data, validated on the server.

test("thesaurus: editors list, add, edit and delete groups; bad input is a 400, strangers a 401", async ({
  as,
  removeAfter,
}) => {
  const seeded: { terms: string[] }[] = await (await as.editor.get("/api/thesaurus")).json();
  expect(seeded.some((entry) => entry.terms.includes("boat") && entry.terms.includes("ship"))).toBe(true);

  const created = await as.editor.post("/api/thesaurus", { data: { terms: ["Tempest", "storm", "tempest"] } });
  expect(created.status()).toBe(201);
  const entry = await created.json();
  removeAfter(as.editor, `/api/thesaurus/${entry.id}`);
  expect(entry.terms).toEqual(["tempest", "storm"]);

  for (const terms of [
    ["one"],
    ["put away", "divorce"],
    ["<b>", "x"],
    "storm",
    Array.from({ length: 13 }, (_, i) => `w${"a".repeat(i + 1)}`),
  ]) {
    const refused = await as.editor.post("/api/thesaurus", { data: { terms } });
    expect(refused.status(), JSON.stringify(terms)).toBe(400);
  }
  expect(
    (
      await as.editor.post("/api/thesaurus", { data: "not json", headers: { "Content-Type": "application/json" } })
    ).status(),
  ).toBe(400);

  const edited = await as.editor.put(`/api/thesaurus/${entry.id}`, { data: { terms: ["tempest", "storm", "gale"] } });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).terms).toEqual(["tempest", "storm", "gale"]);
  expect((await as.editor.put("/api/thesaurus/999999", { data: { terms: ["a", "b"] } })).status()).toBe(404);
  expect((await as.editor.put("/api/thesaurus/abc", { data: { terms: ["a", "b"] } })).status()).toBe(404);

  expect((await as.anonymous.get("/api/thesaurus")).status()).toBe(401);
  expect((await as.anonymous.post("/api/thesaurus", { data: { terms: ["a", "b"] } })).status()).toBe(401);
  expect((await as.anonymous.delete(`/api/thesaurus/${entry.id}`)).status()).toBe(401);

  expect((await as.editor.delete(`/api/thesaurus/${entry.id}`)).status()).toBe(200);
  expect((await as.editor.delete(`/api/thesaurus/${entry.id}`)).status()).toBe(404);
});
