import type { ChatSource } from "@/lib/contracts/chat";
import { cn } from "@/lib/utils";

export function SourceLinks({ sources, className }: { sources: ChatSource[]; className?: string }) {
  return (
    <ul className={cn("space-y-1", className)}>
      {sources.map((source) => (
        <li key={source.url}>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-2"
          >
            {source.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
