"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SelectOption = { value: string; label: string };

/** A select over a list of options, for the admin forms and filters; `id` ties it to its label. */
export function OptionSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  className = "w-full",
  disabled,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-invalid={invalid} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Rows with an id and a name or title as options (folders, documents). */
export const toOptions = (rows: readonly { id: number; name?: string; title?: string }[] | undefined): SelectOption[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name ?? row.title ?? String(row.id) }));
