export const MENTION_PREFIX = "~";
