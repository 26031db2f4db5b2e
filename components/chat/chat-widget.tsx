import "server-only";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { maxQuestionLength } from "@/lib/chat/admission";
import { getChatbotSettings } from "@/lib/data/settings";
import { getLocale, getTranslator } from "@/lib/i18n/server";

/**
 * The floating chat on every public page (spec §2 "Layout"), unless staff switched it off. Its
 * texts come from the chatbot settings, falling back to the catalogue.
 */
export async function ChatWidget() {
  // The language cookie first: a request-time read, so the cached settings are never read at build.
  const locale = await getLocale();
  const [settings, t, maxLength] = await Promise.all([getChatbotSettings(), getTranslator(locale), maxQuestionLength()]);
  if (!settings.enabled) return null;
  return (
    <ChatLauncher
      title={settings.title ?? t("chat.title")}
      welcome={settings.welcome ?? t("chat.welcome")}
      defaultVoice={settings.defaultVoice}
      maxQuestionLength={maxLength}
    />
  );
}
