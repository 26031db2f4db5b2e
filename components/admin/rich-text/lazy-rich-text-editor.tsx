"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

export const LazyRichTextEditor = dynamic(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => (
    <div className="flex min-h-60 items-center justify-center rounded-md border">
      <Spinner />
    </div>
  ),
});
