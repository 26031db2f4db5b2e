"use client";

import type { Locale } from "@/lib/i18n/config";
import type { Messages } from "@/lib/i18n/translator";

const requests = new Map<Locale, Promise<Messages>>();

/** One request per language and visit; a failed one is asked again next time. */
export function loadChatPanelMessages(locale: Locale): Promise<Messages> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(`/api/catalogues/${locale}/chat`).then((response) => {
      if (!response.ok) throw new Error(`The chat's texts did not load (HTTP ${response.status}).`);
      return response.json() as Promise<Messages>;
    });
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}
