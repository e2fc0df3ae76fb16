#!/usr/bin/env python3
"""Generates the case folding and canonical decomposition tables of `equalToIgnoringCase`.

Usage: generate-case-folding.py UNICODE_DATA_DIRECTORY

The directory holds the Unicode Character Database files CaseFolding.txt and UnicodeData.txt (on
Debian and Ubuntu, the `unicode-data` package installs them). Writes, from
the repository root:

- Sources/Matchers/Strings/Internal/CaseFoldingTable.swift: what the library folds with, compact:
  the full case folding (statuses C and F) as runs of scalars at a constant distance from their
  folding plus the multi-scalar foldings, and each scalar's canonical decomposition (one level, the
  code applies it again), sorted for binary search.
- Tests/MatchersTests/Laws/UnicodeReference.swift: the same data in another form for the tests'
  own reference, nearly as the files say it: every C and F line of CaseFolding.txt, the canonical
  combining class and decomposition of every scalar that has one, and the assigned ranges.

Both files name the Unicode version they come from. Run it again on newer files to update them.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TABLE = "Sources/Matchers/Strings/Internal/CaseFoldingTable.swift"
REFERENCE = "Tests/MatchersTests/Laws/UnicodeReference.swift"
SURROGATES = range(0xD800, 0xE000)
# The packed tables keep a scalar in five hex digits.
FIELD = 0x100000


def read_case_folding(directory):
    """The Unicode version and {scalar: (status, [scalars])} of the statuses C and F."""
    folding = {}
    version = None
    with open(os.path.join(directory, "CaseFolding.txt"), encoding="utf-8") as file:
        for line in file:
            found = re.match(r"# CaseFolding-(\d+\.\d+\.\d+)\.txt", line)
            if found:
                version = found.group(1)
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            code, status, mapping = [field.strip() for field in data.split(";")[:3]]
            if status in ("C", "F"):
                folding[int(code, 16)] = (status, [int(part, 16) for part in mapping.split()])
    if version is None:
        sys.exit("CaseFolding.txt names no version in its first lines")
    return version, folding


def read_unicode_data(directory):
    """{scalar: combining class} (non-zero ones), {scalar: [scalars]} (canonical decompositions,
    one level), and the assigned scalars as sorted (first, last) ranges, surrogates left out."""
    classes, decompositions, assigned = {}, {}, []
    first_of_range = None
    with open(os.path.join(directory, "UnicodeData.txt"), encoding="utf-8") as file:
        for line in file:
            fields = line.rstrip("\n").split(";")
            code = int(fields[0], 16)
            if fields[1].endswith(", First>"):
                first_of_range = code
                continue
            first = first_of_range if fields[1].endswith(", Last>") else code
            first_of_range = None
            if first in SURROGATES:
                continue
            if assigned and assigned[-1][1] + 1 == first:
                assigned[-1] = (assigned[-1][0], code)
            else:
                assigned.append((first, code))
            if int(fields[3]) != 0:
                classes[code] = int(fields[3])
            if fields[5] and not fields[5].startswith("<"):
                decompositions[code] = [int(part, 16) for part in fields[5].split()]
    return classes, decompositions, assigned


def folding_runs(folding):
    """The one-scalar foldings as runs (first, last, stride, folding of first): every stride-th
    scalar from first through last folds to itself plus the same distance."""
    singles = sorted((code, mapping[0]) for code, mapping in folding.items() if len(mapping) == 1)
    runs = []
    for code, target in singles:
        if runs:
            first, last, stride, first_target = runs[-1]
            distance = first_target - first
            step = code - last
            if target - code == distance and (step == stride or (first == last and step in (1, 2))):
                runs[-1] = (first, code, step, first_target)
                continue
        runs.append((code, code, 1, target))
    return runs


def hex5(value):
    assert 0 <= value < FIELD, hex(value)
    return "%05X" % value


def swift_array(name, kind, items, per_line, doc):
    lines = ["    " + line for line in doc]
    lines.append("    static let %s: [%s] = [" % (name, kind))
    for start in range(0, len(items), per_line):
        lines.append("        " + " ".join(item + "," for item in items[start:start + per_line]))
    lines.append("    ]")
    return lines


def block_bits(scalars):
    """A bit per block of 64 scalars, set when one of `scalars` is in the block, as hex words."""
    blocks = {code >> 6 for code in scalars}
    words = [sum(1 << bit for bit in range(64) if word * 64 + bit in blocks)
             for word in range(max(blocks) // 64 + 1)]
    return ["0x" + "_".join("%04X" % (word >> shift & 0xFFFF) for shift in (48, 32, 16, 0)) for word in words]


def write_table(version, folding, classes, decompositions):
    runs = folding_runs(folding)
    multiple = sorted((code, mapping) for code, mapping in folding.items() if len(mapping) > 1)
    run_items = ["0x%s_%s_%s_%X" % (hex5(first), hex5(last), hex5(target), stride)
                 for first, last, stride, target in runs]
    assert all(len(mapping) <= 2 for mapping in decompositions.values())
    decomposition_items = ["0x%s_%s_%s" % (hex5(code), hex5(mapping[0]),
                                           hex5(mapping[1] if len(mapping) > 1 else 0))
                           for code, mapping in sorted(decompositions.items())]
    lines = [
        "// Generated by Scripts/generate-case-folding.py from the Unicode %s files CaseFolding.txt"
        % version,
        "// and UnicodeData.txt: do not edit. To regenerate (from newer files, say), run",
        "//     python3 Scripts/generate-case-folding.py <directory with CaseFolding.txt and UnicodeData.txt>",
        "",
        "/// What `equalToIgnoringCase` folds and decomposes with, from the Unicode %s Character" % version,
        "/// Database, sorted for binary search. Scalars are five hex digits in the packed entries.",
        "internal enum CaseFoldingTable {",
        "    /// The version of Unicode the tables come from.",
        '    static let unicodeVersion = "%s"' % version,
        "",
    ]
    lines += swift_array(
        "foldingRuns", "UInt64", run_items, 4,
        ["/// The full case foldings (statuses C and F) to one scalar, %d in %d runs:" % (
            sum(1 for mapping in folding.values() if len(mapping) == 1), len(runs)),
         "/// `0xFFFFF_LLLLL_TTTTT_S` says every `S`th scalar from `FFFFF` through `LLLLL` folds to",
         "/// itself plus the distance from `FFFFF` to `TTTTT` (`0x00041_0005A_00061_1`: A…Z to a…z)."])
    lines.append("")
    lines += swift_array(
        "multipleScalarFoldingKeys", "UInt64", ["0x%05X" % code for code, _ in multiple], 8,
        ["/// The scalars whose full case folding (status F) is more than one scalar, %d of them; each" % len(
            multiple),
         "/// one's folding is at the same index of `multipleScalarFoldings`."])
    lines.append("")
    lines += swift_array(
        "multipleScalarFoldings", "String", ['"%s"' % "".join("\\u{%X}" % part for part in mapping)
                                             for _, mapping in multiple], 4,
        ["/// The foldings of `multipleScalarFoldingKeys`, in the same order."])
    lines.append("")
    lines += swift_array(
        "canonicalDecompositions", "UInt64", decomposition_items, 4,
        ["/// The canonical decompositions, one level, %d of them (Hangul syllables are left out: they" % len(
            decompositions),
         "/// and their jamo are starters that case folding leaves alone). `0xSSSSS_FFFFF_TTTTT` says",
         "/// `SSSSS` decomposes to `FFFFF` followed by `TTTTT`, or to `FFFFF` alone when `TTTTT` is 0."])
    lines.append("")
    lines += swift_array(
        "blocksThatFold", "UInt64", block_bits(folding), 4,
        ["/// A bit per block of 64 scalars from U+0000 (bit `n % 64` of word `n / 64` for block `n`), set",
         "/// when the block holds a scalar that case folding changes. No scalar past the last word folds."])
    lines.append("")
    lines += swift_array(
        "blocksThatDecompose", "UInt64", block_bits(set(decompositions) | set(classes)), 4,
        ["/// A bit per block of 64 scalars, as in `blocksThatFold`, set when the block holds a scalar",
         "/// that has a canonical decomposition or a non-zero canonical combining class. The scalars of",
         "/// the other blocks, and those past the last word, are starters that do not decompose."])
    lines.append("}")
    with open(os.path.join(ROOT, TABLE), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def wrapped(entries, width=100):
    lines, line = [], ""
    for entry in entries:
        if line and len(line) + 1 + len(entry) > width:
            lines.append(line)
            line = entry
        else:
            line = line + " " + entry if line else entry
    if line:
        lines.append(line)
    return lines


def swift_text(name, doc, entries):
    lines = ["/// " + line for line in doc]
    lines.append('let %s = """' % name)
    lines += ["    " + line for line in wrapped(entries)]
    lines.append('    """')
    return lines


