// requirements §4: keyed by a hash of the WHOLE text, so two texts that open alike never share an entry.

async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Without Web Crypto (a non-secure page) the whole text is the key.
export async function translationCacheKey(language: string, text: string): Promise<string> {
  return `${language}:${(await sha256Hex(text)) ?? text}`;
}

// null: it failed; don't ask again.
export class TranslationCache {
  private entries = new Map<string, string | null>();

  async get(language: string, text: string): Promise<string | null | undefined> {
    return this.entries.get(await translationCacheKey(language, text));
  }

  async set(language: string, text: string, translation: string | null): Promise<void> {
    this.entries.set(await translationCacheKey(language, text), translation);
  }

  async has(language: string, text: string): Promise<boolean> {
    return this.entries.has(await translationCacheKey(language, text));
  }
}

export const translationCache = new TranslationCache();
