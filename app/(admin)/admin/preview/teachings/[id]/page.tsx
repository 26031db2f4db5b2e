import { notFound } from "next/navigation";
import { PreviewShell } from "@/components/admin/content/preview-shell";
import { TeachingView, teachingTexts } from "@/components/teachings/teaching-view";
import { draftOrNotFound, openPreview } from "@/lib/content/preview-access";
import { localizeDraft } from "@/lib/content/preview-translation";
import { teachingDrafts } from "@/lib/data/teaching-drafts";
import { draftAsPublicTeaching } from "@/lib/data/teachings";
import { getTranslator } from "@/lib/i18n/server";
import { idSchema } from "@/lib/validation/ids";

export const instant = false;

type Props = PageProps<"/admin/preview/teachings/[id]">;

// The draft in the real public chrome and page (docs/decisions/016), in any language; translated as the public
// page is, but what the draft adds is never stored.
export default async function TeachingPreviewPage({ params, searchParams }: Props) {
  const lang = await openPreview("editor", await searchParams);
  const parsed = idSchema().safeParse((await params).id);
  if (!parsed.success) notFound();
  const state = await draftOrNotFound(teachingDrafts.state(parsed.data));
  const teaching = await draftAsPublicTeaching(parsed.data, state.snapshot);
  const { tr, missing } = await localizeDraft(lang, teachingTexts(teaching));
  const t = await getTranslator(lang);
  return (
    <PreviewShell
      lang={lang}
      hasDraft={state.draft !== null}
      backHref={`/admin/teachings/${parsed.data}`}
      untranslated={missing.length > 0}
    >
      <TeachingView teaching={teaching} locale={lang} t={t} tr={tr} />
    </PreviewShell>
  );
}
