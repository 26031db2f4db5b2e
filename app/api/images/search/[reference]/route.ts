import { z } from "zod";
import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/http";
import { badRequest } from "@/lib/errors";
import { findVerseImage } from "@/lib/data/popovers";
import { referenceKey } from "@/lib/book/references";

const params = z.object({ reference: z.string() });

export const GET = apiRoute({ auth: "public", params }, async ({ params }) => {
  const key = referenceKey(params.reference);
  if (!/^[1-3]?[a-z]{2,20}\d{1,9}$/.test(key)) throw badRequest("That is not a Bible reference, e.g. John 3:16.");
  const downloadUrl = await findVerseImage(key);
  if (!downloadUrl)
    return NextResponse.json(
      { success: false, downloadUrl: null, message: "No image found for this reference." },
      { status: 404 },
    );
  return { success: true, downloadUrl };
});
