import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)" },
];

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  async redirects() {
    // spec §2: the static website of the book.
    return [{ source: "/wyra-static", destination: "/wyra-website/index.html", permanent: false }];
  },
  // Office parsers load their parts with dynamic requires; they run as plain Node modules.
  serverExternalPackages: ["officeparser", "word-extractor", "@e965/xlsx", "@fastify/busboy", "file-type"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
