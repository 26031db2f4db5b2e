"use client";

import { useState } from "react";
import { bookletsApi } from "@/lib/api/admin/booklets";

export type PagePreview = { state: "idle" | "loading" | "ready" | "error"; html: string };

const IDLE: PagePreview = { state: "idle", html: "" };

/** The preview is the server's own rendering of the draft: sanitised exactly as saving would. */
export function usePagePreview() {
  const [preview, setPreview] = useState<PagePreview>(IDLE);

  async function show(content: string) {
    setPreview({ state: "loading", html: "" });
    try {
      const { html } = await bookletsApi.preview(content);
      setPreview({ state: "ready", html });
    } catch {
      setPreview({ state: "error", html: "" });
    }
  }

  return { preview, show, reset: () => setPreview(IDLE) };
}
