import type * as React from "react";
import type { LucideIcon } from "lucide-react";

import { CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A card's title as a real heading (an `h2` unless told), so the card shows up in the document outline. */
function CardHeading({
  as: Heading = "h2",
  icon: Icon,
  className,
  children,
  ...props
}: React.ComponentProps<"h2"> & { as?: "h1" | "h2" | "h3"; icon?: LucideIcon }) {
  return (
    <CardTitle asChild>
      <Heading className={Icon ? cn("flex items-center gap-2", className) : className} {...props}>
        {Icon && <Icon className="size-5" aria-hidden />}
        {children}
      </Heading>
    </CardTitle>
  );
}

export { CardHeading };
