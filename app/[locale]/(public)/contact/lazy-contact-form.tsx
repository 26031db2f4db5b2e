"use client";

import { lazy, Suspense } from "react";

// The form (react-hook-form) hydrates from its own chunk, fetched while the rest of the page is
// already interactive: the server HTML stays in place until it arrives.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

export function LazyContactForm() {
  return (
    <Suspense>
      <ContactForm />
    </Suspense>
  );
}
