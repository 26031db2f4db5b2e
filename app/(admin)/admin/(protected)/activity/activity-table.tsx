"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { AdminTable } from "@/components/admin/admin-table";
import { OptionSelect } from "@/components/admin/option-select";
import { Pager } from "@/components/admin/pager";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TableCell, TableRow } from "@/components/ui/table";
import { activityApi, activityKeys, type ActivityEntry, type ActivityPage } from "@/lib/api/admin/activity";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/contracts/audit";
import type { MessageKey } from "@/lib/i18n/translator";

type Filters = { userId: string; action: string; entityType: string; from: string; to: string };

const ANY = "any";
const NO_FILTERS: Filters = { userId: ANY, action: ANY, entityType: ANY, from: "", to: "" };
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function search(filters: Filters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value && value !== ANY) params.set(key, value);
  return params;
}

function useActionLabel() {
  const t = useT();
  return (action: AuditAction) => t(`adminActivity.actions.${action}` as MessageKey);
}

function useActivity() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const params = search(filters);
  const query = useQuery({
    queryKey: activityKeys.list(params.toString(), page),
    queryFn: () => activityApi.list(params, page),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const clear = () => {
    setFilters(NO_FILTERS);
    setPage(1);
  };
  return { filters, set, clear, page, setPage, params, query };
}

export function ActivityTable() {
  const t = useT();
  const { filters, set, clear, page, setPage, params, query } = useActivity();
  const actionLabel = useActionLabel();

  return (
    <div className="space-y-4">
      <ActivityFilters
        filters={filters}
        set={set}
        clear={clear}
        data={query.data}
        exportHref={activityApi.exportHref(params)}
      />

      {query.data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("adminActivity.total", { count: query.data.total })}
        </p>
      )}

      <QueryState
        query={query}
        error={(error) => t("adminActivity.loadError", { message: error.message })}
        empty={t("adminActivity.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <AdminTable
            className="overflow-x-auto"
            columns={[
              t("adminActivity.date"),
              t("adminActivity.user"),
              t("adminActivity.action"),
              t("adminActivity.summary"),
            ]}
          >
            {data.items.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} actionLabel={actionLabel} />
            ))}
          </AdminTable>
        )}
      </QueryState>

      {query.data && <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={setPage} />}
    </div>
  );
}

const SELECT_FILTERS = [
  { filter: "userId", id: "activity-user", label: "adminActivity.user", anyLabel: "adminActivity.anyUser" },
  { filter: "action", id: "activity-action", label: "adminActivity.action", anyLabel: "adminActivity.anyAction" },
  { filter: "entityType", id: "activity-entity", label: "adminActivity.entity", anyLabel: "adminActivity.anyEntity" },
] as const satisfies readonly { filter: keyof Filters; id: string; label: MessageKey; anyLabel: MessageKey }[];

type FilterProps = {
  filters: Filters;
  set: (key: keyof Filters) => (value: string) => void;
  clear: () => void;
  data: ActivityPage | undefined;
  exportHref: string;
};

function ActivityFilters({ filters, set, clear, data, exportHref }: FilterProps) {
  const t = useT();
  const actionLabel = useActionLabel();
  const options = {
    userId: (data?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.name })),
    action: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
    entityType: (data?.entityTypes ?? []).map((type) => ({ value: type, label: type })),
  };
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
      {SELECT_FILTERS.map(({ filter, id, label, anyLabel }) => (
        <FilterSelect
          key={filter}
          id={id}
          label={t(label)}
          value={filters[filter]}
          onChange={set(filter)}
          anyLabel={t(anyLabel)}
          options={options[filter]}
        />
      ))}
      <DateFilter id="activity-from" label={t("adminActivity.from")} value={filters.from} onChange={set("from")} />
      <DateFilter id="activity-to" label={t("adminActivity.to")} value={filters.to} onChange={set("to")} />
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" onClick={clear}>
          {t("adminActivity.clear")}
        </Button>
        <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
          <DownloadIcon aria-hidden />
          {t("adminActivity.export")}
        </a>
      </div>
    </div>
  );
}

function ActivityRow({ entry, actionLabel }: { entry: ActivityEntry; actionLabel: (action: AuditAction) => string }) {
  return (
    <TableRow>
      <TableCell className="align-top whitespace-nowrap">
        <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
      </TableCell>
      <TableCell className="align-top">{entry.actorName}</TableCell>
      <TableCell className="align-top">
        <Badge variant={entry.action === "delete" ? "destructive" : "secondary"}>{actionLabel(entry.action)}</Badge>
      </TableCell>
      <TableCell className="max-w-md align-top break-words whitespace-normal">
        {entry.summary}
        <span className="block text-xs text-muted-foreground">
          {entry.entityType}
          {entry.entityId !== null && ` #${entry.entityId}`}
        </span>
      </TableCell>
    </TableRow>
  );
}

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} className="lg:w-40" />
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        value={value}
        onChange={onChange}
        className="w-full lg:w-44"
        options={[{ value: ANY, label: anyLabel }, ...options]}
      />
    </div>
  );
}
