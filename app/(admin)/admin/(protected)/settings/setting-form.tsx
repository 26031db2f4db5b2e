"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { SETTING_CATEGORIES, settingSchema, type SettingInput, type SettingTypeName } from "@/lib/validation/settings";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { DescriptionField, IdentityFields, PublicField, ValueField } from "./setting-fields";

export type SettingValues = {
  name: string;
  displayName: string;
  value: string;
  type: SettingTypeName;
  description: string;
  category: (typeof SETTING_CATEGORIES)[number];
  isPublic: boolean;
};

const FIELDS = ["name", "displayName", "value", "type", "description", "category", "isPublic"] as const;

const EMPTY: SettingValues = {
  name: "",
  displayName: "",
  value: "",
  type: "text",
  description: "",
  category: "general",
  isPublic: false,
};

function useSettingForm(initial: SettingValues | undefined, onSubmit: (values: SettingInput) => Promise<void>) {
  const form = useForm({ resolver: zodResolver(settingSchema), defaultValues: initial ?? EMPTY });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return { form, submit };
}

export type SettingFormApi = ReturnType<typeof useSettingForm>["form"];

/** Add Setting and Edit dialogs (requirements §2): the value input fits the type; the server checks it too. */
export function SettingForm({
  initial,
  builtIn = false,
  onSubmit,
  onCancel,
}: {
  initial?: SettingValues;
  builtIn?: boolean;
  onSubmit: (values: SettingInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const editing = Boolean(initial);
  const { form, submit } = useSettingForm(initial, onSubmit);
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {!editing && <IdentityFields form={form} editing={false} locked={false} />}
      <ValueField form={form} />
      {editing && <IdentityFields form={form} editing locked={builtIn} />}
      <DescriptionField form={form} />
      <PublicField form={form} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={isSubmitting} pendingText={editing ? t("common.saving") : t("common.adding")}>
          {editing ? t("common.save") : t("adminSettings.create")}
        </SubmitButton>
      </div>
    </form>
  );
}
