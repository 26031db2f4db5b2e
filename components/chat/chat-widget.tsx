import "server-only";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { maxQuestionLength } from "@/lib/chat/admission";
import { getChatbotSettings } from "@/lib/data/settings";
import type { Locale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";
import { DEFAULT_SETTINGS } from "@/lib/settings/defaults";
import { localizeContent } from "@/lib/translation/stored";

const defaultValue = (name: string) => DEFAULT_SETTINGS.find((setting) => setting.name === name)?.value;

/**
 * The floating chat on every public page (requirements §2 "Layout"), unless staff switched it off. Its
 * texts come from the chatbot settings, falling back to the catalogue. In another language an
 * unchanged title or welcome is the catalogue's reviewed translation; one staff rewrote is
 * content, translated like the rest of the site (docs/decisions/009).
 */
export async function ChatWidget({ locale }: { locale: Locale }) {
  const [settings, t, maxLength] = await Promise.all([
    getChatbotSettings(),
    getTranslator(locale),
    maxQuestionLength(),
  ]);
  if (!settings.enabled) return null;
  const title = settings.title && settings.title !== defaultValue("chatbot_title") ? settings.title : null;
  const welcome =
    settings.welcome && settings.welcome !== defaultValue("chatbot_welcome_message") ? settings.welcome : null;
  const { tr, missing } = await localizeContent(locale, { text: [title, welcome] });
  return (
    <MessagesProvider locale={locale} namespaces={["chat", "site.newTab"]}>
      <ChatLauncher
        title={title ? tr(title) : t("chat.title")}
        welcome={welcome ? tr(welcome) : t("chat.welcome")}
        defaultVoice={settings.defaultVoice}
        maxQuestionLength={maxLength}
      />
      <PendingTranslations locale={locale} missing={missing} />
    </MessagesProvider>
  );
}
