// No dependencies: safe in the browser bundle.

const MAX_VERSES_PER_RANGE = 200;

// A whole chapter is its chapter key, so "Psalm 23" finds every verse of it.
export function referenceKeys(osis: string): string[] {
  const keys = new Set<string>();
  for (const part of osis.split(",")) {
    const [from, to = from] = part.split("-");
    const [book, chapter, verse] = from.split(".");
    const [toBook, toChapter = chapter, toVerse = verse] = to.split(".");
    if (!book || !chapter || book !== toBook) continue;
    const first = Number(chapter);
    const last = Number(toChapter);
    for (let c = first; c <= Math.min(last, first + 150); c++) keys.add(`${book}.${c}`);
    if (verse && first === last) {
      for (let v = Number(verse); v <= Math.min(Number(toVerse), Number(verse) + MAX_VERSES_PER_RANGE); v++)
        keys.add(`${book}.${chapter}.${v}`);
    } else if (verse) {
      keys.add(`${book}.${chapter}.${verse}`);
    }
  }
  return [...keys];
}

const ENGLISH_BOOKS: Record<string, string> = {
  Gen: "Genesis",
  Exod: "Exodus",
  Lev: "Leviticus",
  Num: "Numbers",
  Deut: "Deuteronomy",
  Josh: "Joshua",
  Judg: "Judges",
  Ruth: "Ruth",
  "1Sam": "1 Samuel",
  "2Sam": "2 Samuel",
  "1Kgs": "1 Kings",
  "2Kgs": "2 Kings",
  "1Chr": "1 Chronicles",
  "2Chr": "2 Chronicles",
  Ezra: "Ezra",
  Neh: "Nehemiah",
  Esth: "Esther",
  Job: "Job",
  Ps: "Psalm",
  Prov: "Proverbs",
  Eccl: "Ecclesiastes",
  Song: "Song of Solomon",
  Isa: "Isaiah",
  Jer: "Jeremiah",
  Lam: "Lamentations",
  Ezek: "Ezekiel",
  Dan: "Daniel",
  Hos: "Hosea",
  Joel: "Joel",
  Amos: "Amos",
  Obad: "Obadiah",
  Jonah: "Jonah",
  Mic: "Micah",
  Nah: "Nahum",
  Hab: "Habakkuk",
  Zeph: "Zephaniah",
  Hag: "Haggai",
  Zech: "Zechariah",
  Mal: "Malachi",
  Matt: "Matthew",
  Mark: "Mark",
  Luke: "Luke",
  John: "John",
  Acts: "Acts",
  Rom: "Romans",
  "1Cor": "1 Corinthians",
  "2Cor": "2 Corinthians",
  Gal: "Galatians",
  Eph: "Ephesians",
  Phil: "Philippians",
  Col: "Colossians",
  "1Thess": "1 Thessalonians",
  "2Thess": "2 Thessalonians",
  "1Tim": "1 Timothy",
  "2Tim": "2 Timothy",
  Titus: "Titus",
  Phlm: "Philemon",
  Heb: "Hebrews",
  Jas: "James",
  "1Pet": "1 Peter",
  "2Pet": "2 Peter",
  "1John": "1 John",
  "2John": "2 John",
  "3John": "3 John",
  Jude: "Jude",
  Rev: "Revelation",
};

export const OSIS_BOOKS = Object.keys(ENGLISH_BOOKS);

// requirements §7: the verse images are keyed by the English form, whatever language was written.
export function englishReference(osis: string): string | null {
  const [from, to] = osis.split(",")[0].split("-");
  const [book, chapter, verse] = from.split(".");
  const name = ENGLISH_BOOKS[book];
  if (!name || !chapter) return null;
  let text = verse ? `${name} ${chapter}:${verse}` : `${name} ${chapter}`;
  if (to) {
    const [, toChapter, toVerse] = to.split(".");
    if (verse && toVerse) text += toChapter === chapter ? `-${toVerse}` : `-${toChapter}:${toVerse}`;
    else if (toChapter && toChapter !== chapter) text += `-${toChapter}`;
  }
  return text;
}
