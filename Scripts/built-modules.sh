#!/usr/bin/env bash
# Prints the folder that holds the Swift modules the last `swift build` of this package made
# (`Modules/` inside the bin path where SwiftPM has one, the bin path itself before that), for the
# scripts that type-check snippets against them.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
if [ -d "$bin/Modules" ]; then echo "$bin/Modules"; else echo "$bin"; fi
