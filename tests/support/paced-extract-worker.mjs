// An extraction worker for tests, started as lib/extract/worker-dev.mjs starts the real one.
import { tsImport } from "tsx/esm/api";

await tsImport("./paced-extract-worker.ts", import.meta.url);
