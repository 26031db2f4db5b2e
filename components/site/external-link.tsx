import { ExternalLinkIcon } from "lucide-react";

/**
 * A link to another site, always in a new tab (requirements §2), telling screen-reader users so.
 * `icon` adds the external-link mark after the text.
 */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  icon = false,
  children,
}: {
  href: string;
  newTabLabel: string;
  className?: string;
  icon?: boolean;
  children: React.ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon && <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
