function httpUrl(link: string | null | undefined): URL | null {
  try {
    const url = new URL((link ?? "").trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** A shared-drive or YouTube player in canonical form, else null: all that non-admin staff may frame in a page. */
export function knownVideoEmbedUrl(link: string | null | undefined): string | null {
  const url = httpUrl(link);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./, "");
  if (host === "drive.google.com" || host === "docs.google.com") {
    const id = url.pathname.match(/\/file\/d\/([\w-]+)/)?.[1] ?? url.searchParams.get("id");
    return id && /^[\w-]+$/.test(id) ? `https://drive.google.com/file/d/${id}/preview` : null;
  }
  if (host === "youtube.com" || host === "m.youtube.com" || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? url.pathname.slice(1).split("/")[0]
        : (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1]);
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  return null;
}

/** An admin's video setting (requirements §Videos): a known player, else any http(s) address, so none runs script. */
export function toEmbedUrl(link: string | null | undefined): string | null {
  return knownVideoEmbedUrl(link) ?? httpUrl(link)?.toString() ?? null;
}
