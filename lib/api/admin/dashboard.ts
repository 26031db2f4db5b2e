// The dashboard's counts: one query key under which every count is refreshed after a write.
export const countKeys = {
  all: ["counts"] as const,
  of: (name: "documents" | "questions" | "messages") => ["counts", name] as const,
};
