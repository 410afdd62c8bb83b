#!/usr/bin/env python3
"""Generates the oracle fixtures of the TrellisText tests from real font files, with fontTools.

Usage:
    pip install fonttools
    apt-get install -y fonts-inter fonts-dejavu-core
    python3 Scripts/text/make_fixtures.py

Writes Tests/TrellisTextTests/Fixtures/FontFixtures.swift. Every expected value is computed here by fontTools from the
font files, independently of the Swift reader:
- advance sums with pair kerning (rules in kerning_oracle.py) for a list of strings, for the files and for the
  embedded default faces (restricted to the characters the embedded data covers);
- vertical metrics and names;
- advances, glyph ids and kerning of a few glyphs;
- outline statistics (contours, segment counts, control bounds) of a few glyphs, from glyf (DejaVu, TrueType) and
  CFF (Inter, Type 2 charstrings);
- advance sums with the legacy `kern` table alone (DejaVu Sans with its GPOS table ignored).
"""

import os
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fontTools.pens.recordingPen import DecomposingRecordingPen  # noqa: E402

from kerning_oracle import Face  # noqa: E402
from make_embedded_font_data import CODE_POINTS  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUTPUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "FontFixtures.swift")

INTER = "/usr/share/fonts/opentype/inter"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
FILES = [
    f"{INTER}/Inter-Regular.otf",
    f"{INTER}/Inter-Bold.otf",
    f"{DEJAVU}/DejaVuSans.ttf",
    f"{DEJAVU}/DejaVuSans-Bold.ttf",
    f"{DEJAVU}/DejaVuSerif.ttf",
]
EMBEDDED = [
    ("regular", f"{INTER}/Inter-Regular.otf"),
    ("medium", f"{INTER}/Inter-Medium.otf"),
    ("semibold", f"{INTER}/Inter-SemiBold.otf"),
    ("bold", f"{INTER}/Inter-Bold.otf"),
]

STRINGS = [
    "Hello, World!",
    "AVATAR",
    "Today",
    "Type",
    "WAVE",
    "LT",
    "Yo-yo",
    "Sign up",
    "Forgot password?",
    "The quick brown fox jumps over the lazy dog",
    "Straße",
    "Café",
    "naïve façade",
    "Ünïcödé",
    "“Quoted” — text…",
    "€12.50 • 3 items",
    "Łódź",
    "Dvořák",
    "1234567890",
    "A漢B",
    "👍",
    "iiiiiiiiii",
    "WWWWWWWWWW",
    "  spaces  ",
    "user@example.com",
    "Cafe\u0301 A\u030aV",
    "n\u0303o\u0308\u0301",
]

GLYPH_CHARACTERS = "AVTo.aé@g0,"
KERNING_PAIRS = ["AV", "To", "Va", "LT", "Ty", "AT", "ff", "r.", "P.", "AA"]
OUTLINE_CHARACTERS = "AOgé@&%8 ,"


def swift_string(text):
    out = []
    for character in text:
        if character in '"\\':
            out.append("\\" + character)
        elif ord(character) < 0x20 or unicodedata.category(character) in ("Mn", "Me", "Cf"):
            out.append("\\u{%X}" % ord(character))
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def outline_stats(face, glyph_name):
    glyph_set = face.font.getGlyphSet()
    pen = DecomposingRecordingPen(glyph_set)
    glyph_set[glyph_name].draw(pen)
    contours = lines = quads = cubics = 0
    points = []
    for operator, operands in pen.value:
        if operator == "moveTo":
            contours += 1
            points.extend(operands)
        elif operator == "lineTo":
            lines += 1
            points.extend(operands)
        elif operator == "qCurveTo":
            # n off-curve points then one on-curve point (None for an all-off-curve contour): n quadratic segments.
            off_curve = [p for p in operands[:-1]]
            quads += len(off_curve)
            points.extend(p for p in operands if p is not None)
            if operands[-1] is None:
                contours += 1  # fontTools emits no moveTo for an all-off-curve contour
        elif operator == "curveTo":
            cubics += len(operands) // 3
            points.extend(operands)
    if points:
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        bounds = (min(xs), min(ys), max(xs), max(ys))
    else:
        bounds = (0, 0, 0, 0)
    return contours, lines, quads, cubics, bounds


def cap_and_x_height(face):
    os2 = face.font["OS/2"]
    if os2.version >= 2:
        return os2.sCapHeight, os2.sxHeight
    result = []
    for character in "Hx":
        stats = outline_stats(face, face.glyph(ord(character)))
        result.append(round(stats[4][3]))
    return tuple(result)


