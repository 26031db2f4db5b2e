// npm run admin:create [-- --username NAME --email EMAIL]
// Makes an administrator from the command line (requirements §D2). The password comes from ADMIN_PASSWORD
// or is asked for without echo. An existing account of that username is promoted and its password reset.
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { hashPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { upsertAdmin } from "@/lib/data/users";
import { db, pgPool } from "@/lib/db";
import { passwordSchema, registerSchema } from "@/lib/validation/auth";

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error(
      `${question.replace(/[:(].*$/, "").trim()} is required: pass it as a flag (or ADMIN_PASSWORD for the password).`,
    );
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) =>
      s.startsWith(question) ? write.call(rl, s) : undefined;
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer.trim();
}

async function main() {
  const { values } = parseArgs({ options: { username: { type: "string" }, email: { type: "string" } } });
  const username = values.username ?? (await ask("Username: "));
  const email = values.email ?? (await ask("Email: "));
  const password = process.env.ADMIN_PASSWORD ?? (await ask("Password (12+ characters, not a common one): ", true));
  const parsed = registerSchema.extend({ password: passwordSchema }).safeParse({ username, email, password });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
  }
  const problem = await passwordProblem(parsed.data.password, parsed.data);
  if (problem) throw new Error(`password: ${problem}`);
  const user = await upsertAdmin({
    username: parsed.data.username,
    email: parsed.data.email,
    passwordHash: await hashPassword(parsed.data.password),
  });
  console.log(`Admin ready: ${user.username} <${user.email}>`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await db.$disconnect();
    await pgPool().end();
  });
