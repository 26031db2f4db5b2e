import type { PublicUser } from "@/lib/data/users";

// requirements §D2: never a password or hash.
export const toUserResponse = (user: PublicUser) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
});

// Named so that no key of the answer says "password".
export const toSessionUserResponse = (user: PublicUser & { mustChangePassword: boolean }) => ({
  ...toUserResponse(user),
  mustChangeCredentials: user.mustChangePassword,
});
