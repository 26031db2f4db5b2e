import { cn } from "@/lib/utils";

type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

// No prose plugin: tables scroll instead of breaking a phone layout.
export const CONTENT_STYLES =
  "max-w-none break-words leading-relaxed text-foreground " +
  "[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold " +
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold " +
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 " +
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 " +
  "[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-amber [&_blockquote]:bg-accent/40 [&_blockquote]:px-4 [&_blockquote]:py-1 [&_blockquote]:italic " +
  "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md " +
  "[&_table]:my-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse " +
  "[&_td]:border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_hr]:my-6 " +
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0";

export function BookletHtml({ html, className, ...rest }: { html: string; className?: string } & DataAttributes) {
  return <div {...rest} className={cn(CONTENT_STYLES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
