"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { DeleteButton } from "@/components/admin/delete-button";
import { QueryState } from "@/components/admin/query-state";
import { useCrudMutations } from "@/components/admin/use-crud-mutations";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { settingKeys, settingsApi, settingsResource, type Setting } from "@/lib/api/admin/settings";
import { formatDate } from "@/lib/format";
import { SETTING_CATEGORIES, type SettingInput } from "@/lib/validation/settings";

type SettingCategory = (typeof SETTING_CATEGORIES)[number];
import { SettingForm } from "./setting-form";

const ALL = "all";

export function SettingsTable() {
  const t = useT();
  const [category, setCategory] = useState<SettingCategory | typeof ALL>(ALL);
  const settings = useQuery({ queryKey: settingKeys.list(category), queryFn: () => settingsApi.list(category === ALL ? undefined : category) });
  const [dialog, setDialog] = useState<{ mode: "create" } | { mode: "edit"; setting: Setting } | null>(null);

  // spec §8 "Folders and settings screens": Success/Error with the server's message or the default.
  const { save, remove } = useCrudMutations<Setting, SettingInput>(settingsResource, {
    save: {
      success: ({ editing }) => ({ title: t("common.success"), description: editing ? t("adminSettings.updated") : t("adminSettings.created") }),
      error: (error, { editing }) => ({ title: t("common.error"), description: error.message || (editing ? t("adminSettings.updateError") : t("adminSettings.createError")) }),
      onSuccess: () => setDialog(null),
    },
    remove: {
      success: { title: t("common.success"), description: t("adminSettings.deleted") },
      error: (error) => ({ title: t("common.error"), description: error.message || t("adminSettings.deleteError") }),
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="settings-category" label={t("adminSettings.category")} className="min-w-48">
          <Select value={category} onValueChange={(value) => setCategory(value as SettingCategory | typeof ALL)}>
            <SelectTrigger id="settings-category" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("adminSettings.allCategories")}</SelectItem>
              {SETTING_CATEGORIES.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`adminSettings.categories.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <Button onClick={() => setDialog({ mode: "create" })}>
          <Plus aria-hidden />
          {t("adminSettings.addSetting")}
        </Button>
      </div>

      <QueryState query={settings} error={(error) => t("adminSettings.loadError", { message: error.message })} empty={t("adminSettings.empty")}>
        {(rows) => (
          <div className="rounded-lg border bg-card">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("adminSettings.colSetting")}</TableHead>
                  <TableHead>{t("adminSettings.colValue")}</TableHead>
                  <TableHead className="hidden md:table-cell">{t("adminSettings.colType")}</TableHead>
                  <TableHead className="hidden md:table-cell">{t("adminSettings.colCategory")}</TableHead>
                  <TableHead>{t("adminSettings.colPublic")}</TableHead>
                  <TableHead className="hidden lg:table-cell">{t("adminSettings.colUpdated")}</TableHead>
                  <TableHead className="text-right">{t("adminSettings.colActions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((setting) => (
                  <TableRow key={setting.id}>
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
                      <Badge variant={setting.isPublic ? "default" : "secondary"}>{setting.isPublic ? t("adminSettings.yes") : t("adminSettings.no")}</Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDate(setting.updatedAt)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t("adminSettings.editNamed", { name: setting.displayName })}
                          onClick={() => setDialog({ mode: "edit", setting })}
                        >
                          <Pencil aria-hidden />
                          <span className="hidden sm:inline">{t("adminSettings.edit")}</span>
                        </Button>
                        <DeleteButton
                          label={t("adminSettings.delete")}
                          ariaLabel={t("adminSettings.deleteNamed", { name: setting.displayName })}
                          icon
                          compact
                          pending={remove.isPending}
                          title={t("adminSettings.deleteTitle", { name: setting.displayName })}
                          description={t("adminSettings.deleteBody")}
                          onConfirm={() => remove.mutate(setting)}
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </QueryState>

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{dialog?.mode === "edit" ? t("adminSettings.editSetting") : t("adminSettings.addSetting")}</DialogTitle>
            <DialogDescription>{t("adminSettings.description")}</DialogDescription>
          </DialogHeader>
          {dialog && (
            <SettingForm
              key={dialog.mode === "edit" ? dialog.setting.id : "new"}
              initial={dialog.mode === "edit" ? { ...dialog.setting, description: dialog.setting.description ?? "" } : undefined}
              onSubmit={async (values) => void (await save.mutateAsync({ editing: dialog.mode === "edit" ? dialog.setting : null, values }))}
              onCancel={() => setDialog(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function SettingValue({ setting }: { setting: Setting }) {
  const t = useT();
  if (setting.type === "boolean") return <span>{setting.value === "true" ? t("adminSettings.on") : t("adminSettings.off")}</span>;
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
