"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

/** The visual editor, loaded only when an admin screen shows it (it is the largest admin script). */
export const LazyRichTextEditor = dynamic(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => (
    <div className="flex min-h-60 items-center justify-center rounded-md border">
      <Spinner />
    </div>
  ),
});
