// Business constants of spec §9.

/** The interactive book has 21 pages. */
export const BOOK_PAGE_COUNT = 21;

/** The embedded video on the Videos page is 400 px high. */
export const EMBEDDED_VIDEO_HEIGHT = 400;
