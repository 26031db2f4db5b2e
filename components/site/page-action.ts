export const OUTLINE_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-input bg-card px-3 font-medium shadow-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";
