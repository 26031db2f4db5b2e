import type { PublicUser } from "@/lib/data/users";

/** What the API says about an account: never a password or hash (requirements §D2). */
export const toUserResponse = (user: PublicUser) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
});
