import { getTranslator } from "@/lib/i18n/server";

export default async function HomePage() {
  const t = await getTranslator();
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold">{t("site.name")}</h1>
    </section>
  );
}
