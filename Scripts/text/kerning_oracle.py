"""Shared helpers for the TrellisText generator scripts: glyph look-up, advances and pair kerning with fontTools.

The kerning rule mirrors the one documented in Docs/Text.md (and implemented independently in Swift):
- if the font's GPOS table has pair-adjustment lookups (type 2, or type 9 wrapping type 2) referenced by a `kern`
  feature, those lookups are applied in lookup-list order and their Value1.XAdvance adjustments summed; within one
  lookup the first subtable that applies wins (format 1 applies only when the pair is listed, format 2 whenever the
  first glyph is covered);
- otherwise the horizontal format 0 subtables of the legacy `kern` table are summed;
- no kerning is applied next to a character the font lacks (glyph 0, .notdef).
"""

import unicodedata

from fontTools.ttLib import TTFont


class Face:
    """A font file read with fontTools, with the measurement rules of TrellisText."""

    def __init__(self, path):
        self.font = TTFont(path)
        self.path = path
        self.cmap = self.font.getBestCmap()
        self.glyph_order = self.font.getGlyphOrder()
        self.glyph_ids = {name: index for index, name in enumerate(self.glyph_order)}
        self.hmtx = self.font["hmtx"].metrics
        self.upem = self.font["head"].unitsPerEm
        self._lookups = self._kern_lookups()
        self._legacy = self._legacy_kern() if not self._lookups else {}

    # Glyphs and advances -------------------------------------------------------------------------------------------

    def glyph(self, codepoint):
        """The glyph name for a code point, or '.notdef' (glyph 0) when the font lacks it."""
        return self.cmap.get(codepoint, self.glyph_order[0])

    def has(self, codepoint):
        return codepoint in self.cmap

    def advance(self, glyph_name):
        return self.hmtx[glyph_name][0]

    # Kerning --------------------------------------------------------------------------------------------------------

    def _kern_lookups(self):
        if "GPOS" not in self.font:
            return []
        table = self.font["GPOS"].table
        if table.FeatureList is None or table.LookupList is None:
            return []
        indices = set()
        for record in table.FeatureList.FeatureRecord:
            if record.FeatureTag == "kern":
                indices.update(record.Feature.LookupListIndex)
        lookups = []
        for index in sorted(indices):
            lookup = table.LookupList.Lookup[index]
            subtables = []
            for subtable in lookup.SubTable:
                if lookup.LookupType == 9:
                    if subtable.ExtensionLookupType != 2:
                        continue
                    subtable = subtable.ExtSubTable
                elif lookup.LookupType != 2:
                    continue
                if subtable.Format in (1, 2):
                    subtables.append(subtable)
            if subtables:
                lookups.append(subtables)
        return lookups

    def _legacy_kern(self):
        pairs = {}
        if "kern" not in self.font:
            return pairs
        for subtable in self.font["kern"].kernTables:
            if getattr(subtable, "format", None) != 0:
                continue
            coverage = getattr(subtable, "coverage", 1)
            if getattr(subtable, "apple", False):
                if coverage & 0xE0:
                    continue
            elif coverage & 0x07 != 0x01:
                continue
            for (left, right), value in subtable.kernTable.items():
                pairs[(left, right)] = pairs.get((left, right), 0) + value
        return pairs

    @staticmethod
    def _x_advance(value):
        return getattr(value, "XAdvance", 0) or 0 if value is not None else 0

    def kerning(self, left, right):
        """The adjustment in font units between two glyph names."""
        if left == self.glyph_order[0] or right == self.glyph_order[0]:
            return 0
        if not self._lookups:
            return self._legacy.get((left, right), 0)
        total = 0
        for subtables in self._lookups:
            for subtable in subtables:
                coverage = subtable.Coverage.glyphs
                if left not in coverage:
                    continue
                if subtable.Format == 1:
                    pair_set = subtable.PairSet[coverage.index(left)]
                    found = None
                    for record in pair_set.PairValueRecord:
                        if record.SecondGlyph == right:
                            found = record
                            break
                    if found is None:
                        continue
                    total += self._x_advance(found.Value1)
                    break
                class1 = subtable.ClassDef1.classDefs.get(left, 0)
                class2 = subtable.ClassDef2.classDefs.get(right, 0)
                if class2 < subtable.Class2Count and class1 < subtable.Class1Count:
                    total += self._x_advance(subtable.Class1Record[class1].Class2Record[class2].Value1)
                break
        return total

    # Measurement ----------------------------------------------------------------------------------------------------

    def width_units(self, text):
        """Sum of cluster advances plus pair kerning between neighbouring clusters, in font units.

        A cluster is a base character followed by combining marks (general category Mn/Me); it measures as the base's
        glyph (.notdef when the font lacks it) plus the advances of the marks the font maps. Kerning applies between
        the base glyphs of neighbouring clusters. (The test strings need no other grapheme rule.)
        """
        clusters = []
        for character in text:
            if clusters and unicodedata.category(character) in ("Mn", "Me"):
                clusters[-1].append(character)
            else:
                clusters.append([character])
        total = 0
        previous = None
        for cluster in clusters:
            glyph = self.glyph(ord(cluster[0]))
            total += self.advance(glyph)
            for mark in cluster[1:]:
                if self.has(ord(mark)):
                    total += self.advance(self.glyph(ord(mark)))
            if previous is not None:
                total += self.kerning(previous, glyph)
            previous = glyph
        return total