def write_reference(version, folding_lines, classes, decompositions, assigned):
    folding_entries = ["%04X:%s:%s" % (code, status, "+".join("%04X" % part for part in mapping))
                       for code, (status, mapping) in sorted(folding_lines.items())]
    data_entries = ["%04X:%d:%s" % (code, classes.get(code, 0),
                                    "+".join("%04X" % part for part in decompositions.get(code, [])))
                    for code in sorted(set(classes) | set(decompositions))]
    range_entries = ["%04X-%04X" % bounds for bounds in assigned]
    lines = [
        "// Generated by Scripts/generate-case-folding.py from the Unicode %s files CaseFolding.txt" % version,
        "// and UnicodeData.txt: do not edit. The tests' reference reads the data in this form, close to",
        "// the files' own, not the library's packed tables.",
        "",
        "/// The version of Unicode the reference data comes from.",
        'let referenceUnicodeVersion = "%s"' % version,
        "",
    ]
    lines += swift_text(
        "referenceCaseFolding",
        ["CaseFolding.txt's lines of status C and F: `code:status:folding`, scalars joined by `+`."],
        folding_entries)
    lines.append("")
    lines += swift_text(
        "referenceUnicodeData",
        ["UnicodeData.txt's scalars with a non-zero canonical combining class or a canonical",
         "decomposition: `code:class:decomposition` (the decomposition empty when there is none)."],
        data_entries)
    lines.append("")
    lines += swift_text(
        "referenceAssignedRanges",
        ["The scalars UnicodeData.txt assigns, as `first-last` ranges (surrogates left out)."],
        range_entries)
    with open(os.path.join(ROOT, REFERENCE), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    directory = sys.argv[1]
    version, lines = read_case_folding(directory)
    folding = {code: mapping for code, (_, mapping) in lines.items()}
    classes, decompositions, assigned = read_unicode_data(directory)
    write_table(version, folding, classes, decompositions)
    write_reference(version, lines, classes, decompositions, assigned)


if __name__ == "__main__":
    main()
