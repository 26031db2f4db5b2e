import { linkifyPopoverHtml } from "@/lib/book/references";
import { withParseBudget, type ReferenceFinder } from "@/lib/scripture/finder";

// One budget for all of a page's popovers: about 70 ms a language at worst (security review 9, H1).
export const LINKED_CHARACTERS_PER_PAGE = 20_000;

export function pagePopoverLinker(find: ReferenceFinder, pageHref: (page: number) => string | null) {
  const budgeted = withParseBudget(find, LINKED_CHARACTERS_PER_PAGE);
  return (html: string) => linkifyPopoverHtml(html, budgeted, pageHref);
}
