-- Book pages join the content workflow (docs/decisions/016). Every existing page is on the site:
-- each gets one initial version holding exactly its content and popovers (the snapshot shape of
-- lib/validation/content.ts, bookPageSnapshotSchema). No table changes; nothing else is touched.
INSERT INTO "ContentVersion" ("entityType", "entityId", "snapshot", "note", "publishedByName", "publishedAt")
SELECT 'book-page', p.id,
  jsonb_build_object(
    'title', p.title,
    'content', p.content,
    'popovers', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'key', 'o' || o.id,
        'id', o.id,
        'title', o.title,
        'content', o.content,
        'linkedText', o."linkedText",
        'linkType', o."linkType"::text,
        'highlightColor', o."highlightColor"::text,
        'imageUrl', o."imageUrl",
        'audioUrl', o."audioUrl",
        'videoUrl', o."videoUrl",
        'pdfUrl', o."pdfUrl",
        'position', jsonb_build_object('x', o."positionX", 'y', o."positionY")
      ) ORDER BY o.id)
      FROM "Popover" o WHERE o."pageId" = p.id
    ), '[]'::jsonb)
  ),
  'Initial version (content as it was before versions were kept)', 'System', p."updatedAt"
FROM "FlipbookPage" p
WHERE NOT EXISTS (
  SELECT 1 FROM "ContentVersion" v WHERE v."entityType" = 'book-page' AND v."entityId" = p.id
);
