import type { Metadata } from "next";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s · Admin" },
  robots: { index: false, follow: false },
};

// spec §2 "Layout": admin paths have a grey background and no public header, footer or chat.
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-admin-background text-foreground">{children}</div>;
}
