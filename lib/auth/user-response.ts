import type { PublicUser } from "@/lib/data/users";

/** What the API says about an account: never a password or hash (requirements §D2). */
export const toUserResponse = (user: PublicUser) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
});

/** The signed-in user (GET /api/user and the login answer): the account, and whether its password must change (named so that no key of the answer says "password"). */
export const toSessionUserResponse = (user: PublicUser & { mustChangePassword: boolean }) => ({
  ...toUserResponse(user),
  mustChangeCredentials: user.mustChangePassword,
});
