"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Origin, TranslationPage } from "@/lib/api/admin/translations";
import { LanguageField } from "./language-field";
import { LANGUAGES } from "./translation-text";

export const ALL = "all";

type FilterProps = {
  language: string;
  onLanguage: (language: string) => void;
  origin: string;
  onOrigin: (origin: string) => void;
  search: string;
  onSearchText: (text: string) => void;
  onSearch: () => void;
};

/** Language and origin apply at once; the search box when submitted. */
export function TranslationFilters({
  language,
  onLanguage,
  origin,
  onOrigin,
  search,
  onSearchText,
  onSearch,
}: FilterProps) {
  const t = useT();
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <LanguageField
        id="translations-language"
        label={t("adminTranslations.language")}
        allLabel={t("adminTranslations.allLanguages")}
        value={language}
        onChange={onLanguage}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="translations-origin">{t("adminTranslations.origin")}</Label>
        <Select value={origin} onValueChange={onOrigin}>
          <SelectTrigger id="translations-origin" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("adminTranslations.allOrigins")}</SelectItem>
            <SelectItem value="machine">{t("adminTranslations.origins.machine")}</SelectItem>
            <SelectItem value="human">{t("adminTranslations.origins.human")}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-60 flex-1 gap-1.5">
        <Label htmlFor="translations-search">{t("adminTranslations.search")}</Label>
        <Input
          id="translations-search"
          type="search"
          value={search}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={t("adminTranslations.searchPlaceholder")}
        />
      </div>
      <Button type="submit" variant="outline" className="h-10">
        {t("adminTranslations.search")}
      </Button>
    </form>
  );
}

export function OriginCounts({
  counts,
  languageName,
}: {
  counts: TranslationPage["counts"];
  languageName: (code: string) => string;
}) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2 text-sm text-muted-foreground">
      {LANGUAGES.filter((code) => counts.some((c) => c.language === code)).map((code) => {
        const count = (which: Origin) => counts.find((c) => c.language === code && c.origin === which)?.count ?? 0;
        return (
          <li key={code} className="rounded-md border bg-card px-2 py-1">
            {t("adminTranslations.summary", {
              language: languageName(code),
              machine: count("machine"),
              human: count("human"),
            })}
          </li>
        );
      })}
    </ul>
  );
}
