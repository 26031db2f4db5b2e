import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircleIcon } from "lucide-react";

import { cn } from "@/lib/utils";

const spinnerVariants = cva("animate-spin", {
  variants: {
    size: {
      sm: "size-4",
      default: "size-6",
      lg: "size-10",
    },
  },
  defaultVariants: {
    size: "default",
  },
});

function Spinner({
  className,
  size,
  label = "Loading",
  ...props
}: Omit<React.ComponentProps<"span">, "children"> & VariantProps<typeof spinnerVariants> & { label?: string }) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircleIcon className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A whole screen waiting for its first data: the large spinner in the middle of the viewport. */
function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

export { PageSpinner, Spinner };
