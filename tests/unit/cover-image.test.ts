import { describe, expect, it } from "vitest";
import { usableSrcSet } from "@/components/site/cover-image";

// Home's cover lists in srcset only the widths a browser can choose for its 224–256 pixel slot.

const WIDTHS = [32, 48, 64, 96, 128, 256, 384, 448, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const srcSet = (widths: number[]) =>
  widths.map((width) => `/_next/image?url=%2Fcover.webp&w=${width}&q=75 ${width}w`).join(", ");

describe("usableSrcSet", () => {
  it("keeps the widths from the slot's up to the first that covers four device pixels per CSS pixel", () => {
    expect(usableSrcSet(srcSet(WIDTHS))).toBe(srcSet([256, 384, 448, 640, 750, 828, 1080]));
  });

  it("keeps every wide candidate when none covers four device pixels per CSS pixel", () => {
    expect(usableSrcSet(srcSet([128, 256, 640]))).toBe(srcSet([256, 640]));
  });
});
