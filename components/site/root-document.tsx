import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { languageDirection, type Locale } from "@/lib/i18n/config";
import { READING_SCRIPT } from "@/lib/reading/comfort";
import "@/app/globals.css";

// next/font/google needs the network at build time; Inter subset by scripts/fonts/subset-inter.py (28 KB, not 48).
const inter = localFont({
  src: "../../app/fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

export const ROOT_METADATA: Metadata = {
  title: { default: "FIRSTbORN Ministries", template: "%s · FIRSTbORN Ministries" },
  description: "Teachings, interactive books and answers from FIRSTbORN Ministries.",
};

export const ROOT_VIEWPORT: Viewport = { width: "device-width", initialScale: 1, themeColor: "#fde8d7" };

// A browser translator's <font> nodes break React's removeChild/insertBefore (facebook/react#11538): made to tolerate them.
const TRANSLATOR_GUARD = `(function(){var p=Node.prototype,r=p.removeChild,i=p.insertBefore;p.removeChild=function(c){return c.parentNode===this?r.call(this,c):c};p.insertBefore=function(n,b){return i.call(this,n,b&&b.parentNode===this?b:null)}})()`;

// No Toaster here, so sonner stays out of most first loads (decision 017); React leaves <html>'s attributes to the reading script.
export function RootDocument({
  lang,
  readingComfort = false,
  children,
}: {
  lang: Locale;
  readingComfort?: boolean;
  children: React.ReactNode;
}) {
  return (
    <html
      lang={lang}
      dir={languageDirection(lang)}
      className={inter.variable}
      suppressHydrationWarning={readingComfort}
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layouts render <head> themselves */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: TRANSLATOR_GUARD }} />
        {readingComfort && <script dangerouslySetInnerHTML={{ __html: READING_SCRIPT }} />}
      </head>
      <body className="antialiased">{children}</body>
    </html>
  );
}
