import type { Metadata } from "next";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { Toaster } from "@/components/ui/sonner";
import { ADMIN_CLIENT_NAMESPACES } from "@/lib/i18n/namespaces";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s · Admin" },
  robots: { index: false, follow: false },
};

// requirements §2 "Layout": admin paths have a grey background and no public header, footer or chat.
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <MessagesProvider locale="en" namespaces={ADMIN_CLIENT_NAMESPACES}>
      <div className="min-h-dvh bg-admin-background text-foreground">{children}</div>
      <Toaster />
    </MessagesProvider>
  );
}
