"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { DeleteButton } from "@/components/admin/delete-button";
import { RowButton } from "@/components/admin/row-button";
import { OptionSelect } from "@/components/admin/option-select";
import { FormDialog, useEditor } from "@/components/admin/form-dialog";
import { QueryState } from "@/components/admin/query-state";
import { successOrErrorToasts, useCrudMutations, type CrudToastKeys } from "@/components/admin/use-crud-mutations";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TableCell, TableRow } from "@/components/ui/table";
import {
  settingKeys,
  settingsApi,
  settingsResource,
  type Setting,
  type SettingCategory,
} from "@/lib/api/admin/settings";
import { formatDate } from "@/lib/format";
import type { Translate } from "@/lib/i18n/translator";
import { builtInSetting, settingGroupOf, type SettingGroup } from "@/lib/settings/defaults";
import type { SettingInput } from "@/lib/validation/settings";
import { settingCategoryOptions } from "./setting-fields";
import { SettingForm } from "./setting-form";

/** The spec's view of the screen ("table with a category filter"): every setting, by category. */
export const ALL_SETTINGS = "all";
type CategoryFilter = SettingCategory | typeof ALL_SETTINGS;

const TOASTS: CrudToastKeys = {
  created: "adminSettings.created",
  updated: "adminSettings.updated",
  deleted: "adminSettings.deleted",
  createError: "adminSettings.createError",
  updateError: "adminSettings.updateError",
  deleteError: "adminSettings.deleteError",
};

const columns = (t: Translate) => [
  t("adminSettings.colSetting"),
  t("adminSettings.colValue"),
  { label: t("adminSettings.colType"), className: "hidden md:table-cell" },
  { label: t("adminSettings.colCategory"), className: "hidden md:table-cell" },
  t("adminSettings.colPublic"),
  { label: t("adminSettings.colUpdated"), className: "hidden lg:table-cell" },
  { label: t("common.actions"), className: "text-right" },
];

// The settings of one section of the screen, saved at once, or all of them filtered by category; staff add their
// own there and under Advanced.
export function SettingsTable({ group }: { group: Exclude<SettingGroup, "siteTexts"> | typeof ALL_SETTINGS }) {
  const t = useT();
  const [category, setCategory] = useState<CategoryFilter>(ALL_SETTINGS);
  const settings = useQuery({
    queryKey: settingKeys.list(category),
    queryFn: () => settingsApi.list(category === ALL_SETTINGS ? undefined : category),
    select: (rows) =>
      group === ALL_SETTINGS ? rows : rows.filter((setting) => settingGroupOf(setting.name) === group),
  });
  const editor = useEditor<Setting>();

  // requirements §8 "Folders and settings screens": Success/Error with the server's message or the default.
  const { save, remove } = useCrudMutations<Setting, SettingInput>(
    settingsResource,
    successOrErrorToasts(t, TOASTS, editor.close),
  );

  return (
    <div className="space-y-4">
      <SettingsToolbar group={group} category={category} onCategory={setCategory} onAdd={editor.create} />

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

type ToolbarProps = {
  group: Exclude<SettingGroup, "siteTexts"> | typeof ALL_SETTINGS;
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  onAdd: () => void;
};

function SettingsToolbar({ group, category, onCategory, onAdd }: ToolbarProps) {
  const t = useT();
  if (group !== ALL_SETTINGS && group !== "advanced") return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {group === ALL_SETTINGS && (
        <FormField id="settings-category" label={t("adminSettings.category")} className="min-w-48">
          <OptionSelect
            value={category}
            onChange={(value) => onCategory(value as CategoryFilter)}
            options={[{ value: ALL_SETTINGS, label: t("adminSettings.allCategories") }, ...settingCategoryOptions(t)]}
          />
        </FormField>
      )}
      <Button onClick={onAdd}>
        <Plus aria-hidden />
        {t("adminSettings.addSetting")}
      </Button>
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
      <RowButton
        icon={Pencil}
        label={t("common.edit")}
        compact
        aria-label={t("adminSettings.editNamed", { name: setting.displayName })}
        onClick={onEdit}
      />
      <DeleteButton
        label={t("common.delete")}
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
