"use client";

import { useQuery } from "@tanstack/react-query";
import { Podcast } from "lucide-react";
import { CopyableLink } from "@/components/admin/copyable-link";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { teachingKeys, teachingsApi } from "@/lib/api/admin/teachings";

const applePodcastsLink = (feedUrl: string) => feedUrl.replace(/^https?:\/\//, "podcast://");

export function PodcastFeedsPanel({ origin }: { origin: string }) {
  const t = useT();
  const series = useQuery({
    queryKey: teachingKeys.list("series"),
    queryFn: () => teachingsApi.items("series"),
  });
  const feedUrl = (page: string) => new URL(`${page}/feed.xml`, origin).toString();
  return (
    <section aria-labelledby="podcast-feeds-heading" className="rounded-lg border bg-card p-4">
      <h2 id="podcast-feeds-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Podcast className="size-5" aria-hidden />
        {t("adminTeachings.feeds.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("adminTeachings.feeds.intro")}</p>
      <ul className="mt-3">
        <FeedRow name={t("adminTeachings.feeds.all")} url={feedUrl("/teachings")} />
      </ul>
      <QueryState
        query={series}
        loading={<Spinner label={t("common.loading")} className="py-4" />}
        errorTitle={t("common.error")}
        error={(error) => t("adminTeachings.fetchFailed", { message: error.message })}
        empty={<p className="border-t py-3 text-sm text-muted-foreground">{t("adminTeachings.feeds.empty")}</p>}
      >
        {(rows) => (
          <ul className="divide-y border-t">
            {rows.map((item) => (
              <FeedRow
                key={item.id}
                name={t("adminTeachings.feeds.series", { name: item.name })}
                url={feedUrl(`/teachings/series/${item.slug}`)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        <li>{t("adminTeachings.feeds.appleHint")}</li>
        <li>{t("adminTeachings.feeds.anyApp")}</li>
        <li>{t("adminTeachings.feeds.spotify")}</li>
      </ul>
    </section>
  );
}

function FeedRow({ name, url }: { name: string; url: string }) {
  const t = useT();
  return (
    <li className="grid gap-2 py-3">
      <h3 className="font-medium">{name}</h3>
      <CopyableLink link={url} copyLabel={t("adminTeachings.feeds.copy", { name })} />
      <div>
        <Button asChild variant="outline" size="sm">
          <a href={applePodcastsLink(url)} aria-label={t("adminTeachings.feeds.appleLabel", { name })}>
            <Podcast aria-hidden />
            {t("adminTeachings.feeds.apple")}
          </a>
        </Button>
      </div>
    </li>
  );
}
