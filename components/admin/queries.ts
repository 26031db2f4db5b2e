"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";

// Shapes of the admin JSON API as the browser receives them (dates are strings).
export type Category = { id: number; name: string; slug: string; documentsCount: number; createdAt: string };
export type DocumentRow = {
  id: number;
  title: string;
  documentType: string;
  mimeType: string;
  size: number;
  originalName: string;
  categoryId: number | null;
  categoryName: string | null;
  preview: string;
  extractionNote: string | null;
  uploadedBy: string | null;
  createdAt: string;
};

export const QUERY_KEYS = {
  categories: ["categories"],
  documents: ["documents"],
  questions: ["questions"],
  messages: ["contact-messages"],
  settings: ["settings"],
  counts: ["counts"],
} as const;

export function useCategories() {
  return useQuery({ queryKey: QUERY_KEYS.categories, queryFn: () => apiFetch<Category[]>("/api/categories") });
}

export function useDocuments() {
  return useQuery({ queryKey: QUERY_KEYS.documents, queryFn: () => apiFetch<DocumentRow[]>("/api/documents?fields=summary") });
}
