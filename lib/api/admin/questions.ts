import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { countQuestions, createQuestion, listQuestions, updateQuestionAnswer } from "@/lib/data/questions";
import type { QuestionInput } from "@/lib/validation/questions";

export type QuestionRow = ApiResult<typeof listQuestions>[number];

export const questionKeys = { all: ["questions"] as const };

export const questionsApi = {
  list: () => apiFetch<ApiResult<typeof listQuestions>>("/api/questions"),
  create: (input: QuestionInput) =>
    apiFetch<ApiResult<typeof createQuestion>>("/api/questions", { method: "POST", json: input }),
  setAnswer: (id: number, answer: string) =>
    apiFetch<ApiResult<typeof updateQuestionAnswer>>(`/api/questions/${id}`, { method: "PATCH", json: { answer } }),
  remove: (id: number) => apiFetch<Deleted>(`/api/questions/${id}`, { method: "DELETE" }),
  count: () => apiFetch<{ count: ApiResult<typeof countQuestions> }>("/api/questions/count"),
};
