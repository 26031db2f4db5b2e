import { describe, expect, it } from "vitest";
import { protectText } from "@/lib/translation/markup";

describe("protectText (HTML-aware translation)", () => {
  it("hands the model markers instead of tags and puts the source's own tags back", () => {
    const source =
      '<p class="lead">Read <a href="https://example.org/x?a=1&amp;b=2" target="_blank">the book</a><br>today.</p>';
    const prepared = protectText(source, { html: true });
    expect(prepared.text).toBe("<g1>Read <g2>the book</g2><x3/>today.</g1>");
    expect(prepared.text).not.toContain("href");
    const restored = prepared.restore("<g1>Lee <g2>el libro</g2><x3/>hoy.</g1>");
    expect(restored).toBe(
      '<p class="lead">Lee <a href="https://example.org/x?a=1&amp;b=2" target="_blank">el libro</a><br>hoy.</p>',
    );
  });

  it("lets the model move an inline element within the sentence", () => {
    const prepared = protectText("<p>The <strong>true</strong> story</p>", { html: true });
    expect(prepared.restore("<g1>La historia <g2>verdadera</g2></g1>")).toBe(
      "<p>La historia <strong>verdadera</strong></p>",
    );
  });

  it("refuses a reply that drops, repeats, invents or inverts a marker", () => {
    const prepared = protectText("<p>One <em>two</em></p>", { html: true });
    expect(prepared.restore("<g1>Uno dos</g1>")).toBeNull();
    expect(prepared.restore("<g1>Uno <g2>dos</g2> <g2>dos</g2></g1>")).toBeNull();
    expect(prepared.restore("<g1>Uno <g2>dos</g2><x9/></g1>")).toBeNull();
    expect(prepared.restore("<g1>Uno </g2>dos<g2></g1>")).toBeNull();
  });

  it("escapes anything tag-like the model wrote itself", () => {
    const prepared = protectText("<p>Hello</p>", { html: true });
    expect(prepared.restore('<g1>Hola <script>alert(1)</script><img src=x onerror="y"></g1>')).toBe(
      '<p>Hola &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror="y"&gt;</p>',
    );
  });

  it("keeps glossary terms that must not be translated, as whole words only", () => {
    const prepared = protectText("FIRSTbORN teaches the Saga of Salvation; WYRAS is not WYRA.", {
      html: false,
      keep: ["FIRSTbORN", "WYRA", "Saga of Salvation"],
    });
    expect(prepared.text).toBe("<k1/> teaches the <k2/>; WYRAS is not <k3/>.");
    expect(prepared.restore("<k1/> enseña la <k2/>; WYRAS no es <k3/>.")).toBe(
      "FIRSTbORN enseña la Saga of Salvation; WYRAS no es WYRA.",
    );
    expect(prepared.restore("Firstborn enseña la <k2/>; WYRAS no es <k3/>.")).toBeNull();
  });

  it("leaves kept terms inside attributes alone", () => {
    const prepared = protectText('<img alt="WYRA"><p>WYRA</p>', { html: true, keep: ["WYRA"] });
    expect(prepared.text).toBe("<x1/><g2><k3/></g2>");
    expect(prepared.translatable).toBe(false);
  });

  it("knows when there is nothing to translate", () => {
    expect(protectText("<p>21</p>", { html: true }).translatable).toBe(false);
    expect(protectText("3:16 — 21", { html: false }).translatable).toBe(false);
    expect(protectText("Grace", { html: false }).translatable).toBe(true);
  });

  it("strips a code fence the model wrapped its answer in", () => {
    const prepared = protectText("<p>Hi</p>", { html: true });
    expect(prepared.restore("```html\n<g1>Hola</g1>\n```")).toBe("<p>Hola</p>");
  });
});
