import type { QueryKey } from "@tanstack/react-query";

/** What an admin table writes through: a typed client's calls and the query keys its writes change. */
export type CrudResource<TInput> = {
  create?: (input: TInput) => Promise<unknown>;
  update?: (id: number, input: TInput) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Query keys refreshed after any write. */
  invalidate: QueryKey[];
};
