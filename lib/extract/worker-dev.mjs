// The extraction worker from its TypeScript source, for `next dev` and the tests: tsx (a
// development tool) compiles it as it loads. A production build runs the bundle `next build`
// writes instead (scripts/build-extract-worker.mjs), so the server never needs tsx.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
