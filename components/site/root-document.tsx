import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { languageDirection, type Locale } from "@/lib/i18n/config";
import { READING_SCRIPT } from "@/lib/reading/comfort";
import "@/app/globals.css";

// next/font/google needs the network at build time. Inter, cut to the weights and features the
// site uses (scripts/fonts/subset-inter.py): 28 KB instead of 48, fetched before the first paint.
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

/**
 * A browser's own translator (Chrome's "Translate this page") replaces text nodes with <font>
 * elements that React does not know of; React's next update of such a text then fails
 * (removeChild/insertBefore of a node that is no longer a child: facebook/react#11538) and the
 * page stops working. Both are made to tolerate it, before React loads: a node already taken out
 * is left alone, and a node placed before one that was moved away goes at the end of its parent.
 * The site's own translated parts carry translate="no" (lib/i18n/config.ts siteTranslated).
 */
const TRANSLATOR_GUARD = `(function(){var p=Node.prototype,r=p.removeChild,i=p.insertBefore;p.removeChild=function(c){return c.parentNode===this?r.call(this,c):c};p.insertBefore=function(n,b){return i.call(this,n,b&&b.parentNode===this?b:null)}})()`;

/**
 * The document of both root layouts: public pages (app/[locale]) carry their language in `lang`
 * and `dir` from the server, staff screens (app/(admin)) are English. Strings reach client
 * components through the providers of each area (components/i18n/messages-provider.tsx). No
 * Toaster here: the admin layout and the contact form (the only public toasts) mount their own,
 * so sonner stays out of every other page's first load (docs/decisions/017).
 * Public pages apply the visitor's reading comfort before they are painted (lib/reading/comfort.ts);
 * <html> is the element the script changes, so React leaves its attributes alone.
 */
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
