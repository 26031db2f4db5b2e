"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon, ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import { OptionSelect } from "@/components/admin/option-select";
import { Pager } from "@/components/admin/pager";
import { QueryState } from "@/components/admin/query-state";
import { AdminTable } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TableCell, TableRow } from "@/components/ui/table";
import { conversationKeys, conversationsApi, type Exchange, type ExchangePage } from "@/lib/api/admin/conversations";
import { formatDate } from "@/lib/format";
import type { MessageKey } from "@/lib/i18n/translator";
import { CONVERSATION_FILTERS, type ConversationFilter } from "@/lib/validation/chat";
import { ConversationDialog } from "./conversation-dialog";
import { PromoteDialog } from "./promote-dialog";
import { SourceLinks } from "./source-links";

const FILTER_LABELS: Record<ConversationFilter, { label: MessageKey; count: keyof ExchangePage["counts"] }> = {
  all: { label: "adminConversations.filters.all", count: "all" },
  unanswered: { label: "adminConversations.filters.unanswered", count: "unanswered" },
  "low-rated": { label: "adminConversations.filters.lowRated", count: "lowRated" },
};

export function ConversationsTable() {
  const t = useT();
  const [filter, setFilter] = useState<ConversationFilter>("all");
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [promoting, setPromoting] = useState<Exchange | null>(null);
  const query = useQuery({
    queryKey: conversationKeys.list(filter, page),
    queryFn: () => conversationsApi.list(filter, page),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <ConversationFilters
        filter={filter}
        onFilter={(value) => {
          setFilter(value);
          setPage(1);
        }}
        data={query.data}
      />

      <QueryState
        query={query}
        error={(error) => t("adminConversations.loadError", { message: error.message })}
        isEmpty={(data) => data.items.length === 0}
        empty={t("adminConversations.empty")}
      >
        {(data) => <ExchangesTable items={data.items} onView={setViewing} onPromote={setPromoting} />}
      </QueryState>

      {query.data && <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={setPage} />}

      <ConversationDialog conversationId={viewing} onClose={() => setViewing(null)} />
      <PromoteDialog exchange={promoting} onClose={() => setPromoting(null)} />
    </div>
  );
}

function ConversationFilters({
  filter,
  onFilter,
  data,
}: {
  filter: ConversationFilter;
  onFilter: (filter: ConversationFilter) => void;
  data: ExchangePage | undefined;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField id="conversation-filter" label={t("adminConversations.filterLabel")}>
        <OptionSelect
          value={filter}
          onChange={(value) => onFilter(value as ConversationFilter)}
          className="w-56"
          options={CONVERSATION_FILTERS.map((value) => ({
            value,
            label: t(FILTER_LABELS[value].label, { count: data?.counts[FILTER_LABELS[value].count] ?? "…" }),
          }))}
        />
      </FormField>
      <a
        href={`/api/conversations/export?filter=${filter}`}
        download
        className={buttonVariants({ variant: "outline" })}
      >
        <DownloadIcon aria-hidden />
        {t("adminConversations.export")}
      </a>
      {data && (
        <p className="pb-2 text-sm text-muted-foreground">
          {t("adminConversations.conversationCount", { count: data.counts.conversations })}
        </p>
      )}
    </div>
  );
}

type RowActions = { onView: (conversationId: number) => void; onPromote: (exchange: Exchange) => void };

function ExchangesTable({ items, onView, onPromote }: { items: Exchange[] } & RowActions) {
  const t = useT();
  return (
    <AdminTable
      columns={[
        t("adminConversations.date"),
        t("adminConversations.question"),
        t("adminConversations.answer"),
        t("adminConversations.outcome"),
        t("adminConversations.rating"),
        t("adminConversations.sources"),
        { label: t("common.actions"), className: "text-right" },
      ]}
    >
      {items.map((row) => (
        <ExchangeRow key={row.id} row={row} onView={onView} onPromote={onPromote} />
      ))}
    </AdminTable>
  );
}

function ExchangeRow({ row, onView, onPromote }: { row: Exchange } & RowActions) {
  const t = useT();
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">{formatDate(row.createdAt)}</TableCell>
      <TableCell className="max-w-56 align-top whitespace-normal">
        {row.question ?? t("adminConversations.noQuestion")}
      </TableCell>
      <TableCell className="max-w-80 align-top whitespace-normal">
        <p className="line-clamp-3">{row.answer}</p>
      </TableCell>
      <TableCell>
        <Badge variant={row.outcome === "not_found" || row.outcome === "failed" ? "destructive" : "secondary"}>
          {row.outcome ? t(`adminConversations.outcomes.${row.outcome}` as MessageKey) : "—"}
        </Badge>
      </TableCell>
      <TableCell>
        <Rating rating={row.rating} />
      </TableCell>
      <TableCell className="max-w-56 align-top whitespace-normal">
        {row.sources.length === 0 ? (
          <span className="text-muted-foreground">{t("adminConversations.noSources")}</span>
        ) : (
          <SourceLinks sources={row.sources} />
        )}
      </TableCell>
      <TableCell>
        <div className="flex flex-col items-end gap-2">
          <Button size="sm" variant="outline" onClick={() => onView(row.conversationId)}>
            {t("adminConversations.view")}
          </Button>
          {row.question &&
            (row.promoted ? (
              <Badge variant="secondary">{t("adminConversations.promoted")}</Badge>
            ) : (
              (row.outcome === "not_found" || (row.rating ?? 0) < 0) && (
                <Button size="sm" onClick={() => onPromote(row)}>
                  {t("adminConversations.promote")}
                </Button>
              )
            ))}
        </div>
      </TableCell>
    </TableRow>
  );
}

function Rating({ rating }: { rating: number | null }) {
  const t = useT();
  if (rating === null) return <span className="text-muted-foreground">{t("adminConversations.ratings.none")}</span>;
  return rating > 0 ? (
    <span className="inline-flex items-center gap-1 text-green-700">
      <ThumbsUpIcon aria-hidden className="size-4" />
      {t("adminConversations.ratings.up")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-destructive">
      <ThumbsDownIcon aria-hidden className="size-4" />
      {t("adminConversations.ratings.down")}
    </span>
  );
}
