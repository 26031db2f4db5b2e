import { I18nProvider } from "@/components/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/config";
import { getClientMessages } from "@/lib/i18n/server";

// Each area ships only the namespaces its islands read (docs/decisions/009).
export async function MessagesProvider({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <I18nProvider locale={locale} messages={await getClientMessages(locale, namespaces)}>
      {children}
    </I18nProvider>
  );
}
