// decision 011: no nonces (a cached page's nonce is one everyone knows) nor hashes (Next's inline scripts vary), so 'unsafe-inline'.
const isDev = process.env.NODE_ENV === "development";

const directives: Record<string, string[]> = {
  "default-src": ["'self'"],
  // 'unsafe-eval' only for the dev server's React refresh.
  "script-src": ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
  "style-src": ["'self'", "'unsafe-inline'"],
  // Book and booklet media may come from anywhere over https (lib/validation/flipbook.ts mediaUrl); none runs code here.
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "media-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", ...(isDev ? ["ws:"] : [])],
  // Video embeds and popover PDFs; a framed page runs in its own origin.
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
