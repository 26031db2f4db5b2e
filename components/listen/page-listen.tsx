import { MessagesProvider } from "@/components/i18n/messages-provider";
import { ListenButton, type ListenSourceParams } from "@/components/listen/listen-button";
import { OUTLINE_BUTTON } from "@/components/site/page-action";
import { LISTEN_ICON } from "@/components/site/page-action-icons";
import type { Locale } from "@/lib/i18n/config";

// A text page's "Listen": it reads the page's [data-listen-text] parts, and brings the only messages it needs.
export function PageListen({ locale, source }: { locale: Locale; source: ListenSourceParams }) {
  return (
    <MessagesProvider locale={locale} namespaces={["site.listen"]}>
      <ListenButton source={source} textSelector="[data-listen-text]" icon={LISTEN_ICON} className={OUTLINE_BUTTON} />
    </MessagesProvider>
  );
}
