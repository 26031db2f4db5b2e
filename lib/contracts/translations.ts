export const CONTENT_AREAS = ["pages", "book", "booklets", "teachings", "chatbot"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];
