import type { Metadata } from "next";
import Link from "next/link";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { parseBookletId } from "@/lib/validation/booklets";
import { BookletEditor } from "./booklet-editor";

export const metadata: Metadata = { title: "Edit Booklet" };
export const instant = false;

export default async function BookletEditPage({ params }: PageProps<"/admin/booklets/[id]">) {
  const bookletId = parseBookletId((await params).id);
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      {bookletId ? (
        <BookletEditor bookletId={bookletId} />
      ) : (
        <div role="alert" className="rounded-lg border bg-card p-6">
          <p>{t("adminBooklets.editor.notFound")}</p>
          <Link
            href="/admin/booklets"
            className="mt-3 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("adminBooklets.editor.back")}
          </Link>
        </div>
      )}
    </RoleGate>
  );
}
