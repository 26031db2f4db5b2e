import type { QueryKey } from "@tanstack/react-query";

export type CrudResource<TInput> = {
  create?: (input: TInput) => Promise<unknown>;
  update?: (id: number, input: TInput) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  invalidate: QueryKey[];
};
