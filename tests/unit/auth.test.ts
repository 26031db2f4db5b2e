import { describe, expect, it } from "vitest";
import { allows } from "@/lib/auth/policy";
import { safeAdminPath } from "@/lib/auth/redirect";
import {
  changePasswordSchema,
  registerFormSchema,
  registerSchema,
  withPasswordConfirmation,
} from "@/lib/validation/auth";

describe("allows", () => {
  it("grants each policy to the roles requirements §D2 names", () => {
    expect(allows("public", undefined)).toBe(true);
    expect(allows("user", undefined)).toBe(false);
    expect(allows("user", "pending")).toBe(true);
    expect(allows("editor", "pending")).toBe(false);
    expect(allows("editor", "editor")).toBe(true);
    expect(allows("editor", "admin")).toBe(true);
    expect(allows("admin", "editor")).toBe(false);
    expect(allows("admin", "admin")).toBe(true);
  });
});

describe("safeAdminPath", () => {
  it.each([
    [null, "/admin/dashboard"],
    ["/admin/users", "/admin/users"],
    ["/admin/documents?tab=browse", "/admin/documents?tab=browse"],
    ["https://evil.example/admin", "/admin/dashboard"],
    ["//evil.example/admin", "/admin/dashboard"],
    ["/about", "/admin/dashboard"],
    ["/admin/login", "/admin/dashboard"],
    ["/admin\\evil", "/admin/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeAdminPath(input)).toBe(expected);
  });
});

describe("registration schemas", () => {
  it("requires matching passwords with the spec's message", () => {
    const result = registerFormSchema.safeParse({
      username: "anna",
      email: "a@example.org",
      password: "Password-long-1",
      confirmPassword: "Password-2",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: "Passwords do not match", path: ["confirmPassword"] });
  });

  it("accepts and ignores a sent role, and normalises the email", () => {
    const result = registerSchema.parse({
      username: "anna",
      email: " Anna@Example.org ",
      password: "Password-long-1",
      role: "admin",
    });
    expect(result.email).toBe("anna@example.org");
  });

  it("refuses unsafe usernames and short passwords", () => {
    expect(
      registerSchema.safeParse({ username: "a b", email: "a@example.org", password: "Password-long-1" }).success,
    ).toBe(false);
    expect(registerSchema.safeParse({ username: "anna", email: "a@example.org", password: "short" }).success).toBe(
      false,
    );
  });
});

describe("withPasswordConfirmation", () => {
  const changeForm = withPasswordConfirmation(changePasswordSchema, "newPassword");
  const values = { currentPassword: "Password-old-1", newPassword: "Password-new-1" };

  it("compares the confirmation with the field it names", () => {
    expect(changeForm.safeParse({ ...values, confirmPassword: "Password-new-1" }).success).toBe(true);
    const result = changeForm.safeParse({ ...values, confirmPassword: "Password-old-1" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: "Passwords do not match", path: ["confirmPassword"] }),
    ]);
  });

  it("keeps the schema's own rules", () => {
    expect(changeForm.safeParse({ ...values, newPassword: "short", confirmPassword: "short" }).success).toBe(false);
  });
});
