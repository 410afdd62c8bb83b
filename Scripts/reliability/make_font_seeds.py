#!/usr/bin/env python3
"""Writes the FontFace fuzzer's seed corpus (Fuzz/Corpus/FontFace) from Inter Regular, the typeface the library
embeds (SIL Open Font License 1.1, Docs/Text.md).

Usage: .venv/bin/pip install fonttools && .venv/bin/python Scripts/reliability/make_font_seeds.py [INTER_OTF]

The seeds are small (a few kB, under the fuzzer's -max_len of 4096 bytes) so that libFuzzer mutates whole fonts:
  inter-cff.otf        the glyphs of the harness's test string, CFF outlines, GPOS pair kerning;
  inter-glyf-kern.ttf  the same glyphs as quadratic TrueType outlines (glyf/loca), a legacy `kern` table
                       (format 0) instead of GPOS;
  *-cut-TAG            each font cut off in the middle of one of its tables;
  *-flip-TAG           each font with every 7th byte of one table inverted.
The corpus is deterministic: running the script again writes the same bytes.
"""
import io
import os
import sys

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

TEXT = "Ag Wé→ 1ﬁAVTo"  # the harness's string plus classic kerning pairs
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Fuzz", "Corpus", "FontFace")


def subset_font(path):
    options = subset.Options()
    options.layout_features = ["kern"]
    options.name_IDs = [1, 2]
    options.notdef_outline = True
    options.hinting = False
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=TEXT)
    subsetter.subset(font)
    for tag in ("GSUB", "GDEF", "FFTM"):
        if tag in font:
            del font[tag]
    return font


def kerning_pairs(font):
    """(left, right) -> value from the GPOS pair adjustments (glyph pairs, format 1, and class pairs, format 2)."""
    pairs = {}
    order = font.getGlyphOrder()
    for lookup in font["GPOS"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            table = getattr(table, "ExtSubTable", table)
            if table.Format == 1:
                for first, pair_set in zip(table.Coverage.glyphs, table.PairSet):
                    for record in pair_set.PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if value:
                            pairs[(first, record.SecondGlyph)] = value
            elif table.Format == 2:
                for first in table.Coverage.glyphs:
                    row = table.Class1Record[table.ClassDef1.classDefs.get(first, 0)]
                    for second in order:
                        record = row.Class2Record[table.ClassDef2.classDefs.get(second, 0)]
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if value:
                            pairs[(first, second)] = value
    return pairs


def to_truetype(font):
    """The same font with quadratic glyf outlines and a legacy kern table."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    pairs = kerning_pairs(font)
    del font["CFF "]
    del font["GPOS"]
    font["loca"] = newTable("loca")
    glyf = font["glyf"] = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    font["maxp"].tableVersion = 0x00010000
    for attribute in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                      "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(font["maxp"], attribute, 0)
    font["maxp"].maxZones = 1
    font["head"].glyphDataFormat = 0
    font["post"].formatType = 3.0
    kern = font["kern"] = newTable("kern")
    kern.version = 0
    table = KernTable_format_0()
    table.version, table.coverage, table.format, table.tupleIndex = 0, 1, 0, None
    table.kernTable = pairs or {(order[1], order[2]): -50}
    kern.kernTables = [table]
    font.sfntVersion = "\x00\x01\x00\x00"
    return font


def to_bytes(font):
    stream = io.BytesIO()
    font.save(stream, reorderTables=True)
    return stream.getvalue()


def table_ranges(data):
    count = int.from_bytes(data[4:6], "big")
    ranges = {}
    for index in range(count):
        record = data[12 + 16 * index: 28 + 16 * index]
        tag = record[:4].decode("latin-1").strip()
        offset, length = int.from_bytes(record[8:12], "big"), int.from_bytes(record[12:16], "big")
        ranges[tag] = (offset, length)
    return ranges


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    os.makedirs(OUT, exist_ok=True)
    fonts = {
        "inter-cff.otf": to_bytes(subset_font(source)),
        "inter-glyf-kern.ttf": to_bytes(to_truetype(TTFont(io.BytesIO(to_bytes(subset_font(source)))))),
    }
    seeds = dict(fonts)
    for name, data in fonts.items():
        stem = name.split(".")[0]
        for tag, (offset, length) in sorted(table_ranges(data).items()):
            key = tag.replace("/", "").replace(" ", "").lower()
            if tag in ("cmap", "hmtx", "CFF", "glyf", "loca", "GPOS", "kern", "maxp", "head"):
                seeds["%s-cut-%s" % (stem, key)] = data[: offset + length // 2]
            if tag in ("cmap", "CFF", "glyf", "loca", "GPOS", "kern"):
                damaged = bytearray(data)
                for position in range(offset, offset + length, 7):
                    damaged[position] ^= 0xFF
                seeds["%s-flip-%s" % (stem, key)] = bytes(damaged)
    for name, data in sorted(seeds.items()):
        assert len(data) <= 4096, (name, len(data))
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        print("%-32s %5d bytes" % (name, len(data)))


if __name__ == "__main__":
    main()
