// The typed admin client's types follow the server's: checked by `tsc` (this file is in the project),
// so a changed response field fails the typecheck. The runtime assertions are no-ops.
import { describe, expectTypeOf, it } from "vitest";
import type { Category } from "@/lib/api/admin/categories";
import type { DocumentDetail, DocumentRow } from "@/lib/api/admin/documents";
import type { ExchangePage } from "@/lib/api/admin/conversations";
import type { UserRow } from "@/lib/api/admin/users";
import type { Jsonify } from "@/lib/api/json";
import type { CategoryRow } from "@/lib/data/categories";
import type { DocumentRow as ServerDocumentRow } from "@/lib/data/documents";

describe("Jsonify", () => {
  it("turns dates into strings, member by member", () => {
    expectTypeOf<Jsonify<{ at: Date; n: number; s: string | null; list: { at: Date }[] }>>().toEqualTypeOf<{
      at: string;
      n: number;
      s: string | null;
      list: { at: string }[];
    }>();
  });

  it("drops functions", () => {
    expectTypeOf<Jsonify<{ id: number; run: () => void }>>().toEqualTypeOf<{ id: number }>();
  });
});

describe("admin client types come from the server's", () => {
  it("a folder is the data module's row with its dates as strings", () => {
    expectTypeOf<Category>().toEqualTypeOf<Jsonify<CategoryRow>>();
    expectTypeOf<Category["createdAt"]>().toEqualTypeOf<string>();
  });

  it("a document row follows lib/data/documents", () => {
    expectTypeOf<DocumentRow>().toEqualTypeOf<Jsonify<ServerDocumentRow>>();
    expectTypeOf<DocumentDetail["content"]>().toEqualTypeOf<string>();
  });

  it("composed responses keep their parts", () => {
    expectTypeOf<ExchangePage["counts"]["lowRated"]>().toEqualTypeOf<number>();
    expectTypeOf<ExchangePage["items"][number]["createdAt"]>().toEqualTypeOf<string>();
    expectTypeOf<UserRow>().toEqualTypeOf<{
      id: number;
      username: string;
      email: string;
      role: UserRow["role"];
      createdAt: string;
    }>();
  });

  it("a changed server field is a type error in the browser code", () => {
    // What a screen does with a folder row.
    const render = (category: Category) =>
      `${category.name} (${category.documentsCount}) ${category.createdAt.slice(0, 10)}`;
    // The same row if the server renamed `documentsCount` and sent `createdAt` as a number.
    type Changed = Jsonify<
      Omit<CategoryRow, "documentsCount" | "createdAt"> & { documentCount: number; createdAt: number }
    >;
    const changed = {} as Changed;
    // @ts-expect-error -- the renamed field and the changed date no longer fit what the screen reads.
    expectTypeOf(render).toBeCallableWith(changed);
    expectTypeOf<Changed>().not.toExtend<Category>();
  });
});
