"use client";

import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/hooks/use-hydrated";

// Live regions inside a <button> are flattened by assistive tech, so the pending
// announcement lives in a sibling that stays mounted (content changes are what get announced).
function SubmitButton({
  pending,
  pendingText,
  disabled,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { pending: boolean; pendingText: string }) {
  // Before hydration a click would submit the form natively, without validation.
  const hydrated = useHydrated();
  return (
    <>
      <Button type="submit" disabled={pending || disabled || !hydrated} {...props}>
        {pending ? (
          <>
            <LoaderCircleIcon className="animate-spin" />
            {pendingText}
          </>
        ) : (
          children
        )}
      </Button>
      <span role="status" className="sr-only">
        {pending ? pendingText : ""}
      </span>
    </>
  );
}

export { SubmitButton };
