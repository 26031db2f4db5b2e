import { toEmbedUrl } from "@/lib/video";

export type PopupVideo = { title: string; embedUrl: string };

/** The strings the video popup reads (for its MessagesProvider). */
export const VIDEO_POPUP_NAMESPACES = ["site.videoPopup", "common.close"];

/** requirements §2 "Video popup": Born Redeemed and Who You Really Are, from settings; unusable links are left out. */
export function popupVideos(settings: Record<string, string>): PopupVideo[] {
  return [1, 2].flatMap((n) => {
    const embedUrl = toEmbedUrl(settings[`video_${n}_url`]);
    return embedUrl ? [{ title: settings[`video_${n}_title`] || `Video ${n}`, embedUrl }] : [];
  });
}
