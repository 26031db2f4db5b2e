// Vitest's own order runs the projects one after the other, each file list longest first. The
// nginx file waits a minute on its cache's real lifetimes; as a unit file it started after every
// integration file and ran alone for its last minute while the other worker stood idle. Longest
// first across both projects starts it at once, beside the files that compute.
import path from "node:path";
import { BaseSequencer } from "vitest/node";

/** @typedef {import("vitest/node").TestSpecification} TestSpecification */

export default class LongestFirst extends BaseSequencer {
  /** @param {TestSpecification[]} files */
  async sort(files) {
    const { cache, config } = this.ctx;
    /** @param {TestSpecification} spec */
    const key = (spec) => `${spec.project.name}:${path.relative(config.root, spec.moduleId)}`;
    // The last run's seconds where both files have them (none on a fresh clone), else their sizes.
    /** @param {TestSpecification} spec */
    const seconds = (spec) => cache.getFileTestResults(key(spec))?.duration;
    /** @param {TestSpecification} spec */
    const size = (spec) => cache.getFileStats(key(spec))?.size ?? 0;
    return [...files].sort((a, b) => {
      const [durationA, durationB] = [seconds(a), seconds(b)];
      if (durationA !== undefined && durationB !== undefined) return durationB - durationA;
      return size(b) - size(a);
    });
  }
}
