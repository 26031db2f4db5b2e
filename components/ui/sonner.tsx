import * as React from "react";
import { Toaster as Sonner } from "sonner";

// Map sonner's palette onto the design tokens so toast.error renders in the destructive style.
const tokenStyle = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--error-bg": "color-mix(in oklab, var(--destructive) 8%, var(--card))",
  "--error-text": "var(--destructive)",
  "--error-border": "color-mix(in oklab, var(--destructive) 35%, var(--card))",
  "--success-bg": "color-mix(in oklab, var(--success) 8%, var(--card))",
  "--success-text": "var(--success)",
  "--success-border": "color-mix(in oklab, var(--success) 35%, var(--card))",
  "--border-radius": "var(--radius)",
  // The close button inside the toast's top-right corner, not half outside its top-left one.
  "--toast-close-button-start": "unset",
  "--toast-close-button-end": "0.25rem",
  "--toast-close-button-transform": "translateY(0.25rem)",
} as React.CSSProperties;

function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      richColors
      closeButton
      style={tokenStyle}
      toastOptions={{ classNames: { toast: "pe-9!" } }}
      {...props}
    />
  );
}

export { Toaster };
