// What a value becomes after JSON.stringify on the server and JSON.parse in the browser.

type JsonPrimitive = string | number | boolean | null;

/**
 * The browser's view of a server value: dates (and anything else with `toJSON`) become what
 * `toJSON` returns, functions and symbols disappear, arrays and objects are converted member by member.
 * Client types are written as `Jsonify<ServerType>` so that a change on the server changes them too.
 */
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

/** The JSON body of a server function's result: `ApiResult<typeof listCategories>`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResult<F extends (...args: any[]) => unknown> = Jsonify<Awaited<ReturnType<F>>>;

/** The JSON body a route answers with (a route handler built by apiRoute): `RouteResult<typeof POST>`. */
export type RouteResult<H> = H extends { readonly __result?: infer R } ? Jsonify<Exclude<R, Response>> : never;

/** The body every DELETE handler answers with. */
export type Deleted = { success: true; message: string };
