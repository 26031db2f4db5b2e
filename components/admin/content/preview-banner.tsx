import Link from "next/link";
import { Eye } from "lucide-react";
import { getTranslator } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";

/** The "this is a preview" bar over a draft shown in the public layout (docs/decisions/016), in English. */
export async function PreviewBanner({
  backHref,
  hasDraft,
  untranslated,
  className,
}: {
  backHref: string;
  hasDraft: boolean;
  untranslated: boolean;
  className: string;
}) {
  const admin = await getTranslator("en");
  return (
    <div
      role="status"
      lang="en"
      className={cn(
        "sticky flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-center font-semibold text-amber-950",
        className,
      )}
    >
      <Eye className="size-5" aria-hidden />
      <span data-testid="preview-banner">
        {admin(hasDraft ? "adminContentWorkflow.previewBanner" : "adminContentWorkflow.previewNoDraft")}
      </span>
      <Link href={backHref} className="underline underline-offset-4">
        {admin("adminContentWorkflow.previewBack")}
      </Link>
      {untranslated && (
        <span className="w-full text-sm font-normal" data-testid="preview-untranslated">
          {admin("adminContentWorkflow.previewUntranslated")}
        </span>
      )}
    </div>
  );
}
