import os from "node:os";

// Next blocks its dev resources (/_next/hmr, the chunks) for any other host, and the page never hydrates.
export function devOrigins(interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces()): string[] {
  const hosts = new Set(["127.0.0.1", "[::1]"]);
  for (const entries of Object.values(interfaces))
    for (const entry of entries ?? []) {
      if (entry.family !== "IPv4" && entry.family !== "IPv6") continue;
      // A URL's hostname keeps an IPv6 address in brackets, without its zone (fe80::1%eth0).
      hosts.add(entry.family === "IPv6" ? `[${entry.address.split("%")[0]}]` : entry.address);
    }
  return [...hosts];
}
