// docs/decisions/020: public pages are one cached copy for everyone, so the choice is applied in the browser before paint.
export const READING_OPTIONS = {
  size: ["normal", "large", "larger", "largest"],
  font: ["standard", "dyslexic"],
  spacing: ["normal", "wide", "wider"],
  contrast: ["normal", "high"],
} as const;

export type ReadingSetting = keyof typeof READING_OPTIONS;
export type ReadingComfort = { [K in ReadingSetting]: (typeof READING_OPTIONS)[K][number] };

export const READING_SETTINGS = Object.keys(READING_OPTIONS) as ReadingSetting[];

export const DEFAULT_READING = Object.fromEntries(
  READING_SETTINGS.map((setting) => [setting, READING_OPTIONS[setting][0]]),
) as ReadingComfort;

export const READING_SIZE_SCALE: Record<ReadingComfort["size"], number> = {
  normal: 1,
  large: 1.2,
  larger: 1.4,
  largest: 1.6,
};

export const READING_STORAGE_KEY = "readingComfort";

const isOption = <K extends ReadingSetting>(setting: K, value: unknown): value is ReadingComfort[K] =>
  (READING_OPTIONS[setting] as readonly unknown[]).includes(value);

export function parseReadingComfort(stored: string | null): ReadingComfort {
  let parsed: unknown = null;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  const record = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  const comfort = { ...DEFAULT_READING };
  for (const setting of READING_SETTINGS) {
    const value = record[setting];
    if (isOption(setting, value)) (comfort as Record<ReadingSetting, string>)[setting] = value;
  }
  return comfort;
}

export const readingAttribute = (setting: ReadingSetting) => `data-reading-${setting}`;

export function applyReadingComfort(root: Element, comfort: ReadingComfort) {
  for (const setting of READING_SETTINGS) {
    if (comfort[setting] === DEFAULT_READING[setting]) root.removeAttribute(readingAttribute(setting));
    else root.setAttribute(readingAttribute(setting), comfort[setting]);
  }
}

export const READING_SCRIPT = `(function(){try{var o=${JSON.stringify(READING_OPTIONS)},s=JSON.parse(localStorage.getItem(${JSON.stringify(READING_STORAGE_KEY)}))||{},d=document.documentElement;for(var k in o)if(o[k].indexOf(s[k])>0)d.setAttribute("data-reading-"+k,s[k])}catch(e){}})()`;
