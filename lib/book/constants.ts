export const BOOK_PAGE_COUNT = 21;
export const THUMBNAIL_SIZE = { width: 70, height: 90 } as const;
export const THUMBNAIL_SCROLL_STEP = 280;
export const POPOVER_MAX_WIDTH = 500;
export const POPOVER_DEFAULT_POSITION = { x: 50, y: 50 } as const;
export const HIGHLIGHT_COLORS = ["gold", "blue", "green", "red", "purple"] as const;
export const POPOVER_LINK_TYPES = ["text", "image", "audio", "video", "pdf"] as const;
export const SELECTION_PREVIEW_LENGTH = 50;
export const DEFAULT_TITLE_MAX = 30;
export const DEFAULT_TITLE_CUT = 27;
/** requirements §2: under 640 px mobile, under 1024 px tablet, above that desktop. */
export const BREAKPOINTS = { tablet: 640, desktop: 1024 } as const;

export const STATIC_READER_PATH = "/wyra-website/index.html";
export const PLACEHOLDER_IMAGE = "/assets/images/placeholder.svg";

export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];
export type PopoverLinkType = (typeof POPOVER_LINK_TYPES)[number];
export type ViewerMode = "enhanced" | "iframe";

/** requirements §8: a page's image falls back to /assets/images/page-{n}.webp. */
export const pageImagePath = (pageNumber: number) => `/assets/images/page-${pageNumber}.webp`;
export const pageThumbnailPath = (pageNumber: number) => `/assets/images/thumbs/page-${pageNumber}.webp`;
export const bookPageHref = (pageNumber: number) => `/flipbook?page=${pageNumber}`;

// docs/decisions/012: the page's own rendered image is already shown as HTML.
export const customPageImage = (page: { pageNumber: number; imageUrl: string | null }) =>
  page.imageUrl && page.imageUrl !== pageImagePath(page.pageNumber) ? page.imageUrl : null;

export const clampPage = (page: number, total: number) =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, total));
