import { apiRoute, idParams } from "@/lib/api/http";
import { deleteContactMessage, markContactMessageRead } from "@/lib/data/contact-messages";
import { updateContactMessageSchema } from "@/lib/validation/contact-messages";

export const PATCH = apiRoute(
  { auth: "editor", params: idParams, body: updateContactMessageSchema },
  async ({ params, body, user, audit }) => {
    const message = await markContactMessageRead({ id: params.id, isRead: body.isRead, readBy: user.username });
    audit({ summary: `Marked the message from ${message.name} ${body.isRead ? "read" : "unread"}` });
    return message;
  },
);

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params }) => {
  await deleteContactMessage(params.id);
  return { success: true, message: "Message deleted" };
});
