#!/usr/bin/env python3
"""Regenerates the embedded default font metrics of TrellisText from Inter's font files.

Usage:
    pip install fonttools
    apt-get install -y fonts-inter        # static Inter 3.x .otf files in /usr/share/fonts/opentype/inter
    python3 Scripts/text/make_embedded_font_data.py [--font-dir DIR]

For each weight (regular, medium, semibold, bold) it writes
Sources/TrellisText/Internal/Embedded/Inter<Weight>Data.swift holding a base64 blob with:
vertical metrics, names, the advance of every covered character (Basic Latin, Latin-1, Latin Extended-A, common
punctuation and symbols), the advance of .notdef, and every non-zero kerning pair among the covered characters (GPOS
`kern` pair adjustment, else the legacy `kern` table; see kerning_oracle.py).

If only a variable Inter font is installed (InterVariable.ttf or Inter.var.ttf / Inter[opsz,wght].ttf), the named
weights are instantiated with fontTools.varLib.instancer.

Blob layout (big-endian), version 2:
    'TRLS' u32, version u16, unitsPerEm u16, ascender i16, descender i16, lineGap i16, capHeight i16, xHeight i16,
    family length u8 + UTF-8, style length u8 + UTF-8,
    glyph count u16 (index 0 is .notdef), advances u16 x glyph count,
    code points u32 x (glyph count - 1)  (the code point of glyph i is entry i - 1; sorted ascending),
    left class count u16, right class count u16,
    left class u16 x glyph count, right class u16 x glyph count,
    kerning i16 x (left class count x right class count), row-major by left class.
Kerning is stored as a class matrix: glyphs whose kerning rows (as left glyph) are identical share a left class, and
glyphs whose columns are identical share a right class; class 0 is all zeros on both sides and holds .notdef. The
matrix reproduces every pair exactly (about 100 x 100 classes for Inter, a third of the size of a pair list).
"""

import argparse
import base64
import os
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kerning_oracle import Face  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUTPUT_DIR = os.path.join(ROOT, "Sources", "TrellisText", "Internal", "Embedded")

WEIGHTS = [  # (Swift name, static file name, usWeightClass for instancing, style name)
    ("regular", "Inter-Regular.otf", 400, "Regular"),
    ("medium", "Inter-Medium.otf", 500, "Medium"),
    ("semibold", "Inter-SemiBold.otf", 600, "SemiBold"),
    ("bold", "Inter-Bold.otf", 700, "Bold"),
]

PUNCTUATION = [
    0x2007, 0x2009, 0x200A, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D,
    0x201E, 0x2020, 0x2021, 0x2022, 0x2026, 0x202F, 0x2030, 0x2032, 0x2033, 0x2039, 0x203A, 0x2044, 0x20AC, 0x2122,
    0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2713, 0xFFFD,
]

CODE_POINTS = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + list(range(0x100, 0x180)) + PUNCTUATION


def find_font(font_dir, file_name, weight_class):
    path = os.path.join(font_dir, file_name)
    if os.path.exists(path):
        return path
    for variable in ("InterVariable.ttf", "Inter.var.ttf", "Inter[opsz,wght].ttf", "Inter-roman.var.ttf"):
        variable_path = os.path.join(font_dir, variable)
        if os.path.exists(variable_path):
            from fontTools.ttLib import TTFont
            from fontTools.varLib import instancer

            font = TTFont(variable_path)
            axes = {"wght": weight_class}
            if "opsz" in [axis.axisTag for axis in font["fvar"].axes]:
                axes["opsz"] = 14
            instance = instancer.instantiateVariableFont(font, axes)
            out = os.path.join(tempfile.mkdtemp(), file_name.replace(".otf", ".ttf"))
            instance.save(out)
            return out
    sys.exit(f"error: neither {path} nor a variable Inter font found in {font_dir}")


