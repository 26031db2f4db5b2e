"use client";

import { useState } from "react";
import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Mic, Plus } from "lucide-react";
import { EditButton } from "@/components/admin/edit-button";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { DeleteButton } from "@/components/admin/delete-button";
import { Pager, pageOfRows } from "@/components/admin/pager";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { teachingKeys, teachingsApi, type StaffTeachingRow } from "@/lib/api/admin/teachings";
import { slugify } from "@/lib/validation/categories";
import { teachingCreateSchema } from "@/lib/validation/teachings";
import { useValidatedSubmit } from "./use-validated-submit";

export function CreateTeachingForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    title: "",
    slug: "",
    date: new Date().toISOString().slice(0, 10),
  });
  const [created, setCreated] = useState<StaffTeachingRow | null>(null);
  const { errors, pending, submit } = useValidatedSubmit(teachingCreateSchema, async (parsed) => {
    setCreated(await teachingsApi.create(parsed));
    setValues({ ...values, title: "", slug: "" });
    await queryClient.invalidateQueries({ queryKey: teachingKeys.all, exact: true });
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submit({ ...values, slug: values.slug || slugify(values.title) });
  };

  const field = (name: keyof typeof values, label: string, type = "text") => (
    <FormField id={`teaching-${name}`} label={label} error={errors[name]}>
      <Input
        type={type}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </FormField>
  );

  return (
    <section aria-labelledby="new-teaching" className="rounded-lg border bg-card p-4">
      <h2 id="new-teaching" className="text-lg font-semibold">
        {t("adminTeachings.create")}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-start">
        {field("title", t("adminTeachings.fields.title"))}
        {field("slug", t("adminTeachings.fields.slug"))}
        {field("date", t("adminTeachings.fields.date"), "date")}
        <Button type="submit" disabled={pending} className="md:mt-6">
          <Plus aria-hidden />
          {pending ? t("common.creating") : t("adminTeachings.createButton")}
        </Button>
      </form>
      {created && (
        <p role="status" className="mt-3 text-sm">
          {t("adminTeachings.created")}{" "}
          <Link href={`/admin/teachings/${created.id}`} className="font-medium text-primary underline">
            {t("adminTeachings.openEditor", { title: created.title })}
          </Link>
        </p>
      )}
    </section>
  );
}

// A site may hold thousands of teachings (decision 023): the table shows them a page at a time.
const TEACHINGS_PAGE_SIZE = 50;

export function TeachingsTable() {
  const t = useT();
  const [page, setPage] = useState(1);
  const teachings = useQuery({
    queryKey: teachingKeys.all,
    queryFn: teachingsApi.list,
  });
  const remove = useAdminMutation({
    mutationFn: (teaching: StaffTeachingRow) => teachingsApi.remove(teaching.id),
    invalidate: [teachingKeys.all],
    success: {
      title: t("common.success"),
      description: t("adminTeachings.deleted"),
    },
    error: {
      title: t("common.error"),
      description: t("adminTeachings.deleteFailed"),
    },
  });
  return (
    <QueryState
      query={teachings}
      loading={<Spinner size="lg" label={t("common.loading")} className="w-full py-10" />}
      errorTitle={t("common.error")}
      error={(error) => t("adminTeachings.fetchFailed", { message: error.message })}
      empty={
        <div className="rounded-lg border border-dashed bg-card px-6 py-12 text-center">
          <Mic className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">{t("adminTeachings.empty")}</p>
        </div>
      }
    >
      {(rows) => (
        <PagedTeachings
          rows={rows}
          page={page}
          onPage={setPage}
          pending={remove.isPending}
          onDelete={(teaching) => remove.mutate(teaching)}
        />
      )}
    </QueryState>
  );
}

function PagedTeachings({
  rows,
  page,
  onPage,
  pending,
  onDelete,
}: {
  rows: StaffTeachingRow[];
  page: number;
  onPage: (page: number) => void;
  pending: boolean;
  onDelete: (teaching: StaffTeachingRow) => void;
}) {
  const t = useT();
  const shown = pageOfRows(rows, page, TEACHINGS_PAGE_SIZE);
  return (
    <div className="space-y-3">
      <AdminTable
        columns={[
          t("adminTeachings.fields.title"),
          t("adminTeachings.fields.date"),
          t("adminTeachings.columns.speaker"),
          t("adminTeachings.columns.status"),
          { label: t("common.actions"), className: "text-right" },
        ]}
      >
        {shown.rows.map((teaching) => (
          <TeachingRow key={teaching.id} teaching={teaching} pending={pending} onDelete={() => onDelete(teaching)} />
        ))}
      </AdminTable>
      <Pager page={shown.page} total={rows.length} pageSize={TEACHINGS_PAGE_SIZE} onPage={onPage} />
    </div>
  );
}

function TeachingRow({
  teaching,
  pending,
  onDelete,
}: {
  teaching: StaffTeachingRow;
  pending: boolean;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <TableRow>
      <TableCell className="font-medium">{teaching.title}</TableCell>
      <TableCell>{teaching.date}</TableCell>
      <TableCell>{teaching.speaker ?? "—"}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          {teaching.publishedAt ? (
            <Badge>{t("adminTeachings.statusPublished")}</Badge>
          ) : (
            <Badge variant="secondary">{t("adminTeachings.statusOff")}</Badge>
          )}
          {teaching.publishAt && <Badge variant="outline">{t("adminTeachings.statusScheduled")}</Badge>}
          {teaching.hasDraft && <Badge variant="outline">{t("adminTeachings.statusChanges")}</Badge>}
        </div>
      </TableCell>
      <RowActions>
        <EditButton
          href={`/admin/teachings/${teaching.id}`}
          ariaLabel={t("adminTeachings.editLabel", { title: teaching.title })}
        />
        <DeleteButton
          icon
          label={t("common.delete")}
          ariaLabel={t("adminTeachings.deleteLabel", {
            title: teaching.title,
          })}
          pending={pending}
          title={t("adminTeachings.deleteTitle", {
            title: teaching.title,
          })}
          description={t("adminTeachings.deleteBody")}
          confirmLabel={t("common.delete")}
          onConfirm={onDelete}
        />
      </RowActions>
    </TableRow>
  );
}
