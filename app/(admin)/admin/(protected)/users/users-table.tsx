"use client";

import { useQuery } from "@tanstack/react-query";
import { OptionSelect } from "@/components/admin/option-select";
import { useAdminUser } from "@/components/admin/admin-user";
import { DeleteButton } from "@/components/admin/delete-button";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { userKeys, usersApi, type UserRow } from "@/lib/api/admin/users";
import { formatDate } from "@/lib/format";
import { ROLES, type Role } from "@/lib/validation/auth";
import { ResetLinkButton } from "./reset-link-button";

function useUserMutations() {
  const t = useT();
  const failed = (error: Error) => ({ title: t("common.error"), description: error.message });

  const changeRole = useAdminMutation({
    mutationFn: ({ user, role }: { user: UserRow; role: Role }) => usersApi.changeRole(user.id, role),
    invalidate: [userKeys.all],
    success: (updated) => ({
      title: t("common.success"),
      description: t("adminUsers.roleChanged", {
        name: updated.username,
        role: t(`adminUsers.roles.${updated.role}`),
      }),
    }),
    error: failed,
  });

  const remove = useAdminMutation({
    mutationFn: (user: UserRow) => usersApi.remove(user.id),
    invalidate: [userKeys.all],
    success: (_, user) => ({
      title: t("common.success"),
      description: t("adminUsers.removed", { name: user.username }),
    }),
    error: failed,
  });
  return { changeRole, remove };
}

export function UsersTable() {
  const t = useT();
  const me = useAdminUser();
  const users = useQuery({ queryKey: userKeys.all, queryFn: usersApi.list });
  const { changeRole, remove } = useUserMutations();

  return (
    <QueryState
      query={users}
      error={(error) => t("adminUsers.loadError", { message: error.message })}
      empty={t("adminUsers.empty")}
    >
      {(rows) => (
        <AdminTable
          columns={[
            t("adminUsers.username"),
            t("adminUsers.email"),
            t("adminUsers.role"),
            t("adminUsers.created"),
            { label: t("common.actions"), className: "text-right" },
          ]}
        >
          {rows.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="font-medium">
                {user.username}{" "}
                {user.id === me.id && <span className="text-muted-foreground">{t("adminUsers.you")}</span>}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <RoleChoice user={user} onChange={(role) => changeRole.mutate({ user, role })} />
              </TableCell>
              <TableCell>{formatDate(user.createdAt)}</TableCell>
              <RowActions>
                {user.role === "pending" && (
                  <Button
                    size="sm"
                    onClick={() => changeRole.mutate({ user, role: "editor" })}
                    disabled={changeRole.isPending}
                  >
                    {t("adminUsers.approve")}
                  </Button>
                )}
                <ResetLinkButton user={user} />
                <DeleteButton
                  label={t("adminUsers.remove")}
                  pending={remove.isPending}
                  title={t("adminUsers.removeTitle", { name: user.username })}
                  description={t("adminUsers.removeBody")}
                  confirmLabel={t("adminUsers.remove")}
                  onConfirm={() => remove.mutate(user)}
                />
              </RowActions>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </QueryState>
  );
}

function RoleChoice({ user, onChange }: { user: UserRow; onChange: (role: Role) => void }) {
  const t = useT();
  if (user.role === "pending") return <Badge variant="secondary">{t("adminUsers.roles.pending")}</Badge>;
  return (
    <OptionSelect
      value={user.role}
      onChange={(role) => onChange(role as Role)}
      className="w-36"
      aria-label={t("adminUsers.changeRole", { name: user.username })}
      options={ROLES.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))}
    />
  );
}
