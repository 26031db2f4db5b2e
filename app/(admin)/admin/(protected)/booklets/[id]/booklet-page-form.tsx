"use client";

import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { SubmitButton } from "@/components/ui/submit-button";
import { BookletPageContent } from "./booklet-page-content";
import { BookletPageFields } from "./booklet-page-fields";
import { BookletPopovers } from "./booklet-popovers";
import { useBookletPageForm } from "./use-booklet-page-form";
import type { DraftChange, DraftPage } from "./booklet-draft";
import { usePagePreview } from "./use-page-preview";

type Props = {
  page: DraftPage | null;
  position: number;
  change: DraftChange;
  onSaved: (key: string) => void;
  onDeleted: () => void;
};

export function BookletPageForm({ page, position, change, onSaved, onDeleted }: Props) {
  const t = useT();
  const preview = usePagePreview();
  const { form, onSubmit, remove } = useBookletPageForm({ page, change, onSaved, onDeleted, onReset: preview.reset });
  const { isSubmitting } = form.formState;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardHeading>
            {page ? t("adminBooklets.editor.pagePosition", { n: position }) : t("adminBooklets.editor.newPage")}
          </CardHeading>
          {page && <DeletePageButton page={page} onConfirm={() => void remove(page)} />}
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <BookletPageFields form={form} isNew={!page} />
            <BookletPageContent
              form={form}
              preview={preview.preview}
              onPreview={() => void preview.show(form.getValues("content") ?? "")}
            />
            <div>
              <SubmitButton pending={isSubmitting} pendingText={page ? t("common.saving") : t("common.adding")}>
                {page ? t("adminBooklets.editor.savePage") : t("adminBooklets.editor.createPage")}
              </SubmitButton>
            </div>
          </form>
        </CardContent>
      </Card>

      {page ? (
        <BookletPopovers page={page} change={change} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("adminBooklets.editor.popoversAfterSave")}</p>
      )}
    </div>
  );
}

function DeletePageButton({ page, onConfirm }: { page: DraftPage; onConfirm: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden />
          {t("adminBooklets.editor.deletePage")}
        </Button>
      }
      title={t("adminBooklets.editor.deletePageTitle", { title: page.title })}
      description={t("adminBooklets.editor.deletePageBody")}
      confirmLabel={t("adminBooklets.editor.deletePage")}
      onConfirm={onConfirm}
    />
  );
}
