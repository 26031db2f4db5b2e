"use client";

import Link from "next/link";
import { ArrowLeft } from "lucide-react";

export function DraftEditorHeader({
  backHref,
  backLabel,
  title,
  subtitle,
  actions,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  subtitle?: string;
  actions?: React.ReactNode;
}) {
  const heading = <h1 className="text-3xl font-bold break-words">{title}</h1>;
  return (
    <header className="space-y-2">
      <Link
        href={backHref}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <p className="text-muted-foreground">{subtitle}</p>
          </div>
        )}
        {actions}
      </div>
    </header>
  );
}
