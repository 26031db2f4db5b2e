"""Makes app/fonts/inter-latin-400-700.woff2, the site's one font file (docs/decisions/017).

From @fontsource-variable/inter's latin file (48 KB): the same characters (fontsource's latin
range, every language of the site), the weight axis cut to 400-700 (the weights the site uses:
normal, medium, semibold, bold) and only the layout features the text needs (kerning, marks,
ligatures, contextual forms, tabular figures). About 28 KB.

    python3 -m pip install "fonttools[woff]==4.66.1"
    python3 scripts/fonts/subset-inter.py
"""

import io
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
TARGET = ROOT / "app/fonts/inter-latin-400-700.woff2"
# fontsource's unicode-range for its latin file.
LATIN = (
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,"
    "U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
)
FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"]
WEIGHTS = (400, 700)


def code_points(ranges):
    for part in ranges.split(","):
        first, _, last = part.removeprefix("U+").partition("-")
        yield from range(int(first, 16), int(last or first, 16) + 1)


def main():
    font = TTFont(SOURCE)
    options = subset.Options()
    options.layout_features = FEATURES
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=list(code_points(LATIN)))
    subsetter.subset(font)
    # The instancer needs the subset font reloaded (its variation data is read lazily).
    buffer = io.BytesIO()
    font.flavor = None
    font.save(buffer)
    buffer.seek(0)
    font = instancer.instantiateVariableFont(TTFont(buffer), {"wght": WEIGHTS})
    font.flavor = "woff2"
    font.save(TARGET)
    print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes")


if __name__ == "__main__":
    main()