def blob_for(face):
    font = face.font
    hhea = font["hhea"]
    os2 = font["OS/2"]
    covered = [cp for cp in CODE_POINTS if face.has(cp)]
    glyphs = [face.glyph_order[0]] + [face.glyph(cp) for cp in covered]
    names = font["name"]
    family = (names.getDebugName(16) or names.getDebugName(1)).encode("utf-8")
    style = (names.getDebugName(17) or names.getDebugName(2)).encode("utf-8")
    out = bytearray()
    out += b"TRLS" + struct.pack(">H", 2)
    out += struct.pack(
        ">Hhhhhh", face.upem, hhea.ascent, hhea.descent, hhea.lineGap, os2.sCapHeight, os2.sxHeight)
    out += struct.pack(">B", len(family)) + family + struct.pack(">B", len(style)) + style
    out += struct.pack(">H", len(glyphs))
    for glyph in glyphs:
        out += struct.pack(">H", face.advance(glyph))
    for cp in covered:
        out += struct.pack(">I", cp)
    count = len(glyphs)
    matrix = [[0] * count for _ in range(count)]
    pairs = 0
    for left in range(1, count):
        for right in range(1, count):
            value = face.kerning(glyphs[left], glyphs[right])
            matrix[left][right] = value
            pairs += value != 0
    zero_row = tuple([0] * count)
    left_ids = {zero_row: 0}
    left_classes = [left_ids.setdefault(tuple(matrix[i]), len(left_ids)) for i in range(count)]
    zero_column = tuple([0] * count)
    right_ids = {zero_column: 0}
    right_classes = [right_ids.setdefault(tuple(matrix[i][j] for i in range(count)), len(right_ids))
                     for j in range(count)]
    values = [[0] * len(right_ids) for _ in range(len(left_ids))]
    for i in range(count):
        for j in range(count):
            values[left_classes[i]][right_classes[j]] = matrix[i][j]
    out += struct.pack(">HH", len(left_ids), len(right_ids))
    out += b"".join(struct.pack(">H", c) for c in left_classes)
    out += b"".join(struct.pack(">H", c) for c in right_classes)
    out += b"".join(struct.pack(">h", v) for row in values for v in row)
    return bytes(out), len(covered), pairs


def swift_source(name, file_name, blob, covered, pairs, version, copyright_notice):
    encoded = base64.b64encode(blob).decode("ascii")
    lines = [encoded[i:i + 100] for i in range(0, len(encoded), 100)]
    body = "\n".join("    " + line for line in lines)
    return f"""// Generated by Scripts/text/make_embedded_font_data.py from {file_name} (Inter {version}). Do not edit.
// {copyright_notice}. Inter is licensed under the SIL Open Font License 1.1 (see Docs/Text.md).

extension EmbeddedFontData {{
  /// The metrics of Inter {name}: {covered} characters, {pairs} kerning pairs ({len(blob)} bytes).
  static let {name}Base64 = \"\"\"
{body}
    \"\"\"
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--font-dir", default="/usr/share/fonts/opentype/inter")
    args = parser.parse_args()
    os.makedirs(OUTPUT_DIR, exist_ok=True)
    for name, file_name, weight_class, _ in WEIGHTS:
        path = find_font(args.font_dir, file_name, weight_class)
        face = Face(path)
        version = face.font["name"].getDebugName(5) or "unknown version"
        version = version.replace("Version ", "").split(";")[0]
        blob, covered, pairs = blob_for(face)
        copyright_notice = face.font["name"].getDebugName(0) or "Copyright The Inter Project Authors"
        swift_name = "Inter" + name[0].upper() + name[1:] + "Data.swift"
        with open(os.path.join(OUTPUT_DIR, swift_name), "w") as handle:
            handle.write(swift_source(name, os.path.basename(file_name), blob, covered, pairs, version, copyright_notice))
        print(f"{swift_name}: {covered} characters, {pairs} pairs, {len(blob)} bytes")


if __name__ == "__main__":
    main()
