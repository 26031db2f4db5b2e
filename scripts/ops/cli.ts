import path from "node:path";
import { ArchiveError } from "./archive";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs a command's main function: expected failures print one line, bugs their stack; exit code from main. */
export function runCommand(main: () => Promise<number | void>) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      const expected =
        error instanceof ArchiveError ||
        (error instanceof Error && !(error instanceof TypeError || error instanceof ReferenceError));
      console.error(expected ? `Error: ${(error as Error).message}` : error);
      process.exit(1);
    },
  );
}
