import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
