import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormControl, FormField } from "@/components/ui/form-field";

/** The attributes of the element with the given id in rendered markup. */
function controlAttributes(html: string, id: string) {
  const tag = html.match(new RegExp(`<(input|textarea)[^>]*\\bid="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no control with id ${id} in ${html}`);
  const attribute = (name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  return { invalid: attribute("aria-invalid"), describedBy: attribute("aria-describedby") };
}

describe("FormField", () => {
  it("gives its direct child the id, a false aria-invalid and no description when nothing is shown", () => {
    const html = renderToStaticMarkup(h(FormField, { id: "name", label: "Name", children: h("input") }));
    expect(html).toContain('for="name"');
    expect(controlAttributes(html, "name")).toEqual({ invalid: "false", describedBy: undefined });
  });

  it("describes the control by the hint and the error it renders", () => {
    const html = renderToStaticMarkup(
      h(FormField, { id: "slug", label: "Slug", hint: "Lowercase", error: "Taken", children: h("input") }),
    );
    expect(controlAttributes(html, "slug")).toEqual({ invalid: "true", describedBy: "slug-hint slug-error" });
    expect(html).toContain('id="slug-hint"');
    expect(html).toContain('id="slug-error"');
  });

  it("names only the hint when there is no error", () => {
    const html = renderToStaticMarkup(
      h(FormField, { id: "url", label: "URL", hint: "https://…", children: h("input") }),
    );
    expect(controlAttributes(html, "url")).toEqual({ invalid: "false", describedBy: "url-hint" });
  });

  it("wires the FormControl deeper inside when the control is nested", () => {
    const html = renderToStaticMarkup(
      h(FormField, {
        id: "notes",
        label: "Notes",
        error: "Too long",
        nestedControl: true,
        children: h("div", { id: "wrapper" }, h(FormControl, { children: h("textarea") })),
      }),
    );
    expect(html).toContain('<div id="wrapper">');
    expect(controlAttributes(html, "notes")).toEqual({ invalid: "true", describedBy: "notes-error" });
  });

  it("lets a control name a message rendered elsewhere", () => {
    const html = renderToStaticMarkup(
      h(FormField, { id: "question", label: "Question", children: h("input", { "aria-describedby": "form-error" }) }),
    );
    expect(controlAttributes(html, "question").describedBy).toBe("form-error");
  });
});
