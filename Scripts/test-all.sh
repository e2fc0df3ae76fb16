#!/usr/bin/env bash
# Runs every test:
#   1. the consumer package in IntegrationTests/TalkConsumer, which depends on this one by path and
#      compiles the talk's code unchanged (checked against ../shared/seed-talk.md when it is there);
#   2. the consumer package in IntegrationTests/KitAndMocksConsumer, which uses the Swift-shaped
#      matchers, the test kit and CallRecorder as a user would, in XCTest and Swift Testing;
#   3. the consumer package in IntegrationTests/ModelConsumer, which compares models of its own and
#      checks that structural diffs name every differing path and mark nothing else;
#   4. the consumer package in IntegrationTests/LookAlikeConsumer, which compares values of its own
#      that print alike (colliding descriptions, Foundation types, classes, NaN) and checks that no
#      message shows two texts that read the same without saying what differs, and that no message
#      about a value holds an address; it prints every case it checks and a summary;
#   5. Scripts/check-floors.py: every Package.swift here declares floors Xcode 26 and 27 accept, and
#      README.md's platform table agrees (the compiler's Apple availability check,
#      Scripts/check-availability.sh, is a command of its own: .ci/run runs it);
#   6. Scripts/check-language-modes.sh: matcher closures are Sendable-checked in Swift 6 mode only;
#   7. Scripts/doc-samples.sh: the Swift samples of README.md and Docs/ compile;
#   8. the package's XCTest and Swift Testing suites (the gallery's golden file included), last, so
#      that the run closes on the test runner's summary.
# Everything builds with warnings as errors, from nothing: a fresh clone needs no earlier build
# (.ci/run proves it in one) and no ../shared.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== consumer package: the talk's code, unchanged"
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
# The consumer's tests are XCTest cases (the talk's code imports XCTest).
swift test --package-path IntegrationTests/TalkConsumer -Xswiftc -warnings-as-errors --disable-swift-testing

echo "== consumer package: Swift-shaped matchers, the matcher authors' test kit and CallRecorder"
# XCTest and Swift Testing both: the package checks messages and reported lines in each.
swift test --package-path IntegrationTests/KitAndMocksConsumer -Xswiftc -warnings-as-errors

echo "== consumer package: structural diffs of its own models"
swift test --package-path IntegrationTests/ModelConsumer -Xswiftc -warnings-as-errors --disable-swift-testing

echo "== consumer package: values that print alike"
swift test --package-path IntegrationTests/LookAlikeConsumer -Xswiftc -warnings-as-errors --disable-swift-testing

echo "== build: the modules the next checks compile against"
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== floors: every Package.swift inside what Xcode 26 and 27 accept"
python3 Scripts/check-floors.py

echo "== language modes: Sendable checking of matcher closures"
bash Scripts/check-language-modes.sh

echo "== documentation samples: every Swift sample of README.md and Docs/ compiles"
bash Scripts/doc-samples.sh

echo "== swift test"
swift test -Xswiftc -warnings-as-errors
