// Direct access to the e2e server's own embedded Postgres, for rows no endpoint creates here
// (contact messages come from the public contact form) and to check the search index.
import pg from "pg";
import { connectionUrl } from "../../../scripts/db/embedded.mjs";

export async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: connectionUrl(Number(process.env.E2E_PG_PORT ?? 25419)) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Ids of documents whose indexed passages match the words (what the chatbot's search reads). */
export async function searchDocuments(words: string): Promise<number[]> {
  return withDb(async (client) => {
    const { rows } = await client.query<{ documentId: number }>(
      `SELECT DISTINCT "documentId" FROM "KnowledgeChunk" WHERE source = 'document' AND "searchVector" @@ plainto_tsquery('english', $1)`,
      [words],
    );
    return rows.map((row) => row.documentId);
  });
}

export async function insertContactMessage(message: {
  name: string;
  email: string;
  subject?: string;
  message: string;
  createdAt?: Date;
}): Promise<number> {
  return withDb(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO "ContactMessage" (name, email, subject, message, "createdAt") VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [message.name, message.email, message.subject ?? null, message.message, message.createdAt ?? new Date()],
    );
    return rows[0].id;
  });
}
