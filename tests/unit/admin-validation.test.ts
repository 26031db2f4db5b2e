import { describe, expect, it } from "vitest";
import { categorySchema, slugify } from "@/lib/validation/categories";
import { defaultTitle, moveDocumentSchema, uploadFieldsSchema, uploadFormSchema } from "@/lib/validation/documents";
import { questionSchema } from "@/lib/validation/questions";
import { settingSchema, settingValueError } from "@/lib/validation/settings";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("folders", () => {
  it("derive the slug per requirements §5", () => {
    expect(slugify("  Salvation & Grace: Part 2! ")).toBe("salvation-grace-part-2");
    expect(slugify("Identity in Christ")).toBe("identity-in-christ");
  });
  it("need a name and a slug of lowercase letters, numbers and hyphens", () => {
    expect(firstMessage(categorySchema.safeParse({ name: "", slug: "x" }))).toBe("Please enter a folder name and slug");
    expect(firstMessage(categorySchema.safeParse({ name: "X", slug: " " }))).toBe(
      "Please enter a folder name and slug",
    );
    expect(firstMessage(categorySchema.safeParse({ name: "X", slug: "Bad Slug" }))).toBe(
      "Lowercase letters, numbers and hyphens only",
    );
    expect(categorySchema.parse({ name: " Grace ", slug: "grace" })).toEqual({ name: "Grace", slug: "grace" });
    expect(categorySchema.parse({ name: "Bible", slug: "bible", isReference: true })).toEqual({
      name: "Bible",
      slug: "bible",
      isReference: true,
    });
    expect(firstMessage(categorySchema.safeParse({ name: "Bible", slug: "bible", isReference: "yes" }))).toBe(
      "Reference material must be true or false",
    );
  });
});

describe("uploads", () => {
  it("default a title to the file name without its extension", () => {
    expect(defaultTitle("Sermon notes.final.pdf")).toBe("Sermon notes.final");
    expect(defaultTitle("README")).toBe("README");
  });
  it("need files and a folder", () => {
    expect(firstMessage(uploadFormSchema.safeParse({ files: [], categoryId: "1" }))).toBe(
      "Please select files and a folder",
    );
    expect(firstMessage(uploadFormSchema.safeParse({ files: [{ name: "a.pdf", title: "a" }], categoryId: "" }))).toBe(
      "Please select files and a folder",
    );
    expect(firstMessage(uploadFieldsSchema.safeParse({}))).toBe("Please select files and a folder");
    expect(uploadFieldsSchema.parse({ categoryId: "3", titles: '{"a.pdf":" A "}' })).toEqual({
      categoryId: 3,
      titles: { "a.pdf": "A" },
    });
    expect(firstMessage(uploadFieldsSchema.safeParse({ categoryId: "3", titles: "{oops" }))).toBe(
      "Titles must be a JSON map of file name to title",
    );
    expect(uploadFieldsSchema.safeParse({ categoryId: "3", titles: '{"a":1}' }).success).toBe(false);
  });
  it("moves need a destination", () => {
    expect(moveDocumentSchema.safeParse({}).success).toBe(false);
    expect(moveDocumentSchema.parse({ categoryId: 4 })).toEqual({ categoryId: 4 });
  });
});

describe("questions", () => {
  it("need text and a document; an empty answer is none", () => {
    expect(firstMessage(questionSchema.safeParse({ question: " ", documentId: 1 }))).toBe(
      "Please enter a question and select a document",
    );
    expect(firstMessage(questionSchema.safeParse({ question: "Why?" }))).toBe(
      "Please enter a question and select a document",
    );
    expect(questionSchema.parse({ question: "Why?", documentId: "2", answer: "  " })).toEqual({
      question: "Why?",
      documentId: 2,
      answer: null,
    });
  });
});

describe("settings", () => {
  it("check the value against the type", () => {
    expect(settingValueError("boolean", "true")).toBeNull();
    expect(settingValueError("boolean", "yes")).not.toBeNull();
    expect(settingValueError("number", "12.5")).toBeNull();
    expect(settingValueError("number", "")).not.toBeNull();
    expect(settingValueError("number", "abc")).not.toBeNull();
    expect(settingValueError("email", "info@example.org")).toBeNull();
    expect(settingValueError("email", "info@")).not.toBeNull();
    expect(settingValueError("url", "https://example.org/x")).toBeNull();
    expect(settingValueError("url", "/assets/images/page-1.webp")).toBeNull();
    expect(settingValueError("url", "javascript:alert(1)")).not.toBeNull();
    expect(settingValueError("url", "//evil.example")).not.toBeNull();
    expect(settingValueError("color", "#7c2d12")).toBeNull();
    expect(settingValueError("color", "red")).not.toBeNull();
    expect(settingValueError("textarea", "anything\nat all")).toBeNull();
  });
  it("need a key and display name, and report a bad value on the value field", () => {
    const base = {
      name: "site_motto",
      displayName: "Motto",
      value: "x",
      type: "text",
      category: "general",
      isPublic: true,
    };
    expect(firstMessage(settingSchema.safeParse({ ...base, name: "" }))).toBe("Please enter a key and a display name");
    expect(firstMessage(settingSchema.safeParse({ ...base, displayName: " " }))).toBe(
      "Please enter a key and a display name",
    );
    const bad = settingSchema.safeParse({ ...base, type: "color", value: "blue" });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["value"], message: "Enter a colour like #7c2d12" });
    expect(settingSchema.parse({ ...base, description: "" }).description).toBeNull();
  });
});
