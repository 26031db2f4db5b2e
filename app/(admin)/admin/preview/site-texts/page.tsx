import { notFound } from "next/navigation";
import { ContactFormIsland } from "@/app/[locale]/(public)/contact/contact-form-island";
import { ChatWidget, ownChatTexts } from "@/components/chat/chat-widget";
import { PreviewShell } from "@/components/admin/content/preview-shell";
import { AboutView } from "@/components/site/pages/about-view";
import { aboutTextSources } from "@/lib/settings/about-texts";
import { ContactView } from "@/components/site/pages/contact-view";
import { HomeView, homeTextSources } from "@/components/site/pages/home-view";
import { RECENT_BOOKLETS } from "@/components/site/recent-teachings";
import { openPreview } from "@/lib/content/preview-access";
import { localizeDraft } from "@/lib/content/preview-translation";
import { CONTENT_KINDS } from "@/lib/content/workflow";
import { listBookletSummaries, type BookletSummary } from "@/lib/data/booklets";
import { getPublicSettingValues } from "@/lib/data/settings";
import { getSiteTextsDraftState } from "@/lib/data/settings-drafts";
import { getTranslator } from "@/lib/i18n/server";
import { SITE_TEXTS_ID, siteTextsPreviewPageSchema, type SiteTextsPreviewPage } from "@/lib/validation/content";

export const instant = false;

type Props = PageProps<"/admin/preview/site-texts">;

// The public texts' draft in place on Home, About or Contact, in the real public chrome (docs/decisions/016).
export default async function SiteTextsPreviewPage({ searchParams }: Props) {
  const query = await searchParams;
  const lang = await openPreview(CONTENT_KINDS["site-texts"].policy, query);
  const parsed = siteTextsPreviewPageSchema.safeParse(query.page ?? "home");
  if (!parsed.success) notFound();
  const page = parsed.data;
  const [state, published, booklets] = await Promise.all([
    getSiteTextsDraftState(SITE_TEXTS_ID),
    getPublicSettingValues(),
    page === "home" ? listBookletSummaries(RECENT_BOOKLETS) : Promise.resolve([]),
  ]);
  const settings: Record<string, string> = { ...published, ...state.snapshot.texts };
  const chat = { title: settings.chatbot_title, welcome: settings.chatbot_welcome_message };
  const { title: chatTitle, welcome: chatWelcome } = ownChatTexts(chat);
  const { tr, missing } = await localizeDraft(lang, {
    text: [...pageTextSources(page, settings, booklets), settings.site_tagline, chatTitle, chatWelcome],
  });
  const t = await getTranslator(lang);

  return (
    <PreviewShell
      lang={lang}
      hasDraft={state.draft !== null}
      backHref="/admin/settings"
      untranslated={missing.length > 0}
      siteName={settings.site_name}
      footerDraft={{ siteName: settings.site_name, tagline: tr(settings.site_tagline) }}
      after={<ChatWidget locale={lang} preview={{ ...chat, tr }} />}
    >
      {page === "home" && <HomeView locale={lang} t={t} tr={tr} settings={settings} booklets={booklets} />}
      {page === "about" && <AboutView t={t} tr={tr} settings={settings} />}
      {page === "contact" && (
        <ContactView locale={lang} t={t} settings={settings} form={<ContactFormIsland locale={lang} />} />
      )}
    </PreviewShell>
  );
}

function pageTextSources(page: SiteTextsPreviewPage, settings: Record<string, string>, booklets: BookletSummary[]) {
  if (page === "home") return homeTextSources(settings, booklets);
  if (page === "about") return aboutTextSources(settings);
  return [];
}
