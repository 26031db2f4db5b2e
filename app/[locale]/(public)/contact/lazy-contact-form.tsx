"use client";

import { lazy } from "react";

// The form (react-hook-form) and the page's only toasts (sonner, docs/decisions/017) come in chunks
// of their own, outside the page's first-load JavaScript, requested as soon as the page's code runs.
const formModule = import("./contact-form");
const toasterModule = import("@/components/ui/sonner");
const ContactForm = lazy(() => formModule.then((m) => ({ default: m.ContactForm })));
const Toaster = lazy(() => toasterModule.then((m) => ({ default: m.Toaster })));

// No Suspense boundary of its own, on purpose: React sends a boundary this large, this far into the
// page, after the rest of the HTML and reveals it later, so the card below moved down as the form
// appeared (a layout shift of 0.27 on a phone). Without one, the form is part of the page's HTML
// from the first paint, and hydration waits for its chunk (already requested) with that HTML in place.
export function LazyContactForm() {
  return (
    <>
      <ContactForm />
      {/* Under the fixed header: at the bottom it covered the Message field and the chat launcher. */}
      <Toaster position="top-center" offset={{ top: "5rem" }} mobileOffset={{ top: "4.5rem" }} />
    </>
  );
}
