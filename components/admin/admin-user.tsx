"use client";

import { createContext, useContext } from "react";
import type { Role } from "@/lib/validation/auth";

export type AdminUser = { id: number; username: string; role: Role };

const AdminUserContext = createContext<AdminUser | null>(null);

export function AdminUserProvider({ user, children }: { user: AdminUser; children: React.ReactNode }) {
  return <AdminUserContext.Provider value={user}>{children}</AdminUserContext.Provider>;
}

export function useAdminUser(): AdminUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error("useAdminUser must be used inside the protected admin layout");
  return user;
}
