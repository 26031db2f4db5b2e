import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from "@/components/site/root-document";

export const metadata = ROOT_METADATA;
export const viewport = ROOT_VIEWPORT;

// The root layout of staff screens, which are in English (docs/decisions/009).
export default function AdminDocument({ children }: { children: React.ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>;
}
