// Business constants of requirements §9.

/** The interactive book has 21 pages. */
export const BOOK_PAGE_COUNT = 21;

/** The embedded video on the Videos page is 400 px high. */
export const EMBEDDED_VIDEO_HEIGHT = 400;

/** Longest accepted contact message fields: one message stays readable and the table is no free storage. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** requirements §5: name, email and message are required; the subject is optional. */
export const CONTACT_REQUIRED_FIELDS = ["name", "email", "message"] as const;
