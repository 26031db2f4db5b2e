import { expect, type APIRequestContext } from "@playwright/test";

export type TestPage = { title: string; content?: string; imageUrl?: string; popovers?: { title: string; content: string }[] };
export type CreatedBooklet = { id: number; pageIds: number[] };

/** A booklet with pages and popovers made through the API by a staff context; tests delete their own. */
export async function createTestBooklet(
  staff: APIRequestContext,
  booklet: { title: string; description?: string; imageUrl?: string },
  pages: TestPage[] = [],
): Promise<CreatedBooklet> {
  const created = await staff.post("/api/booklets", { data: booklet });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const pageIds: number[] = [];
  for (const { popovers = [], ...page } of pages) {
    const response = await staff.post(`/api/booklets/${id}/pages`, { data: page });
    expect(response.status()).toBe(201);
    const { id: pageId } = await response.json();
    pageIds.push(pageId);
    for (const popover of popovers) expect((await staff.post(`/api/booklet-pages/${pageId}/popovers`, { data: popover })).status()).toBe(201);
  }
  return { id, pageIds };
}

export async function deleteTestBooklet(staff: APIRequestContext, id: number) {
  const response = await staff.delete(`/api/booklets/${id}`);
  expect([200, 404]).toContain(response.status());
}

export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
