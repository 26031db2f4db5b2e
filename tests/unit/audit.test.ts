import { describe, expect, it } from "vitest";
import { auditCsv } from "@/lib/audit/csv";
import { csvHead, csvLines } from "@/lib/format";
import { describeRequest } from "@/lib/audit/describe";
import { auditListQuerySchema } from "@/lib/validation/audit";

describe("describeRequest", () => {
  it("names the action, the item and its id from the path and result", () => {
    expect(
      describeRequest({
        method: "POST",
        pathname: "/api/booklets",
        body: { title: "Grace" },
        result: { id: 7, title: "Grace" },
      }),
    ).toEqual({
      action: "create",
      entityType: "booklet",
      entityId: 7,
      summary: 'Created booklet "Grace"',
    });
    expect(
      describeRequest({ method: "PUT", pathname: "/api/booklet-pages/12", body: { title: "Page one" }, result: {} }),
    ).toMatchObject({
      action: "update",
      entityType: "booklet page",
      entityId: 12,
      summary: 'Changed booklet page "Page one"',
    });
    expect(
      describeRequest({
        method: "DELETE",
        pathname: "/api/booklet-pages/12/popovers/40",
        body: undefined,
        result: { success: true },
      }),
    ).toMatchObject({
      action: "delete",
      entityType: "booklet popover",
      entityId: 40,
      summary: "Deleted booklet popover #40",
    });
    expect(
      describeRequest({ method: "POST", pathname: "/api/booklets/3/pages", body: {}, result: { page: { id: 9 } } }),
    ).toMatchObject({ entityType: "booklet page", entityId: 9 });
  });

  it("says what special operations did, as changes", () => {
    expect(
      describeRequest({ method: "PUT", pathname: "/api/booklets/3/pages/order", body: {}, result: {} }),
    ).toMatchObject({ action: "update", entityType: "booklet", entityId: 3, summary: "pages reordered" });
    expect(
      describeRequest({ method: "POST", pathname: "/api/flipbook/reset-and-import", body: {}, result: {} }),
    ).toMatchObject({ action: "update", entityType: "book" });
  });

  it("skips requests that change nothing, and reads and handlers that opt out", () => {
    expect(
      describeRequest({ method: "POST", pathname: "/api/booklet-pages/preview", body: {}, result: {} }),
    ).toBeNull();
    expect(describeRequest({ method: "POST", pathname: "/api/translate", body: {}, result: {} })).toBeNull();
    expect(describeRequest({ method: "GET", pathname: "/api/booklets", body: {}, result: [] })).toBeNull();
    expect(
      describeRequest({ method: "PATCH", pathname: "/api/users/4", body: {}, result: {}, note: false }),
    ).toBeNull();
  });

  it("takes the handler's own words and bounds the summary", () => {
    expect(
      describeRequest({
        method: "PATCH",
        pathname: "/api/users/4",
        body: { role: "editor" },
        result: {},
        note: { action: "approve", summary: "Approved ruth as editor" },
      }),
    ).toEqual({
      action: "approve",
      entityType: "user",
      entityId: 4,
      summary: "Approved ruth as editor",
    });
    const long = describeRequest({
      method: "POST",
      pathname: "/api/questions",
      body: {},
      result: { id: 1 },
      note: { summary: "x".repeat(5000) },
    });
    expect(long?.summary).toHaveLength(300);
  });
});

describe("activity filters", () => {
  it("accept exact values and refuse anything else", () => {
    expect(
      auditListQuerySchema.parse({ action: "approve", userId: "3", from: "2026-11-01", to: "2026-11-24" }),
    ).toMatchObject({ action: "approve", userId: 3, page: 1 });
    for (const bad of [
      { action: "create*" },
      { action: "%" },
      { userId: "1 OR 1=1" },
      { from: "2026-13-45" },
      { from: "yesterday" },
      { page: "0" },
      { entityType: "x".repeat(41) },
    ]) {
      expect(auditListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("auditCsv", () => {
  it("writes one row per entry and defuses formulas", () => {
    const csv =
      csvHead(auditCsv) +
      csvLines(auditCsv, [
        {
          createdAt: new Date("2026-11-24T10:00:00Z"),
          actorName: "ruth",
          action: "create",
          entityType: "booklet",
          entityId: 5,
          summary: '=HYPERLINK("x"), "quoted"',
        },
      ]);
    expect(csv.startsWith("\uFEFFdate,user,action,entity,entity id,summary\r\n")).toBe(true);
    expect(csv).toContain(`2026-11-24T10:00:00.000Z,ruth,create,booklet,5,"'=HYPERLINK(""x""), ""quoted"""`);
  });
});
