import { ALargeSmall, Headphones, Share2 } from "lucide-react";

// The page actions' icons are drawn by whoever renders the button: from a server component they arrive as
// markup, so a text page's first load carries no icon library for its islands (docs/decisions/017).
export const SHARE_ICON = <Share2 className="size-5" aria-hidden />;
export const LISTEN_ICON = <Headphones className="size-5" aria-hidden />;
export const READING_ICON = <ALargeSmall className="size-5" aria-hidden />;
