// The booklet JSON of requirements §7 as the admin screens receive it (dates arrive as strings).
export type BookletRow = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  totalPages: number;
  createdAt: string;
};

export type BookletPageRow = {
  id: number;
  bookletId: number;
  position: number;
  pageNumber: number | null;
  title: string;
  content: string;
  imageUrl: string | null;
};

export type BookletPopoverRow = { id: number; pageId: number; title: string; content: string };

export const bookletKeys = {
  all: ["booklets"] as const,
  one: (id: number) => ["booklets", id] as const,
  pages: (id: number) => ["booklets", id, "pages"] as const,
  popovers: (pageId: number) => ["booklet-pages", pageId, "popovers"] as const,
};
