import { describe, expect, it } from "vitest";
import { documentIndexStatus } from "@/lib/knowledge/document-status";

describe("documentIndexStatus: what the documents list tells staff about the chatbot", () => {
  it("is indexed with its passage count once it has passages", () => {
    expect(documentIndexStatus({ passageCount: 12, preview: "Grace", extractionNote: null })).toEqual({
      state: "indexed",
      passages: 12,
    });
  });

  it("is waiting while it has text but no passages yet", () => {
    expect(documentIndexStatus({ passageCount: 0, preview: "Grace", extractionNote: null })).toEqual({
      state: "queued",
    });
  });

  it("failed, saying why, when no text could be read", () => {
    const note = "This PDF has no text layer (a scan?)";
    expect(documentIndexStatus({ passageCount: 0, preview: "  ", extractionNote: note })).toEqual({
      state: "failed",
      reason: note,
    });
    expect(documentIndexStatus({ passageCount: 0, preview: "", extractionNote: null })).toEqual({
      state: "failed",
      reason: null,
    });
  });
});
