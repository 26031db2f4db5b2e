-- The public texts held in settings (content kind `site-texts`, docs/decisions/016) start their
-- history here: one initial version holding the texts as visitors read them now, each setting's row
-- value, or its default when it has no row (the defaults of lib/settings/defaults.ts when this was
-- written; the snapshot shape of lib/validation/content.ts, siteTextsSnapshotSchema). No table
-- changes; nothing else is touched, and a database that already has a version keeps its history.
-- A new, empty database gets nothing here (migrations leave it empty): the seed starts the history
-- once it has written the settings.
INSERT INTO "ContentVersion" ("entityType", "entityId", "snapshot", "note", "publishedByName", "publishedAt")
SELECT 'site-texts', 1,
  jsonb_build_object('title', 'Public texts', 'texts', effective.texts),
  'Initial version (texts as they were before versions were kept)', 'System', effective.at
FROM (
  SELECT jsonb_object_agg(d.name, COALESCE(s.value, d.value)) AS texts, COALESCE(max(s."updatedAt"), now()) AS at
  FROM (VALUES
    ('site_name', 'FIRSTbORN Ministries'),
    ('site_tagline', 'Discover who you really are in Christ.'),
    ('home_welcome_heading', 'Welcome to FIRSTbORN Ministries'),
    ('home_intro', 'We share teachings on identity, redemption and the new life God gives. Read our interactive books, explore our booklets and ask our assistant your questions.'),
    ('about_mission', 'To help every person discover who they really are in Christ, through clear teaching of the Scriptures, freely shared.'),
    ('about_vision', 'A community of believers who know they are born of God, live from that identity and carry it to others.'),
    ('about_scripture_1_text', 'Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.'),
    ('about_scripture_1_reference', '2 Corinthians 5:17'),
    ('about_scripture_2_text', 'But as many as received him, to them gave he power to become the sons of God, even to them that believe on his name.'),
    ('about_scripture_2_reference', 'John 1:12'),
    ('book_title', 'Saga of Salvation (SOS) Book 1 - Who You Really Are'),
    ('contact_phone', '+1 555 010 0100'),
    ('chatbot_title', 'Ask About Our Teachings'),
    ('chatbot_welcome_message', 'Welcome to the product! How can I help you understand more about our teachings? You can ask a question, select from suggested questions below, or use the microphone to speak.')
  ) AS d (name, value)
  LEFT JOIN "Setting" s ON s.name = d.name
) AS effective
WHERE EXISTS (SELECT 1 FROM "Setting")
  AND NOT EXISTS (
    SELECT 1 FROM "ContentVersion" v WHERE v."entityType" = 'site-texts' AND v."entityId" = 1
  );
