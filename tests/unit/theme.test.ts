import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColor, THEME_DEFAULTS, themeColors, themeCss } from "@/lib/theme";

const rgb = (hex: string) => parseHexColor(hex)!;
// The light surfaces primary text sits on (globals.css): background, card, peach, peach-strong.
const LIGHT_SURFACES = ["#fff7f0", "#ffffff", "#fde8d7", "#f9d3b4"];

describe("themeColors", () => {
  it("keeps the design's colours when the settings hold the defaults", () => {
    expect(
      themeColors({ theme_primary_color: THEME_DEFAULTS.primary, theme_accent_color: THEME_DEFAULTS.accent }),
    ).toEqual({
      primary: "#7c2d12",
      accent: "#f59e0b",
      accentForeground: "#1f1300",
    });
  });

  it("applies a readable colour staff chose exactly as given", () => {
    expect(themeColors({ theme_primary_color: "#1D4ED8", theme_accent_color: "#0ea5e9" })).toMatchObject({
      primary: "#1d4ed8",
      accent: "#0ea5e9",
    });
    expect(themeColors({ theme_primary_color: "#123" }).primary).toBe("#112233");
  });

  it("darkens a primary too light to read until it passes AA on every light surface, and white text on it too", () => {
    for (const chosen of ["#fde047", "#ffffff", "#f59e0b", "#22c55e", "#93c5fd"]) {
      const { primary } = themeColors({ theme_primary_color: chosen });
      for (const surface of LIGHT_SURFACES)
        expect(contrastRatio(rgb(primary), rgb(surface)), `${chosen} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(primary), rgb("#ffffff"))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives the accent dark or white text, whichever passes AA", () => {
    for (const accent of ["#f59e0b", "#16a34a", "#1e3a8a", "#808080", "#ffffff", "#000000", "#ef4444"]) {
      const colors = themeColors({ theme_accent_color: accent });
      expect(colors.accent).toBe(accent);
      expect(contrastRatio(rgb(colors.accentForeground), rgb(accent)), accent).toBeGreaterThanOrEqual(4.5);
    }
    expect(themeColors({ theme_accent_color: "#1e3a8a" }).accentForeground).toBe("#ffffff");
  });

  it("falls back to the defaults for anything but a hex colour, so a value can never inject CSS", () => {
    for (const value of ["red", "", "#12345", "#7c2d12;}body{display:none", "url(javascript:alert(1))", undefined]) {
      expect(themeColors({ theme_primary_color: value, theme_accent_color: value })).toEqual({
        primary: "#7c2d12",
        accent: "#f59e0b",
        accentForeground: "#1f1300",
      });
    }
    expect(themeCss({ theme_primary_color: "#000;}</style><script>alert(1)</script>" })).toBe(
      ":root:root{--primary:#7c2d12;--amber:#f59e0b;--amber-foreground:#1f1300}",
    );
  });
});
