import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureNginx, renderNginxConfig, testNginxConfig, writeNginxConfig } from "../../scripts/serve/nginx.mjs";

// Issue 13: the shipped proxy config (scripts/serve/nginx.conf.template), as `npm run serve` writes it.
const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = { listen: "127.0.0.1:8080", upstreams: ["127.0.0.1:8081", "127.0.0.1:8082"], dir };

describe("the shipped nginx config", () => {
  it("passes nginx -t, with and without the brotli module", () => {
    ensureNginx();
    for (const brotli of [false, true]) {
      const sub = path.join(dir, brotli ? "br" : "gzip");
      const file = writeNginxConfig({ ...options, dir: sub, brotli });
      expect(() => testNginxConfig(file)).not.toThrow();
    }
  }, 120_000);

  it("keys cached pages by path, language and encoding, and never caches admin, APIs or RSC requests", () => {
    const config = renderNginxConfig({ ...options, brotli: false });
    expect(config).toContain('proxy_cache_key "$request_uri|$page_language|$cache_encoding"');
    expect(config).toMatch(/map \$cookie_preferredLanguage \$page_language \{\s+default en;/);
    expect(config).toContain("proxy_cache_use_stale updating");
    expect(config).toContain("proxy_cache_background_update on");
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for");
    const admin = /location ~ \^\/\(admin\|api\)[^{]*\{([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(admin).toContain("proxy_pass http://app");
    expect(admin).not.toContain("proxy_cache");
    expect(config).toContain("server 127.0.0.1:8081;");
    expect(config).toContain("server 127.0.0.1:8082;");
    expect(config).not.toMatch(/^\s*(brotli|load_module)/m);
    expect(renderNginxConfig({ ...options, brotli: true })).toMatch(/^\s*brotli on;/m);
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });
});
