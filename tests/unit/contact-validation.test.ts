import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTACT_LIMITS } from "@/lib/constants";
import { contactSchema } from "@/lib/validation/contact";

const valid = { name: "Ruth", email: "ruth@example.org", subject: "", message: "Hello" };
const fieldErrors = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("contactSchema", () => {
  it("accepts a message without a subject and trims the fields", () => {
    const parsed = contactSchema.parse({ name: "  Ruth ", email: " ruth@example.org ", message: " Hello " });
    expect(parsed).toEqual({ name: "Ruth", email: "ruth@example.org", subject: "", message: "Hello", website: "" });
    expect(contactSchema.parse({ ...valid, subject: null }).subject).toBe("");
  });

  it("requires name, email and message", () => {
    const errors = fieldErrors({ name: " ", email: "", message: "" });
    expect(errors.name).toEqual(["Please enter your name"]);
    expect(errors.email).toEqual(["Please enter your email"]);
    expect(errors.message).toEqual(["Please enter your message"]);
    expect(fieldErrors({})).toHaveProperty("name");
  });

  it("rejects a malformed email and over-long fields", () => {
    expect(fieldErrors({ ...valid, email: "ruth@" }).email).toEqual(["Please enter a valid email address"]);
    expect(fieldErrors({ ...valid, name: "x".repeat(CONTACT_LIMITS.name + 1) }).name?.[0]).toMatch(/at most 100/);
    expect(fieldErrors({ ...valid, subject: "x".repeat(CONTACT_LIMITS.subject + 1) }).subject?.[0]).toMatch(
      /at most 200/,
    );
    expect(fieldErrors({ ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) }).message?.[0]).toMatch(
      /at most 5000/,
    );
  });
});
