/** The prefix of a key a passage only mentions (a cross-reference): searchable, never the passage's own verse. */
export const MENTION_PREFIX = "~";
