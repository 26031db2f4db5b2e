import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { Toaster } from "@/components/ui/sonner";
import { englishMessages } from "@/lib/i18n/messages";
import "./globals.css";

// next/font/google needs the network at build time; the font ships in an npm package instead.
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "FIRSTbORN Ministries", template: "%s · FIRSTbORN Ministries" },
  description: "Teachings, interactive books and answers from FIRSTbORN Ministries.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#fde8d7" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="antialiased">
        <I18nProvider locale="en" messages={englishMessages}>
          {children}
          <Toaster />
        </I18nProvider>
      </body>
    </html>
  );
}
