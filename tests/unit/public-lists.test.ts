import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RecentTeachings } from "@/components/site/recent-teachings";
import { createTranslator } from "@/lib/i18n/translator";
import en from "@/messages/en.json";
import { BOOKLET_LIST_PAGE_SIZE } from "@/lib/validation/booklets";

const data = vi.hoisted(() => ({
  listBookletSummaries: vi.fn(),
  countBookletsOnSite: vi.fn(),
  getPublicSettingValues: vi.fn(),
}));
vi.mock("@/lib/data/booklets", () => ({
  listBookletSummaries: data.listBookletSummaries,
  countBookletsOnSite: data.countBookletsOnSite,
}));
vi.mock("@/lib/data/settings", () => ({ getPublicSettingValues: data.getPublicSettingValues }));
vi.mock("@/lib/i18n/server", async () => {
  const { createTranslator: translator } = await import("@/lib/i18n/translator");
  const messages = (await import("@/messages/en.json")).default;
  return { getLocale: async () => "en", getTranslator: async () => translator(messages) };
});

const t = createTranslator(en);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const booklet = (id: number, title: string, totalPages = 2) => ({
  id,
  title,
  description: null,
  totalPages,
  createdAt: new Date(Date.UTC(2026, 0, id)),
});
const teaching = (id: number, title: string, day: number) => ({
  id,
  slug: `teaching-${id}`,
  title,
  summary: "",
  publishedAt: new Date(Date.UTC(2026, 0, day)),
});

describe("Recent Teachings on Home", () => {
  it("says the spec's words when there are no booklets", () => {
    const html = renderToStaticMarkup(createElement(RecentTeachings, { booklets: [], limit: 6, t }));
    expect(text(html)).toBe("Recent Teachings No teachings available currently. Check back soon for new content.");
  });

  it("lists at most the limit, in the order given (newest first), each to its teaching, with a link to all", () => {
    const booklets = [booklet(9, "Saga of Salvation study"), booklet(8, "Born Redeemed", 1), booklet(7, "Older")];
    const html = renderToStaticMarkup(createElement(RecentTeachings, { booklets, limit: 2, t }));
    expect([...html.matchAll(/<h3[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      "Saga of Salvation study",
      "Born Redeemed",
    ]);
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/interactive-books",
      "/booklets/8",
      "/interactive-books",
    ]);
    expect(text(html)).toContain("1 page View all teachings");
    expect(html).not.toContain("No teachings available");
  });

  it("lists booklets and teachings together, newest first, a teaching to its page and a booklet as the spec says", () => {
    const booklets = [booklet(9, "Saga of Salvation study"), booklet(5, "Born Redeemed", 1)];
    const teachings = [teaching(1, "Living water", 10), teaching(2, "Born again", 6)];
    const html = renderToStaticMarkup(createElement(RecentTeachings, { booklets, teachings, limit: 3, t }));
    expect([...html.matchAll(/<h3[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      "Living water",
      "Saga of Salvation study",
      "Born again",
    ]);
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/teachings/teaching-1",
      "/interactive-books",
      "/teachings/teaching-2",
      "/teachings",
    ]);
  });
});

describe("the booklet selector", () => {
  beforeEach(() => {
    data.listBookletSummaries.mockReset();
    data.countBookletsOnSite.mockReset().mockResolvedValue(2);
    data.getPublicSettingValues.mockReset();
  });

  it("shows the spec's error text when the books cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    data.listBookletSummaries.mockRejectedValue(new Error("database unreachable"));
    data.getPublicSettingValues.mockResolvedValue({});
    const { BookSelector } = await import("@/components/booklets/book-selector");
    const html = renderToStaticMarkup(await BookSelector({ locale: "en" }));
    expect(text(html)).toContain("There was an error loading the available books. Please try again later.");
    expect(html).toContain('role="alert"');
  });

  it("features the interactive book and lists each booklet with its cover, description and page count", async () => {
    data.listBookletSummaries.mockResolvedValue([
      {
        id: 4,
        title: "Born Redeemed",
        description: "About redemption.",
        imageUrl: "/covers/born.png",
        totalPages: 1,
        createdAt: new Date(),
      },
    ]);
    data.getPublicSettingValues.mockResolvedValue({
      book_title: "Saga of Salvation (SOS) Book 1 - Who You Really Are",
      book_cover_url: "/assets/images/page-1.webp",
    });
    const { BookSelector } = await import("@/components/booklets/book-selector");
    const html = renderToStaticMarkup(await BookSelector({ locale: "en" }));
    expect(text(html)).toContain("Saga of Salvation (SOS) Book 1 - Who You Really Are");
    expect(html).toContain('href="/flipbook"');
    expect(text(html)).toContain("Open Interactive Book");
    expect(html).toContain('href="/booklets/4"');
    // A cover on this site goes through the image optimizer (decision 017).
    expect(html).toContain('src="/_next/image?url=%2Fcovers%2Fborn.png');
    expect(text(html)).toContain("About redemption. 1 page");
  });

  it("pages the list: no pager for one page; else a labelled nav of links with the current page marked", async () => {
    data.listBookletSummaries.mockResolvedValue([]);
    data.getPublicSettingValues.mockResolvedValue({ book_title: "Book" });
    const { BookSelector } = await import("@/components/booklets/book-selector");
    expect(renderToStaticMarkup(await BookSelector({ locale: "en" }))).not.toContain("<nav");

    data.countBookletsOnSite.mockResolvedValue(BOOKLET_LIST_PAGE_SIZE * 4 + 1);
    const html = renderToStaticMarkup(await BookSelector({ locale: "en", page: 2 }));
    expect(data.listBookletSummaries).toHaveBeenLastCalledWith({
      offset: BOOKLET_LIST_PAGE_SIZE,
      limit: BOOKLET_LIST_PAGE_SIZE,
    });
    expect(html).toContain('<nav aria-label="Pages of the booklet list"');
    const link = (n: number) => html.match(new RegExp(`<a aria-label="Page ${n}"[^>]*>`))?.[0];
    expect(link(1)).toContain('href="/interactive-books"');
    expect(link(2)).toContain('aria-current="page"');
    expect(link(2)).toContain('href="/interactive-books?page=2"');
    expect(link(4)).toBeUndefined();
    expect(link(5)).toContain('href="/interactive-books?page=5"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});

describe("the booklet pager's numbers", () => {
  it("shows the first, the last and the current page's neighbours, with gaps between", async () => {
    const { pagerNumbers } = await import("@/components/booklets/booklet-pager");
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(1, 21)).toEqual([1, 2, "gap", 21]);
    expect(pagerNumbers(10, 21)).toEqual([1, "gap", 9, 10, 11, "gap", 21]);
    expect(pagerNumbers(3, 21)).toEqual([1, 2, 3, 4, "gap", 21]);
    expect(pagerNumbers(21, 21)).toEqual([1, "gap", 20, 21]);
  });
});
