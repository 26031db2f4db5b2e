// A real SMTP server for the tests (smtp-server): it accepts every mail, parses it (mailparser) and
// keeps it in memory. Imported by the integration tests; run as a script it serves the browser
// tests too, with the mails readable over HTTP:
//
//   node tests/support/smtp-sink.mjs   SMTP on E2E_SMTP_PORT (3923), HTTP on E2E_SMTP_HTTP_PORT (3924):
//                                       GET /messages[?to=address] → [{ to, from, replyTo, subject, text, html }]
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((a) => a.address ?? ""));

/** Starts an SMTP server on `port` (127.0.0.1; 0: any free one) that keeps what it receives; `stop` and `start` again at will. */
export async function startSmtpSink({ port }) {
  const messages = [];
  const waiters = new Set();
  let server = null;

  const start = () =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push({
                to: addresses(mail.to),
                from: addresses(mail.from)[0] ?? "",
                replyTo: addresses(mail.replyTo)[0] ?? null,
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
              });
              for (const wake of waiters) wake();
              callback();
            })
            .catch(callback);
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        // Port 0: the system's choice, kept for a restart.
        port = server.server.address().port;
        resolve();
      });
    });

  const stop = () =>
    new Promise((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = null;
      closing.close(() => resolve());
    });

  /** The first message to `to` (matching `filter`) that arrives, waiting up to `timeoutMs`. */
  const waitFor = (to, { timeoutMs = 10_000, filter = () => true } = {}) =>
    new Promise((resolve, reject) => {
      const find = () => messages.find((m) => m.to.includes(to.toLowerCase()) && filter(m));
      const found = find();
      if (found) return resolve(found);
      const wake = () => {
        const message = find();
        if (!message) return;
        cleanup();
        resolve(message);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
    });

  await start();
  return { port, url: `smtp://127.0.0.1:${port}`, messages, start, stop, waitFor };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const sink = await startSmtpSink({ port: Number(process.env.E2E_SMTP_PORT ?? 3923) });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/health") return res.end("ok");
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = to ? sink.messages.filter((m) => m.to.includes(to)) : sink.messages;
      res.setHeader("Content-Type", "application/json");
      return res.end(JSON.stringify(list));
    }
    res.statusCode = 404;
    res.end();
  });
  http.listen(Number(process.env.E2E_SMTP_HTTP_PORT ?? 3924), "127.0.0.1");
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => sink.stop().then(() => process.exit(0)));
}
