import {
  DEFAULT_TITLE_CUT,
  DEFAULT_TITLE_MAX,
  SELECTION_PREVIEW_LENGTH,
  type HighlightColor,
  type PopoverLinkType,
} from "@/lib/book/constants";

export type PopoverDto = {
  id: number;
  pageId: number;
  title: string;
  content: string | null;
  linkedText: string | null;
  linkType: PopoverLinkType;
  highlightColor: HighlightColor;
  imageUrl: string | null;
  audioUrl: string | null;
  videoUrl: string | null;
  pdfUrl: string | null;
  position: { x: number; y: number };
};

/** requirements §5: the default title is the selection, cut to 27 characters plus "..." when over 30. */
export function defaultPopoverTitle(selection: string): string {
  const text = selection.replace(/\s+/g, " ").trim();
  return text.length > DEFAULT_TITLE_MAX ? `${text.slice(0, DEFAULT_TITLE_CUT)}...` : text;
}

/** requirements §9: the dialog previews the first 50 characters of the selection. */
export function selectionPreview(selection: string): string {
  const text = selection.replace(/\s+/g, " ").trim();
  return text.length > SELECTION_PREVIEW_LENGTH ? `${text.slice(0, SELECTION_PREVIEW_LENGTH)}...` : text;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

// requirements §5: a YouTube link is stored in embed form.
export function toVideoEmbedUrl(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.slice(1).split("/")[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, kind, value] = parsed.pathname.split("/");
    if (kind === "watch") id = parsed.searchParams.get("v");
    else if (kind === "embed" || kind === "shorts" || kind === "live" || kind === "v") id = value ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return trimmed;
  const start = parsed.searchParams.get("t") ?? parsed.searchParams.get("start");
  const seconds = start ? Number.parseInt(start, 10) : NaN;
  return `https://www.youtube.com/embed/${id}${Number.isFinite(seconds) && seconds > 0 ? `?start=${seconds}` : ""}`;
}

export const isEmbeddableVideo = (url: string) => /^https:\/\/www\.youtube\.com\/embed\//.test(url);

export type PopoverContentFields = {
  content?: string | null;
  imageUrl?: string | null;
  audioUrl?: string | null;
  videoUrl?: string | null;
  pdfUrl?: string | null;
};

/** requirements §5: at least one of content, image, audio, video or PDF. Survives any input: runs when others fail. */
export function hasPopoverContent(fields: PopoverContentFields | null | undefined): boolean {
  if (!fields || typeof fields !== "object") return false;
  return [fields.content, fields.imageUrl, fields.audioUrl, fields.videoUrl, fields.pdfUrl].some(
    (value) => typeof value === "string" && value.trim() !== "",
  );
}

export function inferLinkType(fields: PopoverContentFields) {
  if (fields.videoUrl?.trim()) return "video" as const;
  if (fields.audioUrl?.trim()) return "audio" as const;
  if (fields.pdfUrl?.trim()) return "pdf" as const;
  if (fields.imageUrl?.trim()) return "image" as const;
  return "text" as const;
}
