// The book editor's client types follow lib/data/flipbook and lib/data/popovers (checked by `tsc`).
import { describe, expectTypeOf, it } from "vitest";
import type { FlipbookPage, FlipbookPageRow, PopoverRow } from "@/lib/api/admin/flipbook";
import type { Jsonify } from "@/lib/api/json";
import type { FlipbookPageDto } from "@/lib/data/flipbook";
import type { PopoverDto } from "@/lib/data/popovers";

describe("book editor client types come from the server's", () => {
  it("a page and a popover are the data module's after JSON", () => {
    expectTypeOf<FlipbookPageRow>().toEqualTypeOf<Jsonify<FlipbookPageDto>>();
    expectTypeOf<FlipbookPage>().toEqualTypeOf<Jsonify<FlipbookPageDto>>();
    expectTypeOf<PopoverRow>().toEqualTypeOf<Jsonify<PopoverDto>>();
    expectTypeOf<PopoverRow["position"]["x"]>().toEqualTypeOf<number>();
  });
});
