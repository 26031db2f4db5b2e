import { MessagesProvider } from "@/components/i18n/messages-provider";
import type { Locale } from "@/lib/i18n/config";
import { LazyContactForm } from "./lazy-contact-form";

export function ContactFormIsland({ locale }: { locale: Locale }) {
  return (
    <MessagesProvider locale={locale} namespaces={["contact.form", "contact.toast", "contact.errors"]}>
      <LazyContactForm />
    </MessagesProvider>
  );
}
