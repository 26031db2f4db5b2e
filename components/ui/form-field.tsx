"use client";

import * as React from "react";
import { Slot } from "@radix-ui/react-slot";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FieldControl = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

const FieldControlContext = React.createContext<FieldControl | null>(null);

/** Marks the control of the enclosing `FormField` when it sits deeper than its direct child (shadcn's FormControl). */
function FormControl(props: React.ComponentProps<typeof Slot>) {
  const control = React.useContext(FieldControlContext);
  if (!control) throw new Error("FormControl must be used inside a FormField");
  return <Slot {...control} {...props} />;
}

/**
 * A label, its control, and the control's hint and error. The direct child is the control: it gets the id,
 * `aria-invalid` and an `aria-describedby` naming the hint and error that are shown. With `nestedControl`,
 * the child is rendered as it is and the control inside it is wrapped in `FormControl`.
 */
function FormField({
  id,
  label,
  error,
  hint,
  className,
  nestedControl = false,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  nestedControl?: boolean;
  children: React.ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControl = { id, "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined };
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
      </Label>
      <FieldControlContext.Provider value={control}>
        {nestedControl ? children : <FormControl>{children}</FormControl>}
      </FieldControlContext.Provider>
      {hint && (
        <p id={hintId} data-slot="form-field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="form-field-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export { FormControl, FormField };
