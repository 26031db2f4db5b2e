import { describe, expect, it } from "vitest";
import { documentIndexStatus } from "@/lib/knowledge/document-status";

describe("documentIndexStatus: what the documents list tells staff about the chatbot", () => {
  it("is indexed with its passage count once indexed", () => {
    expect(documentIndexStatus({ status: "indexed", passages: 12, extractionNote: null })).toEqual({
      state: "indexed",
      passages: 12,
    });
  });

  it("is waiting while queued, and says so while a worker reads it", () => {
    expect(documentIndexStatus({ status: "queued", passages: 0, extractionNote: null })).toEqual({ state: "queued" });
    expect(documentIndexStatus({ status: "indexing", passages: 0, extractionNote: null })).toEqual({
      state: "indexing",
    });
  });

  it("failed, saying why", () => {
    const note = "This PDF has no text layer (a scan?)";
    expect(documentIndexStatus({ status: "failed", passages: 0, extractionNote: note })).toEqual({
      state: "failed",
      reason: note,
    });
  });
});
