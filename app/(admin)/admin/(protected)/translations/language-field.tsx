"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LANGUAGES } from "./translation-text";

/** A select of the five target languages, optionally with an "all" choice first. */
export function LanguageSelect({
  id,
  value,
  onChange,
  allLabel,
  className,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  className?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useT();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className={className} aria-invalid={invalid} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {allLabel && <SelectItem value="all">{allLabel}</SelectItem>}
        {LANGUAGES.map((code) => (
          <SelectItem key={code} value={code}>
            {t(`adminTranslations.languages.${code}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The language select with its label, as the translation screens' filters show it. */
export function LanguageField({
  label,
  className = "w-44",
  ...select
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  className?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={select.id}>{label}</Label>
      <LanguageSelect className={className} {...select} />
    </div>
  );
}
