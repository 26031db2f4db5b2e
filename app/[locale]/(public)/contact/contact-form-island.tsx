import { MessagesProvider } from "@/components/i18n/messages-provider";
import type { Locale } from "@/lib/i18n/config";
import { LazyContactForm } from "./lazy-contact-form";

/** The contact form with the messages it reads; the public page and the staff preview show this one. */
export function ContactFormIsland({ locale }: { locale: Locale }) {
  return (
    <MessagesProvider locale={locale} namespaces={["contact.form", "contact.toast", "contact.errors"]}>
      <LazyContactForm />
    </MessagesProvider>
  );
}
