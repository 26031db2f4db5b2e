import type { NextConfig } from "next";
import { headerRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  async redirects() {
    // requirements §2: the static website of the book.
    return [{ source: "/wyra-static", destination: "/wyra-website/index.html", permanent: false }];
  },
  // Office parsers load their parts with dynamic requires; they run as plain Node modules.
  serverExternalPackages: ["officeparser", "word-extractor", "@e965/xlsx", "@fastify/busboy", "file-type"],
  async headers() {
    return headerRules;
  },
};

export default nextConfig;
