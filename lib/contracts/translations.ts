/** The parts of the site whose texts staff translate in /admin/translations, one list for screen, API and server. */
export const CONTENT_AREAS = ["pages", "book", "booklets", "teachings", "chatbot"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];
