"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Label } from "@/components/ui/label";
import { OptionSelect, type SelectControlProps } from "@/components/admin/option-select";
import { LANGUAGES } from "./translation-text";

export function LanguageSelect({
  value,
  onChange,
  allLabel,
  className = "",
  ...control
}: SelectControlProps & {
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  className?: string;
}) {
  const t = useT();
  const options = LANGUAGES.map((code) => ({ value: code, label: t(`adminTranslations.languages.${code}`) }));
  return (
    <OptionSelect
      {...control}
      value={value}
      onChange={onChange}
      options={allLabel ? [{ value: "all", label: allLabel }, ...options] : options}
      className={className}
    />
  );
}

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
