-- CreateTable
CREATE TABLE "setup_tokens" (
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "setup_tokens_pkey" PRIMARY KEY ("tokenHash")
);

-- One identity per account (decision 011): usernames and emails are stored trimmed and lowercased
-- and matched exactly. Accounts whose normalised name or email collides with an older account keep
-- working under a name no one can register or spell by accident: the oldest account (lowest id)
-- keeps the plain form, each later one gets "~<id>" appended to its username and "<id>~" prefixed
-- to its email ("~" is outside the allowed characters). An admin can see and remove them.
CREATE TEMP TABLE "normalised_identities" AS
WITH ranked AS (
  SELECT id,
         lower(btrim(username)) AS u,
         lower(btrim(email)) AS e,
         row_number() OVER (PARTITION BY lower(btrim(username)) ORDER BY id) AS u_rank,
         row_number() OVER (PARTITION BY lower(btrim(email)) ORDER BY id) AS e_rank
  FROM "User"
)
SELECT id,
       CASE WHEN u_rank = 1 THEN u ELSE u || '~' || id END AS username,
       CASE WHEN e_rank = 1 THEN e ELSE id || '~' || e END AS email
FROM ranked;

-- Through unique placeholders first: unique indexes are checked row by row, so renaming "Bob" to
-- "bob" while another row still holds "bob" would fail mid-statement.
UPDATE "User" SET username = '~' || id, email = '~' || id;
UPDATE "User" AS t SET username = n.username, email = n.email FROM "normalised_identities" AS n WHERE n.id = t.id;
DROP TABLE "normalised_identities";

ALTER TABLE "User" ADD CONSTRAINT "User_username_normalised" CHECK (username = lower(btrim(username)));
ALTER TABLE "User" ADD CONSTRAINT "User_email_normalised" CHECK (email = lower(btrim(email)));
