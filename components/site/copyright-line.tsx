"use client";

/**
 * The year is read in the browser: a prerendered page must not depend on the server's clock
 * (Next's blocking-prerender-current-time rule), and the static shell stays cacheable all year.
 */
export function CopyrightLine({ template }: { template: string }) {
  return <p suppressHydrationWarning>{template.replace("{year}", String(new Date().getFullYear()))}</p>;
}
