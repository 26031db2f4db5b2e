import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { LANGUAGE_STORAGE_KEY, TARGET_LANGUAGES } from "@/lib/i18n/config";
import "./globals.css";

// next/font/google needs the network at build time. Inter, cut to the weights and features the
// site uses (scripts/fonts/subset-inter.py): 28 KB instead of 48, fetched before the first paint.
const inter = localFont({
  src: "./fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "FIRSTbORN Ministries", template: "%s · FIRSTbORN Ministries" },
  description: "Teachings, interactive books and answers from FIRSTbORN Ministries.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#fde8d7" };

// The root layout is prerendered and cannot read the language cookie, so the page's language is
// set before the first paint from the cookie (screen readers and the browser's own translator
// read it). Admin screens stay English.
const LANG_SCRIPT = `(function(){try{if(location.pathname.indexOf("/admin")===0)return;var m=document.cookie.match(/(?:^|; )${LANGUAGE_STORAGE_KEY}=(${TARGET_LANGUAGES.join("|")})(?:;|$)/);if(m)document.documentElement.lang=m[1]}catch(e){}})()`;

// Strings reach client components through the providers of each area (components/i18n/messages-provider.tsx).
// No Toaster here: the admin layout and the contact form (the only public toasts) mount their own,
// so sonner stays out of every other page's first load (docs/decisions/017).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: LANG_SCRIPT }} />
      </head>
      <body className="antialiased">{children}</body>
    </html>
  );
}
