#!/usr/bin/env bash
# The Apple availability audit, on Linux: lists every declaration that the library (Matchers,
# XCTMatchers, SwiftHamcrestCompatibility) references from the toolchain's modules, with its Apple
# availability, and fails naming the file,
# line and declaration wherever a reference needs a later OS than the floor Package.swift declares
# and is not inside a matching @available or #available (Scripts/availability-audit.py says how).
# First it proves that it catches what it must: each fixture in Scripts/availability-fixtures/
# names the violation it seeds (or "nothing"), and the audit must report exactly that.
#
#   bash Scripts/check-availability.sh          # fixtures, then the library
#   bash Scripts/check-availability.sh --list   # also list declarations without Apple availability
#
# Code in an inactive `#if` branch (such as `#if canImport(ObjectiveC)`) is not compiled here and
# so not audited; README.md lists those branches.
set -euo pipefail
cd "$(dirname "$0")/.."
list=()
[ "${1:-}" = "--list" ] && list=(--list)

work=.build/availability
mkdir -p "$work"
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# The floor, as Package.swift declares it.
floor=$(swift package dump-package | python3 -c '
import json, sys
names = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
platforms = {names[p["platformName"]]: p["version"] for p in json.load(sys.stdin)["platforms"] if p["platformName"] in names}
missing = [n for n in names.values() if n not in platforms]
if missing: sys.exit("error: Package.swift declares no " + ", ".join(missing) + " version in platforms:")
print(",".join(f"{k}={v}" for k, v in platforms.items()))')
echo "Declared floor: $floor"

# The toolchain's modules carry their Apple availability in their symbol graphs, even on Linux.
graphs="$work/symbol-graphs"
stamp=$(swiftc --version 2>&1 | head -1)
if [ ! -f "$graphs/stamp" ] || [ "$(cat "$graphs/stamp")" != "$stamp" ]; then
    rm -rf "$graphs"
    mkdir -p "$graphs"
    for module in Swift _Concurrency _StringProcessing Synchronization Testing FoundationEssentials Foundation XCTest Dispatch; do
        swift symbolgraph-extract -module-name "$module" -target "$triple" -output-dir "$graphs" \
            -minimum-access-level public
    done
    echo "$stamp" > "$graphs/stamp"
fi

# The typed AST of a module, one JSON document per source file. The compiler writes it to the
# standard output or error, with any diagnostics; the audit reads only the JSON lines.
dump_ast() {
    local output=$1
    shift
    if ! swiftc -dump-ast -dump-ast-format json "$@" > "$output" 2>&1; then
        grep -v '^{' "$output" >&2
        echo "error: the compiler could not type-check $*" >&2
        exit 1
    fi
}

audit() { python3 Scripts/availability-audit.py --floor "$floor" --symbol-graphs "$graphs" "$@"; }

echo "== the audit catches the seeded violations (Scripts/availability-fixtures)"
for fixture in Scripts/availability-fixtures/*.swift; do
    name=$(basename "$fixture" .swift)
    expected=$(sed -n 's|^// expect: ||p' "$fixture")
    dump_ast "$work/$name.json" -parse-as-library -swift-version 6 -target "$triple" -module-name "$name" "$fixture"
    if audit "$work/$name.json" > "$work/$name.out" 2> "$work/$name.err"; then
        [ "$expected" = nothing ] || { echo "error: the audit missed the violation $name seeds: $expected" >&2; exit 1; }
    else
        [ "$expected" != nothing ] || { echo "error: the audit reported a violation in $name, which has none:" >&2; cat "$work/$name.err" >&2; exit 1; }
        place=${expected%%: *}
        what=${expected#*: }
        grep -F -- "$place" "$work/$name.err" | grep -qF -- "$what" \
            || { echo "error: $name: expected '$expected', the audit said:" >&2; cat "$work/$name.err" >&2; exit 1; }
    fi
    echo "  $name: ${expected}"
done

echo "== the library: Matchers, XCTMatchers and SwiftHamcrestCompatibility"
swift build --build-tests -Xswiftc -warnings-as-errors > /dev/null
bin=$(swift build --show-bin-path)
manifest="$(dirname "$(dirname "$bin")")/debug.yaml"
# Each module is type-checked with the arguments SwiftPM built it with (Scripts/availability-targets.py).
target_arguments() {
    IFS=$'\t' read -r -a arguments < <(python3 Scripts/availability-targets.py "$manifest" "$1" | cut -f2-)
}
dump_target() {
    target_arguments "$1"
    dump_ast "$work/$1.json" "${arguments[@]}"
}
library=(Matchers XCTMatchers SwiftHamcrestCompatibility)
for target in "${library[@]}"; do dump_target "$target"; done
audit "${list[@]}" $(printf "$work/%s.json " "${library[@]}")

# The rest of the package builds for Apple platforms too (the hosted CI runs the suites on macOS
# and an iOS simulator): its references are checked the same way, without the listing.
echo "== the rest of the package: the gallery, the test support and every test target"
others=(GalleryCatalog matchers-gallery TestSupport MatchersTests XCTMatchersTests GalleryTests SwiftHamcrestCompatibilityTests)
for target in "${others[@]}"; do dump_target "$target"; done
# With the library, whose own @available declarations (`assertThat(eventually:)`) they call.
audit --quiet $(printf "$work/%s.json " "${library[@]}" "${others[@]}")

echo "== XCTMatchers where the toolchain has no Swift Testing (the #else branch of SwiftTestingReporting.swift)"
target_arguments XCTMatchers
swiftc -typecheck -warnings-as-errors -DMATCHERS_NO_SWIFT_TESTING "${arguments[@]}"
echo "XCTMatchers type-checks without Swift Testing"
