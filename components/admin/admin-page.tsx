import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import type { MessageKey } from "@/lib/i18n/translator";
import { cn } from "@/lib/utils";

export function AdminPage({
  policy,
  title,
  description,
  wide = false,
  actions,
  children,
}: {
  policy: React.ComponentProps<typeof RoleGate>["policy"];
  title: MessageKey;
  description: MessageKey;
  wide?: boolean;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <RoleGate policy={policy}>
      <AdminPageBody title={title} description={description} wide={wide} actions={actions}>
        {children}
      </AdminPageBody>
    </RoleGate>
  );
}

async function AdminPageBody({
  title,
  description,
  wide,
  actions,
  children,
}: {
  title: MessageKey;
  description: MessageKey;
  wide: boolean;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = await getTranslator();
  const heading = (
    <>
      <h1 className="text-3xl font-bold">{t(title)}</h1>
      <p className={cn("mt-1 text-muted-foreground", wide ? "max-w-3xl" : "max-w-2xl")}>{t(description)}</p>
    </>
  );
  return (
    <div className="space-y-6">
      {actions ? (
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>{heading}</div>
          {actions}
        </header>
      ) : (
        <header>{heading}</header>
      )}
      {children}
    </div>
  );
}
