"use client";

import { lazy } from "react";

// Outside the first-load JavaScript, requested as soon as the page's code runs (decision 017).
const formModule = import("./contact-form");
const toasterModule = import("@/components/ui/sonner");
const ContactForm = lazy(() => formModule.then((m) => ({ default: m.ContactForm })));
const Toaster = lazy(() => toasterModule.then((m) => ({ default: m.Toaster })));

// No Suspense boundary on purpose: React would send it after the rest of the HTML (a layout shift of 0.27 on a phone).
export function LazyContactForm() {
  return (
    <>
      <ContactForm />
      {/* Under the fixed header: at the bottom it covered the Message field and the chat launcher. */}
      <Toaster position="top-center" offset={{ top: "5rem" }} mobileOffset={{ top: "4.5rem" }} />
    </>
  );
}
