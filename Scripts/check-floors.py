#!/usr/bin/env python3
"""Fails when a Package.swift of this repository declares an Apple floor that a supported Xcode
does not accept, or when README.md's platform table disagrees with the root Package.swift.

The supported Xcodes and the deployment targets each accepts are in
Scripts/xcode-deployment-targets.tsv, with their source. A floor must lie inside the range of every
row: a package that builds with Xcode 27 but not with Xcode 26 (or the other way) fails here.

Usage: check-floors.py            (from anywhere; reads the repository this script is in)
"""

import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}


def version(text):
    return tuple(int(part) for part in text.split("."))


def shown(parts):
    return ".".join(str(p) for p in (parts if parts[1:] != (0,) else parts[:1]))


def ranges():
    rows = []
    with open(os.path.join(ROOT, "Scripts", "xcode-deployment-targets.tsv")) as table:
        lines = [line.rstrip("\n") for line in table if line.strip() and not line.startswith("#")]
    header = lines[0].split("\t")
    for line in lines[1:]:
        cells = dict(zip(header, line.split("\t")))
        rows.append((cells["xcode"], {p: tuple(version(v) for v in cells[p].split("-"))
                                      for p in NAMES.values()}))
    return rows


def floors(package):
    dump = subprocess.run(["swift", "package", "dump-package", "--package-path", package],
                          capture_output=True, text=True)
    if dump.returncode != 0:
        sys.exit(f"error: cannot read {package}/Package.swift:\n{dump.stderr}")
    declared = {NAMES[p["platformName"]]: version(p["version"])
                for p in json.loads(dump.stdout)["platforms"] if p["platformName"] in NAMES}
    return declared


def main():
    problems = []
    xcodes = ranges()
    manifests = [ROOT] + sorted(os.path.dirname(p) for p in glob.glob(os.path.join(ROOT, "*", "*", "Package.swift"))
                                + glob.glob(os.path.join(ROOT, "*", "Package.swift")))
    root_floors = None
    for package in manifests:
        name = os.path.relpath(os.path.join(package, "Package.swift"), ROOT)
        declared = floors(package)
        if package == ROOT:
            root_floors = declared
        for platform in NAMES.values():
            if platform not in declared:
                problems.append(f"{name}: declares no {platform} floor (SwiftPM would take one Xcode 27 refuses)")
                continue
            for xcode, accepted in xcodes:
                low, high = accepted[platform]
                if not low <= declared[platform] <= high:
                    problems.append(f"{name}: {platform} {shown(declared[platform])} is outside what Xcode "
                                    f"{xcode} accepts ({shown(low)} to {shown(high)})")
        print(f"  {name}: " + ", ".join(f"{p} {shown(declared[p])}" for p in NAMES.values() if p in declared))

    # README.md: the platform table states the root package's floors.
    expected = ", ".join(f"{p} {shown(root_floors[p])}" for p in NAMES.values())
    readme = open(os.path.join(ROOT, "README.md")).read()
    rows = {
        "the row `| everything else | … |`": rf"^\| everything else \| {re.escape(expected)} \|$",
        "the row `| {floors} or later, Xcode … |`": rf"^\| {re.escape(expected)} or later, Xcode 26 or later \|",
    }
    for what, pattern in rows.items():
        if not re.search(pattern, readme, re.M):
            problems.append(f"README.md: {what} does not say {expected}")

    if problems:
        print("error: " + "\nerror: ".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"Every floor lies inside what Xcode {' and '.join(x for x, _ in xcodes)} accept; README.md agrees.")


if __name__ == "__main__":
    main()
