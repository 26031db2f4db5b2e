// requirements §D8: staff may pick any colour, but a primary too light to read on the peach backgrounds is darkened.

type Rgb = [number, number, number];

export const THEME_DEFAULTS = { primary: "#7c2d12", accent: "#f59e0b", accentForeground: "#1f1300" } as const;

const LIGHTEST_TEXT_BACKGROUND: Rgb = [0xf9, 0xd3, 0xb4];
const AA_TEXT = 4.5;

/** #rgb or #rrggbb only: anything else could break out of the style rule. */
export function parseHexColor(value: string | undefined): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? "");
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function darkenToContrast(color: Rgb, background: Rgb, ratio: number): Rgb {
  for (let step = 0; step <= 20; step++) {
    const shade = color.map((c) => c * (1 - step / 20)) as Rgb;
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return [0, 0, 0];
}

export function themeColors(settings: Record<string, string | undefined>) {
  const primary = darkenToContrast(
    parseHexColor(settings.theme_primary_color) ?? parseHexColor(THEME_DEFAULTS.primary)!,
    LIGHTEST_TEXT_BACKGROUND,
    AA_TEXT,
  );
  const accent = parseHexColor(settings.theme_accent_color) ?? parseHexColor(THEME_DEFAULTS.accent)!;
  const candidates = [parseHexColor(THEME_DEFAULTS.accentForeground)!, [255, 255, 255] as Rgb];
  const best = candidates.reduce((a, b) => (contrastRatio(b, accent) > contrastRatio(a, accent) ? b : a));
  const accentForeground = contrastRatio(best, accent) >= AA_TEXT ? best : ([0, 0, 0] as Rgb);
  return { primary: toHex(primary), accent: toHex(accent), accentForeground: toHex(accentForeground) };
}

export function themeCss(settings: Record<string, string | undefined>): string {
  const { primary, accent, accentForeground } = themeColors(settings);
  return `:root:root{--primary:${primary};--amber:${accent};--amber-foreground:${accentForeground}}`;
}
