import { allows } from "@/lib/auth/policy";
import { expect, test } from "../support/fixtures";
import { PROTECTED_ENDPOINTS } from "../support/protected-endpoints";

const CALLERS = ["anonymous", "pending", "editor", "admin"] as const;

for (const caller of CALLERS) {
  test.describe(`as ${caller}`, () => {
    for (const endpoint of PROTECTED_ENDPOINTS) {
      const role = caller === "anonymous" ? undefined : caller;
      const expected = !role ? 401 : allows(endpoint.policy, role) ? "allowed" : 403;
      test(`${endpoint.method} ${endpoint.path} → ${expected}`, async ({ as }) => {
        const response = await as[caller].fetch(endpoint.path, { method: endpoint.method, data: endpoint.data });
        if (expected === "allowed") {
          expect([401, 403, 500]).not.toContain(response.status());
        } else {
          expect(response.status()).toBe(expected);
          expect(await response.json()).toEqual({ message: expect.any(String) });
        }
      });
    }
  });
}
