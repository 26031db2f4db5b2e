const MAX_FORWARDED_LENGTH = 1_024;
const MAX_HOPS_READ = 20;

// The outermost trusted proxy's entry is `hops`th from the right (decision 011); null: the socket's, never a client's.
export function trustedForwardedEntry(header: string | null, hops: number): string | null {
  if (hops === 0 || !header || header.length > MAX_FORWARDED_LENGTH) return null;
  const chain = header.split(",", MAX_HOPS_READ + 1).map((entry) => entry.trim());
  if (chain.length > MAX_HOPS_READ || chain.length < hops) return null;
  return chain[chain.length - hops] || null;
}
