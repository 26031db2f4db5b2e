import type { ChatSource } from "@/lib/contracts/chat";

export function sourceDocumentId(sources: ChatSource[]): number | null {
  for (const source of sources) {
    const match = /^\/api\/documents\/(\d+)\/download$/.exec(source.url);
    if (match) return Number(match[1]);
  }
  return null;
}
