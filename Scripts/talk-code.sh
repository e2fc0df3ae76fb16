#!/usr/bin/env bash
# Prints a part of the Swift code block of the talk (../shared/seed-talk.md):
#   declarations  the code before the "// In a test" line (imports, the helper, the mock)
#   statements    the verify calls after it
# Used by test-all.sh to check that the consumer package compiles the talk's code unchanged.
set -euo pipefail
part=${1:?usage: talk-code.sh declarations|statements [seed-talk.md]}
talk=${2:-"$(dirname "$0")/../../shared/seed-talk.md"}
awk -v part="$part" '
    /^```swift/ && !done { inblock = 1; next }
    /^```/ && inblock { inblock = 0; done = 1; next }
    !inblock { next }
    /^\/\/ In a test/ { section = "statements"; next }
    { if ((section == "" ? "declarations" : section) == part) print }
' "$talk" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
