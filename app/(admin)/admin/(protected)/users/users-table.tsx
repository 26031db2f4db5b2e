"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useAdminUser } from "@/components/admin/admin-user";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiFetch } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { ROLES, type Role } from "@/lib/validation/auth";

type UserRow = { id: number; username: string; email: string; role: Role; createdAt: string };

const USERS_KEY = ["users"];

export function UsersTable() {
  const t = useT();
  const me = useAdminUser();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: USERS_KEY, queryFn: () => apiFetch<UserRow[]>("/api/users") });

  const changeRole = useMutation({
    mutationFn: ({ user, role }: { user: UserRow; role: Role }) => apiFetch<UserRow>(`/api/users/${user.id}`, { method: "PATCH", json: { role } }),
    onSuccess: (updated) => {
      toast.success(t("common.success"), { description: t("admin.users.roleChanged", { name: updated.username, role: t(`admin.users.roles.${updated.role}`) }) });
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });

  const remove = useMutation({
    mutationFn: (user: UserRow) => apiFetch(`/api/users/${user.id}`, { method: "DELETE" }).then(() => user),
    onSuccess: (user) => {
      toast.success(t("common.success"), { description: t("admin.users.removed", { name: user.username }) });
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });

  if (users.isPending) return <Spinner />;
  if (users.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {t("admin.users.loadError", { message: users.error.message })}
          <Button variant="outline" size="sm" onClick={() => users.refetch()}>
            {t("common.retry")}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (users.data.length === 0) return <p className="text-muted-foreground">{t("admin.users.empty")}</p>;

  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("admin.users.username")}</TableHead>
            <TableHead>{t("admin.users.email")}</TableHead>
            <TableHead>{t("admin.users.role")}</TableHead>
            <TableHead>{t("admin.users.created")}</TableHead>
            <TableHead className="text-right">{t("admin.users.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.data.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="font-medium">
                {user.username} {user.id === me.id && <span className="text-muted-foreground">{t("admin.users.you")}</span>}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                {user.role === "pending" ? (
                  <Badge variant="secondary">{t("admin.users.roles.pending")}</Badge>
                ) : (
                  <Select value={user.role} onValueChange={(role) => changeRole.mutate({ user, role: role as Role })}>
                    <SelectTrigger className="w-36" aria-label={t("admin.users.changeRole", { name: user.username })}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {t(`admin.users.roles.${role}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </TableCell>
              <TableCell>{formatDate(user.createdAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  {user.role === "pending" && (
                    <Button size="sm" onClick={() => changeRole.mutate({ user, role: "editor" })} disabled={changeRole.isPending}>
                      {t("admin.users.approve")}
                    </Button>
                  )}
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline" disabled={remove.isPending}>
                        {t("admin.users.remove")}
                      </Button>
                    }
                    title={t("admin.users.removeTitle", { name: user.username })}
                    description={t("admin.users.removeBody")}
                    confirmLabel={t("admin.users.remove")}
                    onConfirm={() => remove.mutate(user)}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
