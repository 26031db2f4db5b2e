import { Suspense } from "react";
import type { Metadata } from "next";
import { PageSpinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

// Every preview reads the session, the draft and the language of the request: it streams in behind the spinner.
export default function PreviewLayout({ children }: LayoutProps<"/admin/preview">) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
