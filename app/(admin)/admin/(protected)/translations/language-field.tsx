"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LANGUAGES } from "./translation-types";

/** A labelled select of the five target languages, optionally with an "all" choice first. */
export function LanguageField({
  id,
  label,
  value,
  onChange,
  allLabel,
  className = "w-44",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className={className}>
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
    </div>
  );
}
