"use client";

import Link from "next/link";
import { Pencil } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

type Target = { href: string; onClick?: never } | { onClick: () => void; href?: never };

/** A row's Edit: a link to the item's own screen, or a button that opens its dialog. `ariaLabel` names the item. */
export function EditButton({ ariaLabel, icon = true, ...target }: Target & { ariaLabel: string; icon?: boolean }) {
  const t = useT();
  const content = (
    <>
      {icon && <Pencil aria-hidden />}
      {t("common.edit")}
    </>
  );
  if (target.href !== undefined)
    return (
      <Button asChild size="sm" variant="outline">
        <Link href={target.href} aria-label={ariaLabel}>
          {content}
        </Link>
      </Button>
    );
  return (
    <Button size="sm" variant="outline" onClick={target.onClick} aria-label={ariaLabel}>
      {content}
    </Button>
  );
}
