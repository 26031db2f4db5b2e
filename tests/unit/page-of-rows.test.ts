import { describe, expect, it } from "vitest";
import { pageOfRows } from "@/components/admin/pager";

describe("pageOfRows", () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);

  it("gives the rows of the page asked for", () => {
    expect(pageOfRows(rows, 1, 20)).toEqual({ page: 1, rows: rows.slice(0, 20) });
    expect(pageOfRows(rows, 3, 20)).toEqual({ page: 3, rows: [41, 42, 43, 44, 45] });
  });

  it("shows the last page there is when the one asked for is gone, and page 1 of nothing", () => {
    expect(pageOfRows(rows, 9, 20)).toEqual({ page: 3, rows: [41, 42, 43, 44, 45] });
    expect(pageOfRows(rows.slice(0, 40), 3, 20).page).toBe(2);
    expect(pageOfRows([], 4, 20)).toEqual({ page: 1, rows: [] });
  });
});
