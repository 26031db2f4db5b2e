// Mails come from the messages catalogues in the recipient's language, with what they were given
// escaped in the HTML part and the link under the text.
import { describe, expect, it } from "vitest";
import { renderMail } from "@/lib/mail/templates";

describe("renderMail", () => {
  it("writes in the recipient's language, English when it is unknown", async () => {
    const params = { siteName: "Site", username: "ruth" };
    expect((await renderMail("passwordReset", "fr", params, "http://x/r")).subject).toBe(
      "Réinitialisez votre mot de passe pour Site",
    );
    expect((await renderMail("passwordReset", "es", params)).subject).toBe("Restablezca su contraseña de Site");
    expect((await renderMail("passwordReset", "xx", params)).subject).toBe("Reset your password for Site");
    expect((await renderMail("passwordReset", null, params)).subject).toBe("Reset your password for Site");
  });

  it("names the role in the recipient's language", async () => {
    const mail = await renderMail("invitation", "de", { siteName: "Site", inviter: "boss", role: "editor" });
    expect(mail.text).toContain("als Redakteur");
  });

  it("escapes what it is given in the HTML, keeps the text as is, and lists the link", async () => {
    const mail = await renderMail(
      "contactAlert",
      "en",
      {
        siteName: "Site",
        name: "<b>Eve</b>",
        email: "eve@example.org",
        subject: "Hi & bye",
        excerpt: "<script>x</script>",
      },
      "http://site.test/admin/messages#message-1",
    );
    expect(mail.text).toContain("<b>Eve</b>");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).toContain('<a href="http://site.test/admin/messages#message-1">');
    expect(mail.links).toEqual(["http://site.test/admin/messages#message-1"]);
    expect(mail.text.endsWith("— Site")).toBe(true);
  });
});
