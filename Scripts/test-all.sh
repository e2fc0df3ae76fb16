#!/usr/bin/env bash
# Runs every test, in about 5 minutes on 2 cores from a fresh clone (README.md says the measured
# time), and ends with one line that says how many steps passed and failed:
#
#   1. the consumer packages (IntegrationTests/: one package, one test target per consumer, so
#      the library is built once for all): the talk's code compiled unchanged (checked against
#      ../shared/seed-talk.md when it is there), the Swift-shaped matchers with the test kit and
#      CallRecorder in XCTest and Swift Testing, structural diffs of models of their own, and values
#      that print alike;
#   2. the package's build, warnings as errors;
#   3. Scripts/check-floors.py: every Package.swift here declares floors Xcode 26 and 27 accept, and
#      README.md's platform table agrees (the compiler's Apple availability check,
#      Scripts/check-availability.sh, is a command of its own: .ci/run runs it);
#   4. Scripts/check-language-modes.sh: matcher closures are Sendable-checked in Swift 6 mode only;
#   5. Scripts/check-diagnostics.sh: a closure given where a value is expected gets a diagnostic
#      that says so;
#   6. Scripts/doc-samples.sh: the Swift samples of README.md and Docs/ compile;
#   7. the package's XCTest and Swift Testing suites but the law and hostile-value ones (the
#      gallery's golden file included); the tests that wait on a real clock are among them, and
#      share the CPU with no heavy suite;
#   8. the law and hostile-value suites, alone.
# Everything builds with warnings as errors, from nothing: a fresh clone needs no earlier build
# (.ci/run proves it in one) and no ../shared.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
passed=0
step=""
# The closing line, whatever happens: `test-all: N passed, N failed`.
finish() {
    local status=$?
    local minutes=$(((SECONDS - started) / 60)) seconds=$(((SECONDS - started) % 60))
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
        echo "test-all: $passed passed, 0 failed (${minutes} min ${seconds} s)"
    else
        echo "test-all: failed at \"$step\" (${minutes} min ${seconds} s); see the output above" >&2
        echo "test-all: $passed passed, 1 failed"
    fi
}
trap finish EXIT
begin() {
    [ -z "$step" ] || passed=$((passed + 1))
    step=$1
    echo "== $step"
}

begin "consumer packages: the talk's code unchanged, kits and mocks, models, look-alike values"
talk=../shared/seed-talk.md
consumer=IntegrationTests/TalkConsumer/Tests/TalkConsumerTests
if [ -f "$talk" ]; then
    diff -u <(bash Scripts/talk-code.sh declarations "$talk") "$consumer/TalkCode.swift" \
        || { echo "TalkCode.swift differs from the talk's code in $talk" >&2; exit 1; }
    # The verify statements must appear verbatim (indentation aside) in the consumer's test.
    strip() { sed -e 's/^[[:space:]]*//' | tr '\n' '\r'; }
    statements=$(bash Scripts/talk-code.sh statements "$talk" | strip)
    strip < "$consumer/TalkVerifyTests.swift" | grep -qF -- "$statements" \
        || { echo "TalkVerifyTests.swift does not contain the talk's verify statements unchanged" >&2; exit 1; }
else
    echo "($talk not found: using the committed copy of the talk's code)"
fi
swift test --package-path IntegrationTests -Xswiftc -warnings-as-errors

begin "build: the package, warnings as errors"
swift build --build-tests -Xswiftc -warnings-as-errors

begin "floors: every Package.swift inside what Xcode 26 and 27 accept"
python3 Scripts/check-floors.py

begin "language modes: Sendable checking of matcher closures"
bash Scripts/check-language-modes.sh

begin "diagnostics: a closure where a value is expected is reported as a closure"
bash Scripts/check-diagnostics.sh

begin "documentation samples: every Swift sample of README.md and Docs/ compiles"
bash Scripts/doc-samples.sh

# Swift Testing's "recorded a known issue … Expectation failed: assertThat" lines below are not
# failures: tests that check a failing assertion's message record it inside `withKnownIssue`.
begin "swift test: every suite but the law and hostile-value ones"
swift test --skip-build --skip "Laws|Hostile"

begin "swift test: the law and hostile-value suites"
swift test --skip-build --filter "Laws|Hostile"
