"use client";

import { lazy, Suspense } from "react";

// The form (react-hook-form) hydrates from its own chunk, fetched while the rest of the page is
// already interactive: the server HTML stays in place until it arrives.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));
// The page's only toasts are the form's: sonner loads beside it, not with every page (docs/decisions/017).
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

export function LazyContactForm() {
  return (
    <Suspense>
      <ContactForm />
      <Toaster />
    </Suspense>
  );
}
