import { pageMetadata } from "@/components/site/page-metadata";
import { ContactView } from "@/components/site/pages/contact-view";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { ContactFormIsland } from "./contact-form-island";

export const generateMetadata = async ({ params }: PageProps<"/[locale]/contact">) =>
  pageMetadata("contact", "/contact", await pageLocale(params));

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const { locale, t, settings } = await getSiteContext(await pageLocale(params));
  return <ContactView locale={locale} t={t} settings={settings} form={<ContactFormIsland locale={locale} />} />;
}

export const instant = false;
