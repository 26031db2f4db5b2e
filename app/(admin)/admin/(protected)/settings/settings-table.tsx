"use client";

import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { DeleteButton } from "@/components/admin/delete-button";
import { FormDialog, useEditor } from "@/components/admin/form-dialog";
import { QueryState } from "@/components/admin/query-state";
import { successOrErrorToasts, useCrudMutations, type CrudToastKeys } from "@/components/admin/use-crud-mutations";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { settingKeys, settingsApi, settingsResource, type Setting } from "@/lib/api/admin/settings";
import { formatDate } from "@/lib/format";
import type { Translate } from "@/lib/i18n/translator";
import { builtInSetting, settingGroupOf, type SettingGroup } from "@/lib/settings/defaults";
import type { SettingInput } from "@/lib/validation/settings";
import { SettingForm } from "./setting-form";

const TOASTS: CrudToastKeys = {
  created: "adminSettings.created",
  updated: "adminSettings.updated",
  deleted: "adminSettings.deleted",
  createError: "adminSettings.createError",
  updateError: "adminSettings.updateError",
  deleteError: "adminSettings.deleteError",
};

/** The table's columns; type, category and date give way on narrow screens. */
const columns = (t: Translate) => [
  t("adminSettings.colSetting"),
  t("adminSettings.colValue"),
  { label: t("adminSettings.colType"), className: "hidden md:table-cell" },
  { label: t("adminSettings.colCategory"), className: "hidden md:table-cell" },
  t("adminSettings.colPublic"),
  { label: t("adminSettings.colUpdated"), className: "hidden lg:table-cell" },
  { label: t("adminSettings.colActions"), className: "text-right" },
];

/** The settings of one section of the screen, saved at once; staff add their own under Advanced. */
export function SettingsTable({ group }: { group: Exclude<SettingGroup, "siteTexts"> }) {
  const t = useT();
  const settings = useQuery({
    queryKey: settingKeys.list("all"),
    queryFn: () => settingsApi.list(),
    select: (rows) => rows.filter((setting) => settingGroupOf(setting.name) === group),
  });
  const editor = useEditor<Setting>();

  // requirements §8 "Folders and settings screens": Success/Error with the server's message or the default.
  const { save, remove } = useCrudMutations<Setting, SettingInput>(
    settingsResource,
    successOrErrorToasts(t, TOASTS, editor.close),
  );

  return (
    <div className="space-y-4">
      {group === "advanced" && (
        <Button onClick={editor.create}>
          <Plus aria-hidden />
          {t("adminSettings.addSetting")}
        </Button>
      )}

      <QueryState
        query={settings}
        error={(error) => t("adminSettings.loadError", { message: error.message })}
        empty={t("adminSettings.empty")}
      >
        {(rows) => (
          <AdminTable columns={columns(t)}>
            {rows.map((setting) => (
              <SettingLine
                key={setting.id}
                setting={setting}
                onEdit={() => editor.edit(setting)}
                removing={remove.isPending}
                onRemove={() => remove.mutate(setting)}
              />
            ))}
          </AdminTable>
        )}
      </QueryState>

      <FormDialog
        editor={editor}
        createTitle={t("adminSettings.addSetting")}
        editTitle={t("adminSettings.editSetting")}
        description={t("adminSettings.description")}
        className="sm:max-w-2xl"
      >
        {(editing, key) => (
          <SettingForm
            key={key}
            initial={editing ? { ...editing, description: editing.description ?? "" } : undefined}
            builtIn={Boolean(editing && builtInSetting(editing.name))}
            onSubmit={async (values) => void (await save.mutateAsync({ editing, values }))}
            onCancel={editor.close}
          />
        )}
      </FormDialog>
    </div>
  );
}

type LineProps = { setting: Setting; onEdit: () => void; removing: boolean; onRemove: () => void };

function SettingLine({ setting, onEdit, removing, onRemove }: LineProps) {
  const t = useT();
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium">{setting.displayName}</p>
        <p className="font-mono text-xs text-muted-foreground">{setting.name}</p>
      </TableCell>
      <TableCell className="max-w-xs">
        <SettingValue setting={setting} />
      </TableCell>
      <TableCell className="hidden md:table-cell">{t(`adminSettings.types.${setting.type}`)}</TableCell>
      <TableCell className="hidden md:table-cell">{t(`adminSettings.categories.${setting.category}`)}</TableCell>
      <TableCell>
        <Badge variant={setting.isPublic ? "default" : "secondary"}>
          {setting.isPublic ? t("adminSettings.yes") : t("adminSettings.no")}
        </Badge>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDate(setting.updatedAt)}</TableCell>
      <EditableRowActions setting={setting} onEdit={onEdit} removing={removing} onRemove={onRemove} />
    </TableRow>
  );
}

function EditableRowActions({ setting, onEdit, removing, onRemove }: LineProps) {
  const t = useT();
  return (
    <RowActions>
      <Button
        size="sm"
        variant="outline"
        aria-label={t("adminSettings.editNamed", { name: setting.displayName })}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
        <span className="hidden sm:inline">{t("adminSettings.edit")}</span>
      </Button>
      <DeleteButton
        label={t("adminSettings.delete")}
        ariaLabel={t("adminSettings.deleteNamed", { name: setting.displayName })}
        icon
        compact
        pending={removing}
        title={t("adminSettings.deleteTitle", { name: setting.displayName })}
        description={t("adminSettings.deleteBody")}
        onConfirm={onRemove}
      />
    </RowActions>
  );
}

function SettingValue({ setting }: { setting: Setting }) {
  const t = useT();
  if (setting.type === "boolean")
    return <span>{setting.value === "true" ? t("adminSettings.on") : t("adminSettings.off")}</span>;
  if (setting.type === "color") {
    return (
      <span className="flex items-center gap-2 font-mono text-sm">
        <span className="size-5 rounded border" style={{ backgroundColor: setting.value }} aria-hidden />
        {setting.value}
      </span>
    );
  }
  return <span className="line-clamp-2 text-sm break-words">{setting.value}</span>;
}
