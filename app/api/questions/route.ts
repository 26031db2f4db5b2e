import { apiRoute, created } from "@/lib/api/http";
import { createQuestion, listQuestions } from "@/lib/data/questions";
import { questionSchema } from "@/lib/validation/questions";

export const GET = apiRoute({ auth: "editor" }, async () => listQuestions());

export const POST = apiRoute({ auth: "editor", changesSite: true, body: questionSchema }, async ({ body }) =>
  created(await createQuestion(body)),
);
