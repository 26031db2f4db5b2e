// Bundles the extraction worker (lib/extract/worker.ts and the project code it imports) into one
// plain JavaScript file the production server starts as a worker thread, so running it needs no
// TypeScript loader. Packages stay imports, resolved from node_modules as the server's are.
// Run by `next build` (next.config.ts, after compiling), or by hand:
//   node scripts/build-extract-worker.mjs [outFile]
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Where the server looks for the bundle, inside the build directory. */
export const extractWorkerBundle = (distDir) => path.join(distDir, "server", "extract-worker.mjs");

export async function buildExtractWorker(outFile = extractWorkerBundle(path.join(ROOT, ".next"))) {
  // esbuild is a build tool (a devDependency): building needs it, running the bundle does not.
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(ROOT, "lib", "extract", "worker.ts")],
    outfile: outFile,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
  return outFile;
}

// No top-level await: next.config.ts is compiled to CommonJS, which require()s this file.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  void buildExtractWorker(process.argv[2]).then((file) => console.log(`Wrote ${path.relative(process.cwd(), file)}`));
