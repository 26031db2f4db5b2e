"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { LinkedTabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SETTING_GROUPS } from "@/lib/settings/defaults";
import { PublicTextsEditor } from "./public-texts-editor";
import { ALL_SETTINGS, SettingsTable } from "./settings-table";

// The spec's table of every setting with its category filter first, then the same settings grouped as staff look
// for them: the public texts (draft and publish), then those saved at once.
export function SettingsScreen() {
  const t = useT();
  return (
    <LinkedTabs values={[ALL_SETTINGS, ...SETTING_GROUPS]} className="gap-4">
      <TabsList aria-label={t("adminSettings.groupsLabel")} className="h-auto w-full flex-wrap justify-start sm:w-fit">
        <TabsTrigger value={ALL_SETTINGS} className="flex-none">
          {t("adminSettings.groups.all")}
        </TabsTrigger>
        {SETTING_GROUPS.map((group) => (
          <TabsTrigger key={group} value={group} className="flex-none">
            {t(`adminSettings.groups.${group}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={ALL_SETTINGS} className="space-y-4">
        <p className="rounded-md border bg-card px-4 py-3 text-sm text-muted-foreground">
          {t("adminSettings.whenAll")}
        </p>
        <SettingsTable group={ALL_SETTINGS} />
      </TabsContent>
      {SETTING_GROUPS.map((group) => (
        <TabsContent
          key={group}
          value={group}
          forceMount={group === "siteTexts" ? true : undefined}
          className="space-y-4 data-[state=inactive]:hidden"
        >
          <p className="rounded-md border bg-card px-4 py-3 text-sm text-muted-foreground">
            {group === "siteTexts" ? t("adminSettings.whenPublished") : t("adminSettings.whenSaved")}
          </p>
          {group === "siteTexts" ? <PublicTextsEditor /> : <SettingsTable group={group} />}
        </TabsContent>
      ))}
    </LinkedTabs>
  );
}
