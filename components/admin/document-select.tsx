"use client";

import { useDocuments } from "@/components/admin/queries";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A choice among the stored documents, by title; its value is the document id as a string. */
export function DocumentSelect({
  id,
  value,
  onChange,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
}) {
  const documents = useDocuments();
  return (
    <Select value={value} onValueChange={onChange} disabled={documents.isPending}>
      <SelectTrigger id={id} className="w-full" aria-invalid={invalid} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {documents.data?.map((document) => (
          <SelectItem key={document.id} value={String(document.id)}>
            {document.title}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
