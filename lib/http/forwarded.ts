const MAX_FORWARDED_LENGTH = 1_024;
const MAX_HOPS_READ = 20;

/**
 * The entry of a comma-separated forwarding header (X-Forwarded-For, -Host, -Proto) that the
 * outermost of `hops` trusted proxies wrote (decision 011): each proxy appends what it saw, so it is
 * the `hops`th from the right, and everything left of it is the client's own invention. Null with no
 * trusted proxy, or for a missing, over-long or too-short header: the caller falls back to what
 * the connection itself says, never to a client-chosen value.
 */
export function trustedForwardedEntry(header: string | null, hops: number): string | null {
  if (hops === 0 || !header || header.length > MAX_FORWARDED_LENGTH) return null;
  const chain = header.split(",", MAX_HOPS_READ + 1).map((entry) => entry.trim());
  if (chain.length > MAX_HOPS_READ || chain.length < hops) return null;
  return chain[chain.length - hops] || null;
}
