type JsonPrimitive = string | number | boolean | null;

export type Jsonify<T> = T extends JsonPrimitive
  ? T
  : T extends undefined
    ? undefined
    : T extends { toJSON(): infer R }
      ? R
      : T extends (...args: never[]) => unknown
        ? never
        : T extends readonly (infer U)[]
          ? Jsonify<U>[]
          : T extends object
            ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Jsonify<T[K]> }
            : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResult<F extends (...args: any[]) => unknown> = Jsonify<Awaited<ReturnType<F>>>;

export type RouteResult<H> = H extends { readonly __result?: infer R } ? Jsonify<Exclude<R, Response>> : never;

export type Deleted = { success: true; message: string };
