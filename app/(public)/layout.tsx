import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

// spec §2 "Layout": public pages have a peach background, a fixed header, a footer and the chat.
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-peach">
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