def main():
    width_rows = []
    metric_rows = []
    glyph_rows = []
    kerning_rows = []
    outline_rows = []
    available = [path for path in FILES if os.path.exists(path)]
    missing = sorted(set(FILES) - set(available))
    if missing:
        sys.exit(f"error: missing font files {missing}; install fonts-inter and fonts-dejavu-core")
    for path in available:
        face = Face(path)
        hhea = face.font["hhea"]
        names = face.font["name"]
        cap, x_height = cap_and_x_height(face)
        family = names.getDebugName(16) or names.getDebugName(1)
        style = names.getDebugName(17) or names.getDebugName(2)
        metric_rows.append(
            f"    MetricsFixture(source: .file({swift_string(path)}), family: {swift_string(family)}, "
            f"style: {swift_string(style)}, unitsPerEm: {face.upem}, ascender: {hhea.ascent}, "
            f"descender: {hhea.descent}, lineGap: {hhea.lineGap}, capHeight: {cap}, xHeight: {x_height}, "
            f"glyphCount: {len(face.glyph_order)}),")
        for text in STRINGS:
            width_rows.append(
                f"    WidthFixture(source: .file({swift_string(path)}), text: {swift_string(text)}, "
                f"units: {face.width_units(text)}),")
        for character in GLYPH_CHARACTERS:
            name = face.glyph(ord(character))
            glyph_rows.append(
                f"    GlyphFixture(source: .file({swift_string(path)}), character: {swift_string(character)}, "
                f"glyph: {face.glyph_ids[name]}, advance: {face.advance(name)}),")
        for pair in KERNING_PAIRS:
            value = face.kerning(face.glyph(ord(pair[0])), face.glyph(ord(pair[1])))
            kerning_rows.append(
                f"    KerningFixture(source: .file({swift_string(path)}), pair: {swift_string(pair)}, units: {value}),")
        for character in OUTLINE_CHARACTERS:
            name = face.glyph(ord(character))
            contours, lines, quads, cubics, bounds = outline_stats(face, name)
            outline_rows.append(
                f"    OutlineFixture(source: .file({swift_string(path)}), character: {swift_string(character)}, "
                f"contours: {contours}, lines: {lines}, quads: {quads}, cubics: {cubics}, "
                f"bounds: [{', '.join(str(round(v, 3)) for v in bounds)}]),")
    for weight, path in EMBEDDED:
        face = Face(path)
        covered = set(cp for cp in CODE_POINTS if face.has(cp))
        face.cmap = {cp: glyph for cp, glyph in face.cmap.items() if cp in covered}
        hhea = face.font["hhea"]
        os2 = face.font["OS/2"]
        names = face.font["name"]
        family = names.getDebugName(16) or names.getDebugName(1)
        style = names.getDebugName(17) or names.getDebugName(2)
        metric_rows.append(
            f"    MetricsFixture(source: .embedded(.{weight}), family: {swift_string(family)}, "
            f"style: {swift_string(style)}, unitsPerEm: {face.upem}, ascender: {hhea.ascent}, "
            f"descender: {hhea.descent}, lineGap: {hhea.lineGap}, capHeight: {os2.sCapHeight}, "
            f"xHeight: {os2.sxHeight}, glyphCount: {len(covered) + 1}),")
        for text in STRINGS:
            width_rows.append(
                f"    WidthFixture(source: .embedded(.{weight}), text: {swift_string(text)}, "
                f"units: {face.width_units(text)}),")
    # The legacy `kern` table alone: DejaVu Sans with its GPOS table ignored (the test renames the table's tag).
    legacy_rows = []
    legacy = Face(f"{DEJAVU}/DejaVuSans.ttf")
    legacy._lookups = []
    legacy._legacy = legacy._legacy_kern()
    for text in STRINGS:
        legacy_rows.append(
            f"    WidthFixture(source: .file({swift_string(legacy.path)}), text: {swift_string(text)}, "
            f"units: {legacy.width_units(text)}),")
    with open(OUTPUT, "w") as handle:
        handle.write("// Generated by Scripts/text/make_fixtures.py with fontTools. Do not edit.\n")
        handle.write("// swift-format-ignore-file\n\n")
        handle.write("/// Expected values computed by fontTools from the font files (the oracle of the tests).\n")
        handle.write("enum FontFixtures {\n")
        for name, kind, rows in [
            ("metrics", "MetricsFixture", metric_rows),
            ("widths", "WidthFixture", width_rows),
            ("glyphs", "GlyphFixture", glyph_rows),
            ("kerning", "KerningFixture", kerning_rows),
            ("outlines", "OutlineFixture", outline_rows),
            ("legacyKernWidths", "WidthFixture", legacy_rows),
        ]:
            handle.write(f"  static let {name}: [{kind}] = [\n")
            handle.write("\n".join(rows) + "\n")
            handle.write("  ]\n\n")
        handle.write(f"  static let strings: [String] = [\n")
        handle.write("\n".join(f"    {swift_string(text)}," for text in STRINGS) + "\n  ]\n}\n")
    print(f"wrote {OUTPUT}: {len(width_rows)} widths, {len(outline_rows)} outlines")


if __name__ == "__main__":
    main()
