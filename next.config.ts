import path from "node:path";
import type { NextConfig } from "next";
import { MAX_IMAGE_PIXELS } from "./lib/contracts/file-types";
import { devOrigins } from "./lib/dev/allowed-origins";
import { headerRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // `npm test` type-checks the same tsconfig with `tsc` before it builds, and says so with this
  // variable so the build does not check it a second time. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1" },
  // `npm run dev` works at http://127.0.0.1:PORT and at the "Network:" address too, not only localhost.
  allowedDevOrigins: devOrigins(),
  images: {
    // Next's widths plus 448: a 224-pixel image (Home's cover on a phone, its largest element) on a
    // 2x screen gets a file of its size instead of the 640 one (docs/decisions/017).
    imageSizes: [32, 48, 64, 96, 128, 256, 384, 448],
  },
  // Compression is the proxy's (or CDN's) job: nginx keeps compressed copies of cached pages,
  // while Next would gzip every response again (docs/decisions/010).
  compress: false,
  compiler: {
    // The extraction worker runs as a thread of its own, outside Next's bundles: one plain
    // JavaScript file of its own is written next to them (scripts/build-extract-worker.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const { buildExtractWorker, extractWorkerBundle } = await import("./scripts/build-extract-worker.mjs");
      await buildExtractWorker(extractWorkerBundle(distDir));
    },
  },
  // Tag invalidations reach every instance that shares the database (docs/decisions/010).
  cacheHandlers: { default: path.resolve("lib/cache-handler/tag-broadcast.mjs") },
  experimental: {
    // Cached pages live in memory only: a restarted instance never serves pages older than what
    // it knows of the tags (their invalidations are in memory too), and instances sharing one
    // build directory never read each other's files.
    isrFlushToDisk: false,
    // Turbopack keeps its work in .next/cache for the next build (17 s instead of 72 s here). A
    // build nothing will follow, such as `npm test`'s on CI, skips writing it (10–20 s).
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== "0",
    // Two root layouts (public pages carry their language in <html lang>, staff screens are
    // English): a path that matches no route gets app/global-not-found.tsx.
    globalNotFound: true,
    // Images uploaded before the upload check existed stay within the same bound.
    imgOptMaxInputPixels: MAX_IMAGE_PIXELS,
  },
  async redirects() {
    // requirements §2: the static website of the book.
    return [{ source: "/wyra-static", destination: "/wyra-website/index.html", permanent: false }];
  },
  // Office parsers load their parts with dynamic requires; they run as plain Node modules.
  serverExternalPackages: [
    "officeparser",
    "word-extractor",
    "@e965/xlsx",
    "@fastify/busboy",
    "file-type",
    "wink-lemmatizer",
    "wink-lexicon",
  ],
  async headers() {
    // Vary: Cookie on public pages is added by scripts/server.mjs: Next replaces any Vary set here
    // with its own on every page (docs/decisions/010).
    return headerRules;
  },
};

export default nextConfig;
