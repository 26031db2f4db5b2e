import { cacheLife } from "next/cache";

// From a cache renewed daily: a static page must not read the clock while rendering.
async function currentYear() {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function CopyrightLine({ template }: { template: string }) {
  return <p>{template.replace("{year}", String(await currentYear()))}</p>;
}
