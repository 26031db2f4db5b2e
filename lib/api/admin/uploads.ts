// Typed calls to the shared upload endpoints of the book and booklet editors.
import { apiFetch } from "@/lib/api/client";

export const uploadsApi = {
  /** POST /api/upload/image: one file in the form field "image" → its address. */
  image: (file: File) => {
    const body = new FormData();
    body.append("image", file);
    return apiFetch<{ imageUrl: string }>("/api/upload/image", { method: "POST", body });
  },
};
