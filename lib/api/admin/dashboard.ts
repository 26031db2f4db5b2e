export const countKeys = {
  all: ["counts"] as const,
  of: (name: "documents" | "questions" | "messages") => ["counts", name] as const,
};
