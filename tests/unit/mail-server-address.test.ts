import { describe, expect, it } from "vitest";
import { smtpOptions } from "@/lib/mail/smtp-options";
import { isSmtpUrl, mailServerSchema } from "@/lib/validation/mail";

describe("the Outbox screen's mail server address", () => {
  it("takes smtp:// and smtps:// addresses with credentials and a port", () => {
    for (const address of [
      "smtp://mail.example.org",
      "smtps://user:p%40ss@mail.example.org:465",
      "smtp://127.0.0.1:587/",
    ])
      expect(isSmtpUrl(address), address).toBe(true);
  });

  it("refuses what the URL standard cannot parse, and anything after the host, with the form's message", () => {
    for (const address of [
      "smtp://mail.example.org:99999",
      "smtp://[::1",
      "http://mail.example.org",
      "smtp://a b",
      // nodemailer would read these as options: a program to run, a proxy, a pool.
      "smtp://localhost/?sendmail=true&path=/bin/sh&args=-c&args=id",
      "smtp://127.0.0.1:587/?pool=true",
      "smtp://mail.example.org/#x",
    ]) {
      expect(isSmtpUrl(address), address).toBe(false);
      const result = mailServerSchema.safeParse({ smtpUrl: address, mailFrom: "" });
      expect(result.success, address).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/^Enter an address like smtp:\/\//);
    }
  });
});

describe("smtpOptions", () => {
  it("names the host, port, TLS and login, and nothing a query asks for", () => {
    expect(smtpOptions("smtp://u%40x:p%40ss@mail.example.org:25/?sendmail=true&path=/bin/sh&proxy=http://x")).toEqual({
      host: "mail.example.org",
      port: 25,
      secure: false,
      auth: { user: "u@x", pass: "p@ss" },
    });
    expect(smtpOptions("smtps://[::1]")).toEqual({ host: "::1", port: 465, secure: true, auth: undefined });
    expect(smtpOptions("smtp://mail.example.org")).toMatchObject({ port: 587, secure: false });
  });
});
