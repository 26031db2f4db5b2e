import { readFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };

/** A UI catalogue (messages/{locale}.json) and a lookup of its dotted keys, for asserting visible text. */
export function catalogue(locale: string) {
  const tree = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Tree;
  return (key: string): string => {
    const value = key
      .split(".")
      .reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);
    if (typeof value !== "string") throw new Error(`messages/${locale}.json has no ${key}`);
    return value;
  };
}
