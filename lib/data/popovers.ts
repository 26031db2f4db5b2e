import "server-only";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { inferLinkType, type PopoverDto } from "@/lib/book/popover-rules";
import { referenceKey } from "@/lib/book/references";
import { bundledVerseImage } from "@/lib/book/verse-images";
import { sanitizeStaffHtml, sanitizeStoredHtml } from "@/lib/html/sanitize";
import type { PopoverCreateInput } from "@/lib/validation/flipbook";
import { inTransaction, type TransactionRunner } from "@/lib/data/content";

export type { PopoverDto };

export const popoverSelect = {
  id: true,
  pageId: true,
  title: true,
  content: true,
  linkedText: true,
  linkType: true,
  highlightColor: true,
  imageUrl: true,
  audioUrl: true,
  videoUrl: true,
  pdfUrl: true,
  positionX: true,
  positionY: true,
} as const;

type PopoverRow = Omit<PopoverDto, "position"> & { positionX: number; positionY: number };

export function toPopoverDto({ positionX, positionY, content, ...popover }: PopoverRow): PopoverDto {
  return {
    ...popover,
    content: content === null ? null : sanitizeStoredHtml(content),
    position: { x: positionX, y: positionY },
  };
}

export async function listPopovers(pageId: number): Promise<PopoverDto[]> {
  const page = await db.flipbookPage.findUnique({
    where: { id: pageId },
    select: { popovers: { select: popoverSelect, orderBy: { id: "asc" } } },
  });
  if (!page) throw notFound("Page not found.");
  return page.popovers.map(toPopoverDto);
}

export async function createPopover(
  { pageId, position, linkType, content, ...fields }: PopoverCreateInput,
  run: TransactionRunner = inTransaction,
): Promise<PopoverDto> {
  const popover = await run(async (tx) => {
    const page = await tx.flipbookPage.findUnique({ where: { id: pageId }, select: { id: true } });
    if (!page) throw notFound("Page not found.");
    return tx.popover.create({
      data: {
        ...fields,
        pageId,
        content: content === null ? null : sanitizeStaffHtml(content),
        linkType: linkType ?? inferLinkType({ content, ...fields }),
        positionX: position.x,
        positionY: position.y,
      },
      select: popoverSelect,
    });
  });
  await invalidate(CACHE_TAGS.flipbook);
  return toPopoverDto(popover);
}

export async function deletePopover(id: number, run: TransactionRunner = inTransaction): Promise<void> {
  await run((tx) => tx.popover.delete({ where: { id }, select: { id: true } }));
  await invalidate(CACHE_TAGS.flipbook);
}

const IMAGE_TYPES = ["jpg", "jpeg", "jfif", "png", "webp", "gif"];

export async function findVerseImage(reference: string): Promise<string | null> {
  const key = referenceKey(reference);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Document"
    WHERE lower("documentType") = ANY(${IMAGE_TYPES})
      AND regexp_replace(lower(title), '[[:space:]:–-]', '', 'g') = ${key}
    ORDER BY "createdAt" DESC LIMIT 1`;
  if (rows[0]) return `/api/documents/${rows[0].id}/download`;
  return bundledVerseImage(key);
}
