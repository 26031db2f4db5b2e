export const BOOK_PAGE_COUNT = 21;

export const EMBEDDED_VIDEO_HEIGHT = 400;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_REQUIRED_FIELDS = ["name", "email", "message"] as const;
