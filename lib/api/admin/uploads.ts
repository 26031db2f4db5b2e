import { apiFetch } from "@/lib/api/client";

export const uploadsApi = {
  image: (file: File) => {
    const body = new FormData();
    body.append("image", file);
    return apiFetch<{ imageUrl: string }>("/api/upload/image", { method: "POST", body });
  },
};
