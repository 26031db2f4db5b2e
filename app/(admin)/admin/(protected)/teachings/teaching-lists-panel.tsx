"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { DeleteButton } from "@/components/admin/delete-button";
import { Pager, pageOfRows } from "@/components/admin/pager";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { teachingKeys, teachingsApi, type TeachingListPath, type TeachingListRow } from "@/lib/api/admin/teachings";
import { slugify } from "@/lib/validation/categories";
import { teachingListItemSchema } from "@/lib/validation/teachings";
import { useValidatedSubmit } from "./use-validated-submit";

export function TeachingListsPanel() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <TeachingList path="speakers" />
      <TeachingList path="series" />
    </div>
  );
}

// Up to 500 of each (decision 023), a page at a time.
const LIST_PAGE_SIZE = 20;

function TeachingList({ path }: { path: TeachingListPath }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const items = useQuery({
    queryKey: teachingKeys.list(path),
    queryFn: () => teachingsApi.items(path),
  });
  const remove = useAdminMutation({
    mutationFn: (item: TeachingListRow) => teachingsApi.removeItem(path, item.id),
    invalidate: [teachingKeys.list(path), teachingKeys.all],
    success: {
      title: t("common.success"),
      description: t("adminTeachings.lists.deleted"),
    },
    error: {
      title: t("common.error"),
      description: t("adminTeachings.lists.deleteFailed"),
    },
  });
  const heading = t(path === "speakers" ? "adminTeachings.lists.speakers" : "adminTeachings.lists.series");
  return (
    <section aria-labelledby={`${path}-heading`} className="rounded-lg border bg-card p-4">
      <h2 id={`${path}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <QueryState
        query={items}
        loading={<Spinner label={t("common.loading")} className="py-4" />}
        errorTitle={t("common.error")}
        error={(error) => t("adminTeachings.fetchFailed", { message: error.message })}
        empty={<p className="mt-2 text-muted-foreground">{t("adminTeachings.lists.empty")}</p>}
      >
        {(rows) => (
          <PagedItems
            rows={rows}
            page={page}
            onPage={setPage}
            pending={remove.isPending}
            onDelete={(item) => remove.mutate(item)}
          />
        )}
      </QueryState>
      <AddListItemForm path={path} />
    </section>
  );
}

function PagedItems({
  rows,
  page,
  onPage,
  pending,
  onDelete,
}: {
  rows: TeachingListRow[];
  page: number;
  onPage: (page: number) => void;
  pending: boolean;
  onDelete: (item: TeachingListRow) => void;
}) {
  const t = useT();
  const shown = pageOfRows(rows, page, LIST_PAGE_SIZE);
  return (
    <>
      <ul className="mt-2 divide-y">
        {shown.rows.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">{item.name}</span>{" "}
              <span className="text-sm text-muted-foreground">/{item.slug}</span>
            </span>
            <DeleteButton
              icon
              label={t("common.delete")}
              ariaLabel={t("adminTeachings.deleteLabel", { title: item.name })}
              pending={pending}
              title={t("adminTeachings.deleteTitle", { title: item.name })}
              description={t("adminTeachings.lists.deleteBody")}
              confirmLabel={t("common.delete")}
              onConfirm={() => onDelete(item)}
            />
          </li>
        ))}
      </ul>
      <Pager page={shown.page} total={rows.length} pageSize={LIST_PAGE_SIZE} onPage={onPage} />
    </>
  );
}

function AddListItemForm({ path }: { path: TeachingListPath }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: "", slug: "", description: "" });
  const id = (name: string) => `${path}-${name}`;
  const { errors, pending, submit } = useValidatedSubmit(teachingListItemSchema, async (parsed) => {
    await teachingsApi.addItem(path, parsed);
    setValues({ name: "", slug: "", description: "" });
    toast.success(t("common.success"), { description: t("adminTeachings.lists.added") });
    await queryClient.invalidateQueries({ queryKey: teachingKeys.list(path) });
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submit({ ...values, slug: values.slug || slugify(values.name) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3 border-t pt-4">
      <FormField id={id("name")} label={t("adminTeachings.lists.name")} error={errors.name}>
        <Input value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      </FormField>
      <FormField id={id("slug")} label={t("adminTeachings.fields.slug")} error={errors.slug}>
        <Input
          value={values.slug}
          placeholder={slugify(values.name)}
          onChange={(event) => setValues({ ...values, slug: event.target.value })}
        />
      </FormField>
      <FormField id={id("description")} label={t("adminTeachings.lists.description")} error={errors.description}>
        <Textarea
          rows={2}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={pending}>
          <Plus aria-hidden />
          {t(path === "speakers" ? "adminTeachings.lists.addSpeaker" : "adminTeachings.lists.addSeries")}
        </Button>
      </div>
    </form>
  );
}
