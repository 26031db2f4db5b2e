import "server-only";
import { z } from "zod";
import { isSmtpUrl } from "@/lib/validation/mail";

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_EMBEDDING_MODEL: z.string().min(1).default("text-embedding-3-small"),
  // Some OpenAI-compatible servers have no embeddings or speech endpoint: 0 switches them off.
  OPENAI_EMBEDDINGS: z.enum(["0", "1"]).default("1"),
  OPENAI_EMBEDDING_DIMENSIONS: z.coerce.number().int().min(0).max(4096).default(256),
  OPENAI_TTS_MODEL: z.string().min(1).default("tts-1"),
  OPENAI_TTS: z.enum(["0", "1"]).default("1"),
  CHAT_REWRITE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  CHAT_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(45_000),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  BLOB_READ_WRITE_TOKEN: z.string().min(1).optional(),
  STORAGE_DIR: z.string().default(".data/uploads"),
  UPLOAD_MAX_MB: z.coerce.number().int().positive().default(50),
  // Unset: an admin may set the mail server on the Outbox screen, else mails wait there (decision 003).
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine(
        isSmtpUrl,
        "SMTP_URL must be smtp:// or smtps://, a user and password if needed, a host and a port, and nothing after it",
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().min(3).max(320).optional()),
  PASSWORD_HASH_ROUNDS: z.coerce.number().int().min(4).max(15).default(12),
  VERCEL: z.string().optional(),
  // 0: the client is the TCP peer and X-Forwarded-For is ignored (decision 011).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  CRON_SECRET: z.string().min(16).optional(),
  EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  EXTRACT_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(512),
  EXTRACT_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  // Workers' nice value (Linux): visitors first; time-outs count CPU time, so starved ones don't fail (decision 011).
  EXTRACT_NICE: z.coerce.number().int().min(0).max(19).default(19),
});

type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

function readEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    // The schema's message per variable: the deployer learns what to change, and no value (a URL's password) is echoed.
    const fields = Object.entries(z.flattenError(parsed.error).fieldErrors)
      .map(([name, messages]) => `${name} (${(messages as string[] | undefined)?.[0] ?? "invalid"})`)
      .join("; ");
    throw new Error(`Invalid environment variables: ${fields}. See .env.example.`);
  }
  return parsed.data;
}

export const env = new Proxy({} as Env, {
  get(_target, key: string) {
    cached ??= readEnv();
    return cached[key as keyof Env];
  },
});

export function requireDatabaseUrl(): string {
  const url = env.DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide one.");
  }
  return url;
}

export function requireAuthSecret(): string {
  const secret = env.NEXTAUTH_SECRET;
  if (!secret) {
    throw new Error(
      "NEXTAUTH_SECRET is not set. `npm run dev`/`npm start` create one in .data/; set it explicitly in production.",
    );
  }
  return secret;
}

export const aiConfigured = () => Boolean(env.OPENAI_API_KEY);
