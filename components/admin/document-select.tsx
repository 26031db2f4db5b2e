"use client";

import { OptionSelect, toOptions, type SelectControlProps } from "@/components/admin/option-select";
import { useDocuments } from "@/components/admin/queries";

export function DocumentSelect(
  props: SelectControlProps & { value: string; onChange: (value: string) => void; placeholder: string },
) {
  const documents = useDocuments();
  return <OptionSelect {...props} options={toOptions(documents.data)} disabled={documents.isPending} />;
}
