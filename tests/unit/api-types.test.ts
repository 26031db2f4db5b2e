// The typed admin client's types follow the server's: checked by `tsc` (this file is in the project),
// so a changed response field fails the typecheck. The runtime assertions are no-ops.
import { describe, expectTypeOf, it } from "vitest";
import type { Category } from "@/lib/api/admin/categories";
import type { DocumentDetail, DocumentRow } from "@/lib/api/admin/documents";
import type { ExchangePage } from "@/lib/api/admin/conversations";
import type { UserRow } from "@/lib/api/admin/users";
import type { ActivityEntry, ActivityPage } from "@/lib/api/admin/activity";
import { sessionApi, type SessionUser } from "@/lib/api/admin/session";
import type { ThesaurusEntry } from "@/lib/api/admin/thesaurus";
import { uploadsApi } from "@/lib/api/admin/uploads";
import { chatApi, type SessionHistory } from "@/lib/api/public/chat";
import { bookApi, translateApi, type TranslateAnswer } from "@/lib/api/public/book";
import { contactApi } from "@/lib/api/public/contact";
import type { AuditAction } from "@/lib/contracts/audit";
import type { HistoryMessage, SuggestedQuestion } from "@/lib/contracts/chat";
import type { Jsonify } from "@/lib/api/json";
import { contentApi } from "@/lib/api/admin/content";
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

describe("the clients added for the last raw calls follow the server too", () => {
  it("the audit trail page and its entries", () => {
    expectTypeOf<ActivityPage["total"]>().toEqualTypeOf<number>();
    expectTypeOf<ActivityPage["actors"][number]>().toEqualTypeOf<{ id: number; name: string }>();
    expectTypeOf<ActivityEntry["action"]>().toEqualTypeOf<AuditAction>();
    expectTypeOf<ActivityEntry["createdAt"]>().toEqualTypeOf<string>();
  });

  it("a thesaurus group", () => {
    expectTypeOf<ThesaurusEntry>().toEqualTypeOf<{ id: number; terms: string[]; updatedAt: string }>();
  });

  it("login, register and logout", () => {
    expectTypeOf<Omit<SessionUser, "mustChangeCredentials">>().toEqualTypeOf<UserRow>();
    expectTypeOf<SessionUser["mustChangeCredentials"]>().toEqualTypeOf<boolean>();
    expectTypeOf(sessionApi.login).returns.resolves.toEqualTypeOf<SessionUser>();
    expectTypeOf(sessionApi.register).parameter(0).toHaveProperty("setupToken");
    expectTypeOf(sessionApi.logout).returns.resolves.toHaveProperty("message");
  });

  it("uploads and the public chat and contact calls", () => {
    expectTypeOf(uploadsApi.image).returns.resolves.toEqualTypeOf<{ imageUrl: string }>();
    expectTypeOf<SessionHistory["messages"]>().toEqualTypeOf<HistoryMessage[]>();
    expectTypeOf(chatApi.suggestions).returns.resolves.toHaveProperty("data").toEqualTypeOf<SuggestedQuestion[]>();
    expectTypeOf(contactApi.send).parameter(0).toHaveProperty("email").toEqualTypeOf<string>();
  });

  it("the book's verse image and the page translation", () => {
    expectTypeOf(bookApi.verseImage).returns.resolves.toHaveProperty("downloadUrl").toEqualTypeOf<string>();
    expectTypeOf(translateApi.translate).returns.resolves.toEqualTypeOf<TranslateAnswer>();
    expectTypeOf<TranslateAnswer["translatedText"]>().toEqualTypeOf<string | string[]>();
  });

  it("a changed history field is a type error in the widget", () => {
    const restore = (history: SessionHistory) => history.messages.map((message) => message.createdAt.slice(0, 10));
    type Changed = Omit<SessionHistory, "messages"> & { messages: Jsonify<{ id: number; createdAt: number }>[] };
    const changed = {} as Changed;
    // @ts-expect-error -- a number where the widget reads a string no longer fits.
    expectTypeOf(restore).toBeCallableWith(changed);
  });
});

describe("route results", () => {
  it("come from the route's handler: a publish answers the title for every kind, nothing kind-specific", () => {
    type Publish = Awaited<ReturnType<typeof contentApi.publish>>;
    expectTypeOf<Publish>().toEqualTypeOf<{ title: string; published: true }>();
    expectTypeOf<Awaited<ReturnType<typeof contentApi.unpublish>>>().toEqualTypeOf<{
      title: string;
      published: false;
    }>();
  });
});
