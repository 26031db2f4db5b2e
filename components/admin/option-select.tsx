"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SelectOption = { value: string; label: string };

/** The attributes a `FormField` gives its control; the select puts them on its trigger. */
export type SelectControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/** A select over a list of options, for the admin forms and filters; `id` ties it to its label. */
export function OptionSelect({
  value,
  onChange,
  options,
  placeholder,
  className = "w-full",
  disabled,
  ...control
}: SelectControlProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control} className={className}>
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
