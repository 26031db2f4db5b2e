import { apiRoute, idParams } from "@/lib/api/http";
import { deleteQuestion, updateQuestionAnswer } from "@/lib/data/questions";
import { updateQuestionSchema } from "@/lib/validation/questions";

export const PATCH = apiRoute(
  { auth: "editor", changesSite: true, params: idParams, body: updateQuestionSchema },
  async ({ params, body }) => updateQuestionAnswer({ id: params.id, answer: body.answer }),
);

export const DELETE = apiRoute({ auth: "editor", changesSite: true, params: idParams }, async ({ params }) => {
  await deleteQuestion(params.id);
  return { success: true, message: "Question deleted" };
});
