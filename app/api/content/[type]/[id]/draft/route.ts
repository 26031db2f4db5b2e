import { NextResponse } from "next/server";
import { z } from "zod";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { apiRoute, zodFieldErrors } from "@/lib/api/http";
import { contentKind, editorState } from "@/lib/content/workflow";
import { badRequest } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";
import { ifMatching } from "@/lib/content/if-match";
import { contentParams, type ContentType } from "@/lib/validation/content";

type Item = { type: ContentType; id: number };

async function answer(item: Item, role: Role | undefined) {
  const state = await editorState(item.type, item.id, role);
  return NextResponse.json(state, { headers: { "Cache-Control": "no-store", ETag: `"${state.revision}"` } });
}

export const GET = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user }) =>
  answer(params, user.role),
);

export const PUT = apiRoute(
  { auth: "editor", params: contentParams, body: z.unknown(), maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ req, params, body: input, user, audit }) => {
    const kind = contentKind(params.type, user.role);
    // Each kind has its own snapshot: the body is checked against the one the path names.
    const parsed = kind.schema.safeParse(input);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      throw badRequest(Object.values(errors)[0]?.[0] ?? "Invalid input.", errors);
    }
    const body = parsed.data;
    const actor = { id: user.id, name: user.username };
    await ifMatching(req, params, user.role, (expected) => kind.save(params.id, body as never, actor, expected));
    audit({
      action: "update",
      entityType: kind.label,
      entityId: params.id,
      summary: `Saved the draft of ${kind.label} "${body.title}"`,
    });
    return answer(params, user.role);
  },
);

export const DELETE = apiRoute({ auth: "editor", params: contentParams }, async ({ req, params, user, audit }) => {
  const kind = contentKind(params.type, user.role);
  await ifMatching(req, params, user.role, (expected) => kind.discard(params.id, expected));
  audit({
    action: "delete",
    entityType: kind.label,
    entityId: params.id,
    summary: `Discarded the draft of ${kind.label} #${params.id}`,
  });
  return answer(params, user.role);
});
