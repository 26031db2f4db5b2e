import { Extension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

// Stored content carries class names (sample notes, scripture quotes) that the sanitiser allows; the editor
// keeps them on the blocks it knows instead of dropping them.
const KeepClasses = Extension.create({
  name: "keepClasses",
  addGlobalAttributes() {
    return [
      {
        types: ["paragraph", "heading", "blockquote", "bulletList", "orderedList", "listItem", "image"],
        attributes: {
          class: {
            default: null,
            parseHTML: (element) => element.getAttribute("class"),
            renderHTML: (attributes) => (attributes.class ? { class: attributes.class } : {}),
          },
        },
      },
    ];
  },
});

export const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => SAFE_LINK.test(url),
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  Image.configure({ inline: false }),
  KeepClasses,
];
