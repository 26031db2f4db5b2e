import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/admin/role-gate";
import { idSchema } from "@/lib/validation/ids";
import { TeachingEditor } from "./teaching-editor";

export const metadata: Metadata = { title: "Edit Teaching" };
export const instant = false;

export default async function TeachingEditPage({ params }: PageProps<"/admin/teachings/[id]">) {
  const parsed = idSchema().safeParse((await params).id);
  if (!parsed.success) notFound();
  return (
    <RoleGate policy="editor">
      <TeachingEditor teachingId={parsed.data} />
    </RoleGate>
  );
}
