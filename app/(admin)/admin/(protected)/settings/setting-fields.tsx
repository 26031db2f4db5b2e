"use client";

import { Controller, useWatch, type ControllerRenderProps } from "react-hook-form";
import { OptionSelect } from "@/components/admin/option-select";
import { useT } from "@/components/i18n/i18n-provider";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { z } from "zod";
import type { Translate } from "@/lib/i18n/translator";
import {
  SETTING_CATEGORIES,
  SETTING_TYPES,
  settingValueError,
  type settingSchema,
  type SettingTypeName,
} from "@/lib/validation/settings";
import type { SettingFormApi } from "./setting-form";

function valueForType(type: SettingTypeName, value: string): string {
  if (!settingValueError(type, value)) return value;
  if (type === "boolean") return "false";
  if (type === "color") return "#000000";
  if (type === "number") return "0";
  return value;
}

export const settingCategoryOptions = (t: Translate) =>
  SETTING_CATEGORIES.map((option) => ({ value: option, label: t(`adminSettings.categories.${option}`) }));

export function IdentityFields({ form, editing, locked }: { form: SettingFormApi; editing: boolean; locked: boolean }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="setting-name"
        label={t("adminSettings.name")}
        hint={locked ? t("adminSettings.builtInHint") : t("adminSettings.nameHint")}
        error={errors.name?.message}
      >
        <Input
          autoComplete="off"
          readOnly={locked}
          className={locked ? "bg-muted font-mono" : undefined}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="setting-displayName" label={t("adminSettings.displayName")} error={errors.displayName?.message}>
        <Input {...form.register("displayName")} />
      </FormField>
      <TypeField form={form} editing={editing} />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <FormField id="setting-category" label={t("adminSettings.category")} error={errors.category?.message}>
            <OptionSelect
              disabled={locked}
              value={field.value}
              onChange={field.onChange}
              options={settingCategoryOptions(t)}
            />
          </FormField>
        )}
      />
    </div>
  );
}

function TypeField({ form, editing }: { form: SettingFormApi; editing: boolean }) {
  const t = useT();
  return (
    <Controller
      control={form.control}
      name="type"
      render={({ field }) => (
        <FormField id="setting-type" label={t("adminSettings.type")} error={form.formState.errors.type?.message}>
          <OptionSelect
            value={field.value}
            // A setting's type is fixed once created (decision 011); the server refuses a change too.
            disabled={editing}
            onChange={(next) => {
              field.onChange(next);
              form.setValue("value", valueForType(next as SettingTypeName, form.getValues("value")));
            }}
            options={SETTING_TYPES.map((option) => ({ value: option, label: t(`adminSettings.types.${option}`) }))}
          />
        </FormField>
      )}
    />
  );
}

export function ValueField({ form }: { form: SettingFormApi }) {
  const t = useT();
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });
  return (
    <Controller
      control={form.control}
      name="value"
      render={({ field }) => (
        <FormField id="setting-value" label={t("adminSettings.value")} error={errors.value?.message} nestedControl>
          <ValueInput type={type} field={field} />
        </FormField>
      )}
    />
  );
}

const TEXT_INPUT_PROPS: Partial<Record<SettingTypeName, React.ComponentProps<"input">>> = {
  number: { type: "number", inputMode: "decimal", step: "any" },
  email: { type: "email", autoComplete: "off" },
  url: { type: "url", inputMode: "url" },
};

function ValueInput({
  type,
  field,
}: {
  type: SettingTypeName;
  field: ControllerRenderProps<z.input<typeof settingSchema>, "value">;
}) {
  const t = useT();
  if (type === "boolean")
    return (
      <div className="flex items-center gap-3">
        <FormControl>
          <Switch
            checked={field.value === "true"}
            onCheckedChange={(checked) => field.onChange(checked ? "true" : "false")}
          />
        </FormControl>
        <span className="text-sm">{field.value === "true" ? t("adminSettings.on") : t("adminSettings.off")}</span>
      </div>
    );
  if (type === "color")
    return (
      <div className="flex items-center gap-3">
        <FormControl>
          <Input type="color" className="h-10 w-20 p-1" {...field} />
        </FormControl>
        <span className="font-mono text-sm">{field.value}</span>
      </div>
    );
  return (
    <FormControl>
      {type === "textarea" ? <Textarea rows={5} {...field} /> : <Input {...TEXT_INPUT_PROPS[type]} {...field} />}
    </FormControl>
  );
}

export function DescriptionField({ form }: { form: SettingFormApi }) {
  const t = useT();
  return (
    <FormField
      id="setting-description"
      label={t("adminSettings.descriptionLabel")}
      error={form.formState.errors.description?.message}
    >
      <Textarea rows={2} {...form.register("description")} />
    </FormField>
  );
}

export function PublicField({ form }: { form: SettingFormApi }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <Controller
        control={form.control}
        name="isPublic"
        render={({ field }) => (
          <Checkbox
            id="setting-isPublic"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby="setting-isPublic-hint"
          />
        )}
      />
      <div className="grid gap-1">
        <Label htmlFor="setting-isPublic">{t("adminSettings.isPublic")}</Label>
        <p id="setting-isPublic-hint" className="text-sm text-muted-foreground">
          {t("adminSettings.isPublicHint")}
        </p>
      </div>
    </div>
  );
}
