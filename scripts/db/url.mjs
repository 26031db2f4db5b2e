// Helpers for DATABASE_URL values shared by the wrapper, the tools and the test setup.

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** True when the URL points at this machine (the only place destructive commands may run). */
export function isLocalDatabaseUrl(url) {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

/** The URL without its password, safe to print. */
export function redactDatabaseUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<unparseable DATABASE_URL>";
  }
}

/** Discrete pg connection fields; unlike a connectionString they let `database` be overridden. */
export function connectionConfig(url) {
  const parsed = new URL(url);
  return {
    host: decodeURIComponent(parsed.hostname).replace(/^\[(.*)\]$/, "$1"),
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.slice(1)) || undefined,
  };
}
