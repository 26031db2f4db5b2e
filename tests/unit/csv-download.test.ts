import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload } from "@/lib/http/csv-download";

describe("csvDownload", () => {
  afterEach(() => vi.useRealTimers());

  it("answers the CSV as a dated, uncached attachment", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-04T23:59:00Z") });
    const response = csvDownload("a,b\n1,2\n", "activity");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="activity-2026-03-04.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("a,b\n1,2\n");
  });
});
