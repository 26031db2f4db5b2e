import { describe, expect, it } from "vitest";
import { isSmtpUrl, mailServerSchema } from "@/lib/validation/mail";

describe("the Outbox screen's mail server address", () => {
  it("takes smtp:// and smtps:// addresses with credentials, a port and options", () => {
    for (const address of [
      "smtp://mail.example.org",
      "smtps://user:p%40ss@mail.example.org:465",
      "smtp://127.0.0.1:587/?pool=true",
    ])
      expect(isSmtpUrl(address), address).toBe(true);
  });

  it("refuses what the URL standard cannot parse, with the form's message, so a send never meets it", () => {
    for (const address of ["smtp://mail.example.org:99999", "smtp://[::1", "http://mail.example.org", "smtp://a b"]) {
      expect(isSmtpUrl(address), address).toBe(false);
      const result = mailServerSchema.safeParse({ smtpUrl: address, mailFrom: "" });
      expect(result.success, address).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/^Enter an address like smtp:\/\//);
    }
  });
});
