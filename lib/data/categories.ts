import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { FOLDER_NOT_EMPTY, type CategoryInput } from "@/lib/validation/categories";

export type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  isReference: boolean;
  documentsCount: number;
  createdAt: Date;
};

const SLUG_TAKEN = "A folder with that slug already exists.";
const FOLDER_COLUMNS = { id: true, name: true, slug: true, isReference: true, createdAt: true } as const;

export async function listCategories(): Promise<CategoryRow[]> {
  const rows = await db.category.findMany({
    select: { ...FOLDER_COLUMNS, _count: { select: { documents: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(({ _count, ...category }) => ({ ...category, documentsCount: _count.documents }));
}

async function assertSlugFree(slug: string, exceptId?: number) {
  const taken = await db.category.findFirst({
    where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

export async function createCategory(input: CategoryInput): Promise<CategoryRow> {
  await assertSlugFree(input.slug);
  const category = await db.category.create({
    data: input,
    select: FOLDER_COLUMNS,
  });
  return { ...category, documentsCount: 0 };
}

export async function updateCategory({ id, ...input }: CategoryInput & { id: number }): Promise<CategoryRow> {
  if (!(await db.category.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Folder not found.");
  await assertSlugFree(input.slug, id);
  const category = await db.category.update({
    where: { id },
    data: input,
    select: { ...FOLDER_COLUMNS, _count: { select: { documents: true } } },
  });
  const { _count, ...rest } = category;
  return { ...rest, documentsCount: _count.documents };
}

export async function deleteCategory({ id, onlyIfEmpty }: { id: number; onlyIfEmpty: boolean }) {
  await db.$transaction(async (tx) => {
    // Locks the folder row so a document cannot be filed into it between the check and the delete.
    await tx.$queryRaw`SELECT id FROM "Category" WHERE id = ${id} FOR UPDATE`;
    if (onlyIfEmpty && (await tx.document.count({ where: { categoryId: id } })) > 0) throw conflict(FOLDER_NOT_EMPTY);
    await tx.category.delete({ where: { id } });
  });
}
