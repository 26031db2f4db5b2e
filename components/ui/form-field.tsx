import * as React from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

// The control must carry id={id}, aria-describedby (the "-hint"/"-error" ids that are rendered) and aria-invalid={!!error}.
function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} data-slot="form-field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} data-slot="form-field-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export { FormField };
