import { Info, X } from "lucide-react";
import { CONTENT_STYLES } from "@/components/booklets/booklet-html";
import { LinkedPopoverText } from "@/components/booklets/linked-popover-text";
import { LabelledSection } from "@/components/ui/labelled-section";
import type { PublicBooklet } from "@/lib/data/booklets";
import type { Translate } from "@/lib/i18n/translator";

type Popover = PublicBooklet["pages"][number]["popovers"][number];

export function PageResources({
  popovers,
  t,
  linkify,
}: {
  popovers: Popover[];
  t: Translate;
  linkify: (html: string) => string;
}) {
  return (
    <LabelledSection
      id="additional-resources"
      heading={t("booklets.reader.additionalResources")}
      level="h3"
      className="mt-8 border-t pt-6"
      headingClassName="mb-3 text-lg font-semibold"
    >
      <ul className="space-y-2">
        {popovers.map((popover) => (
          <ResourcePopover
            key={popover.id}
            popover={popover}
            html={linkify(popover.content)}
            closeLabel={t("booklets.reader.closeResource", { title: popover.title })}
          />
        ))}
      </ul>
    </LabelledSection>
  );
}

// The HTML popover attribute, no script: the browser handles expanded state, tab order, Escape and focus.
function ResourcePopover({ popover, html, closeLabel }: { popover: Popover; html: string; closeLabel: string }) {
  const id = `resource-${popover.id}`;
  return (
    <li style={{ "--resource-anchor": `--${id}` } as React.CSSProperties}>
      <button
        type="button"
        popoverTarget={id}
        className="booklet-resource-trigger flex min-h-11 w-full items-center justify-between gap-3 rounded-md border bg-background px-4 py-2 text-left font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        {popover.title}
        <Info className="size-4 shrink-0 text-primary" aria-hidden />
      </button>
      <div id={id} popover="auto" className="booklet-resource">
        <div className="flex items-start justify-between gap-2 border-b py-1 pr-1 pl-4">
          <h4 className="py-2.5 font-semibold">{popover.title}</h4>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={closeLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <div className="px-4 py-3">
          <LinkedPopoverText html={html} className={CONTENT_STYLES} />
        </div>
      </div>
    </li>
  );
}
