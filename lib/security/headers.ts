// Response headers for every route (decision 011), built here so next.config.ts only lists them.
//
// The CSP cannot use per-request nonces: most pages are prerendered and served from cache, and a
// nonce in a cached page is a nonce everyone knows. Hashes would have to cover the inline scripts
// Next writes into each page (the RSC payload differs per page and per deploy), and
// 'strict-dynamic' needs a nonce or hash to start from. So scripts are 'self' plus
// 'unsafe-inline'; what the CSP still buys is no plugins, no foreign scripts or frames, no <base>
// hijack, no form posts or framing by other sites, and no connections to other origins.
const isDev = process.env.NODE_ENV === "development";

const directives: Record<string, string[]> = {
  "default-src": ["'self'"],
  // 'unsafe-eval' only for the dev server's React refresh.
  "script-src": ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
  "style-src": ["'self'", "'unsafe-inline'"],
  // Booklet and book HTML, and book popovers, may show images, audio, video and PDFs from
  // anywhere over https (lib/validation/flipbook.ts mediaUrl); none of them runs code in this page.
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "media-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", ...(isDev ? ["ws:"] : [])],
  // Video embeds (YouTube, Google Drive) and popover PDFs at https addresses; a framed page
  // runs in its own origin.
  "frame-src": ["'self'", "https:"],
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

export const contentSecurityPolicy = Object.entries(directives)
  .map(([name, values]) => `${name} ${values.join(" ")}`)
  .join("; ");

export const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)" },
];

/** Only over https (as the proxy in front reports it): browsers ignore HSTS on http anyway. */
export const strictTransportSecurity = {
  key: "Strict-Transport-Security",
  value: "max-age=31536000; includeSubDomains",
};

export const headerRules = [
  { source: "/:path*", headers: securityHeaders },
  {
    source: "/:path*",
    has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
    headers: [strictTransportSecurity],
  },
];
