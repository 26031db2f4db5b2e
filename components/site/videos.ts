import { toEmbedUrl } from "@/lib/video";

export type PopupVideo = { title: string; embedUrl: string };

export const VIDEO_POPUP_NAMESPACES = ["site.videoPopup", "common.close"];

// requirements §2 "Video popup"; unusable links are left out.
export function popupVideos(settings: Record<string, string>): PopupVideo[] {
  return [1, 2].flatMap((n) => {
    const embedUrl = toEmbedUrl(settings[`video_${n}_url`]);
    return embedUrl ? [{ title: settings[`video_${n}_title`] || `Video ${n}`, embedUrl }] : [];
  });
}
