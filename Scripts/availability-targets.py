#!/usr/bin/env python3
"""Prints, one per line, `TARGET<TAB>ARGUMENTS…` for each Swift module of this package that the last
`swift build` compiled: the compiler arguments SwiftPM used (from its build manifest,
`.build/debug.yaml`), without the ones that write outputs, so that the availability audit
type-checks each module exactly as it is built (language mode, search paths, defines).

Usage: availability-targets.py BUILD_MANIFEST TARGET...
"""

import json
import re
import sys

# Arguments that name outputs or build modes, each with the number of values it takes.
DROPPED = {
    "-emit-dependencies": 0, "-emit-module": 0, "-emit-module-path": 1, "-output-file-map": 1,
    "-incremental": 0, "-c": 0, "-enable-batch-mode": 0, "-serialize-diagnostics": 0,
    "-index-store-path": 1, "-parseable-output": 0, "-emit-objc-header": 0, "-emit-objc-header-path": 1,
    "-j2": 0, "-enable-testing": 0, "-Onone": 0, "-module-cache-path": 1,
    "-emit-executable": 0, "-o": 1, "-color-diagnostics": 0,
}

manifest = open(sys.argv[1]).read()
for target in sys.argv[2:]:
    match = re.search(r'"C\.' + re.escape(target) + r'-[^"]*-debug\.module":\n(.*?)\n\n', manifest, re.S)
    if not match:
        sys.exit(f"error: {target} is not in {sys.argv[1]}: build it first")
    block = match.group(1)
    arguments = json.loads(re.search(r"^\s*args: (\[.*\])\s*$", block, re.M).group(1))[1:]
    kept = []
    skip = 0
    for argument in arguments:
        if skip:
            skip -= 1
            continue
        if argument in DROPPED:
            skip = DROPPED[argument]
            continue
        if argument.startswith("-j") or argument.startswith("@"):
            if argument.startswith("@"):
                kept += [line.strip() for line in open(argument[1:]) if line.strip()]
            continue
        kept.append(argument)
    print(target + "\t" + "\t".join(kept))
