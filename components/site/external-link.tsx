import { ExternalLinkIcon } from "lucide-react";

// requirements §2: always in a new tab, telling screen-reader users so.
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
