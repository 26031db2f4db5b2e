import type en from "@/messages/en.json";

export type Messages = typeof en;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function createTranslator(messages: Messages, fallback?: Messages): Translate {
  return (key, params) => {
    const template = lookup(messages, key) ?? (fallback && lookup(fallback, key)) ?? key;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
}

type Tree = { [key: string]: string | Tree };

export function mergeMessages<T extends object>(base: T, override: object): T {
  const result: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(override as Tree)) {
    const current = result[key];
    result[key] = typeof value === "object" && typeof current === "object" ? mergeMessages(current, value) : value;
  }
  return result as T;
}

export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  let picked: Tree = {};
  for (const path of paths) {
    const parts = path.split(".");
    let node: unknown = messages;
    for (const part of parts) node = typeof node === "object" && node !== null ? (node as Tree)[part] : undefined;
    if (node === undefined) continue;
    const branch = parts.reduceRight<Tree | string>(
      (child, part) => ({ [part]: child }),
      node as Tree | string,
    ) as Tree;
    picked = mergeMessages(picked, branch);
  }
  return picked as unknown as Messages;
}
