import "server-only";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { maxQuestionLength } from "@/lib/chat/admission";
import { getChatbotSettings } from "@/lib/data/settings";
import { siteTranslated, type Locale } from "@/lib/i18n/config";
import { CHAT_LAUNCHER_NAMESPACES } from "@/lib/i18n/namespaces";
import { getTranslator } from "@/lib/i18n/server";
import { settingDefault } from "@/lib/settings/defaults";
import { localizeContent } from "@/lib/translation/stored";

const ownText = (value: string | null | undefined, name: string) =>
  value?.trim() && value.trim() !== settingDefault(name) ? value.trim() : null;

export function ownChatTexts(values: { title?: string | null; welcome?: string | null }) {
  return {
    title: ownText(values.title, "chatbot_title"),
    welcome: ownText(values.welcome, "chatbot_welcome_message"),
  };
}

type Props = {
  locale: Locale;
  /** Already translated by `tr`; nothing stored. */
  preview?: { title: string; welcome: string; tr: (text: string) => string };
};

// An unchanged title or welcome is the catalogue's reviewed translation; one staff rewrote is content (decision 009).
export async function ChatWidget({ locale, preview }: Props) {
  const [settings, t, maxLength] = await Promise.all([
    getChatbotSettings(),
    getTranslator(locale),
    maxQuestionLength(),
  ]);
  if (!settings.enabled) return null;
  const { title, welcome } = ownChatTexts(preview ?? settings);
  const { tr, missing } = preview
    ? { tr: preview.tr, missing: [] }
    : await localizeContent(locale, { text: [title, welcome] });
  return (
    <MessagesProvider locale={locale} namespaces={CHAT_LAUNCHER_NAMESPACES}>
      <div translate={siteTranslated(locale)} className="contents">
        <ChatLauncher
          title={title ? tr(title) : t("chat.title")}
          welcome={welcome ? tr(welcome) : t("chat.welcome")}
          defaultVoice={settings.defaultVoice}
          maxQuestionLength={maxLength}
        />
      </div>
      {!preview && <PendingTranslations locale={locale} missing={missing} />}
    </MessagesProvider>
  );
}
