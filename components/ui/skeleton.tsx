import * as React from "react";

import { cn } from "@/lib/utils";

// foreground/10 rather than muted: muted equals the admin background and would be invisible there.
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-foreground/10 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
