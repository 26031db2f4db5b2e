"use client";

import { useQuery } from "@tanstack/react-query";
import { categoriesApi, categoryKeys } from "@/lib/api/admin/categories";
import { documentKeys, documentsApi } from "@/lib/api/admin/documents";

export function useCategories() {
  return useQuery({ queryKey: categoryKeys.all, queryFn: categoriesApi.list });
}

export function useDocuments() {
  return useQuery({ queryKey: documentKeys.all, queryFn: documentsApi.list });
}
