// How the answers bench compares an expected fact with an answer: as a reader would, so a fact is
// found whatever the letters' spelling. Compatibility forms are decomposed (NFKD: "ﬁ" → "fi", a
// superscript "²" → "2"), accents dropped, and the letters NFKD keeps whole spelled out ("æ" → "ae").
const SPELLED_OUT = { æ: "ae", œ: "oe", ß: "ss", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ĳ: "ij" };
const SPELLED_OUT_PATTERN = new RegExp(`[${Object.keys(SPELLED_OUT).join("")}]`, "gu");

/** Lower case, compatibility forms decomposed, accents gone, ligatures and special letters spelled out. */
export const foldLetters = (text) =>
  String(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter]);

/** Whether the text holds one of the facts, letters folded. */
export const holdsFact = (text, facts) => {
  const folded = foldLetters(text);
  return facts.some((fact) => folded.includes(foldLetters(fact)));
};
