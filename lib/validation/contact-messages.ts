import { z } from "zod";

export const updateContactMessageSchema = z.object({ isRead: z.boolean("isRead must be true or false") });
