import { apiFetch } from "@/lib/api/client";
import type { ContactInput } from "@/lib/validation/contact";

export const contactApi = {
  send: (values: ContactInput) =>
    apiFetch<{ success: true; message: string }>("/api/contact/send", { method: "POST", json: values }),
};
