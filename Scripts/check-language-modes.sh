#!/usr/bin/env bash
# Checks, against the modules `swift build` made, that `Matcher("…") { … }` keeps the compiler's
# Sendable checking in the Swift 6 language mode (capturing a non-Sendable object is an error) and
# accepts such a capture in the Swift 5 language mode, as SwiftHamcrest users' suites need.
# Run by Scripts/test-all.sh after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/Capture.swift" <<'SWIFT'
import Matchers

final class Box { var value = 0 }

func sameValue(as box: Box) -> Matcher<Int> {
    Matcher("the value in the box") { $0 == box.value }
}
SWIFT
typecheck() { swiftc -typecheck -swift-version "$1" -I "$bin/Modules" -I "$bin" "$tmp/Capture.swift"; }

typecheck 5 || { echo "Swift 5 mode: a matcher closure capturing a non-Sendable object does not compile" >&2; exit 1; }
if typecheck 6 2> "$tmp/errors"; then
    echo "Swift 6 mode: a matcher closure capturing a non-Sendable object compiled; Sendable checking is lost" >&2
    exit 1
fi
grep -q "capture of 'box' with non-Sendable type 'Box'" "$tmp/errors" || {
    echo "Swift 6 mode: unexpected errors:" >&2
    cat "$tmp/errors" >&2
    exit 1
}
echo "Matcher closures: Sendable checked in Swift 6 mode, non-Sendable captures accepted in Swift 5 mode"
