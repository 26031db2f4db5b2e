import { describe, expect, it } from "vitest";
import { isCronAuthorization, requireCronAuthorization } from "@/lib/auth/cron";

const SECRET = "a-cron-secret-of-some-length-0123";

describe("the cron endpoint's secret", () => {
  it("accepts exactly 'Bearer <CRON_SECRET>'", () => {
    expect(isCronAuthorization(`Bearer ${SECRET}`, SECRET)).toBe(true);
    for (const wrong of [null, "", SECRET, `bearer ${SECRET}`, `Bearer ${SECRET} `, `Bearer ${SECRET}x`, "Bearer a"])
      expect(isCronAuthorization(wrong, SECRET), String(wrong)).toBe(false);
  });

  it("matches nothing when no secret is configured", () => {
    expect(isCronAuthorization("Bearer ", undefined)).toBe(false);
    expect(isCronAuthorization("Bearer undefined", undefined)).toBe(false);
    expect(isCronAuthorization("Bearer ", "")).toBe(false);
  });

  it("throws a 401 otherwise", () => {
    expect(() => requireCronAuthorization("Bearer nope", SECRET)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireCronAuthorization(`Bearer ${SECRET}`, SECRET)).not.toThrow();
  });
});
