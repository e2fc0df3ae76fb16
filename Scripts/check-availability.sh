#!/usr/bin/env bash
# Apple availability, checked by the compiler itself, on Linux:
#
#   1. Scripts/check-floors.py: every Package.swift here declares floors that Xcode 26 and 27 both
#      accept (Scripts/xcode-deployment-targets.tsv), and README.md's platform table agrees.
#   2. The fixtures in Scripts/availability-fixtures/ prove the check catches what it must: each
#      names (`// expect:`) the error it seeds at its line, or `nothing`, and is compiled for every
#      Apple platform it lists (`// platforms:`, all by default).
#   3. Every Swift target of the package (the library, the gallery, the test support and every test
#      target) is type-checked for macOS, iOS, tvOS, watchOS and visionOS at the floors Package.swift
#      declares, with the Apple branch of every `#if` compiled and warnings as errors; XCTMatchers
#      also without Swift Testing (the other branch of SwiftTestingReporting.swift).
#
# Scripts/apple-availability.py says how: the toolchain's own Swift interfaces retargeted to Apple
# triples, and stand-ins for Foundation, XCTest, Dispatch, Darwin and ObjectiveC
# (Scripts/apple-stand-ins/) that declare exactly the Apple API the package uses, with Apple's
# availability. The retargeted modules are built once a platform, under .build/apple-availability/,
# and reused by later runs with the same compiler. About 4 minutes from nothing on 2 cores.
#
#   bash Scripts/check-availability.sh
#   APPLE_AVAILABILITY_JOBS=1 bash Scripts/check-availability.sh   # one platform at a time
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== floors: every manifest inside what Xcode 26 and 27 accept (Scripts/xcode-deployment-targets.tsv)"
python3 Scripts/check-floors.py

echo "== the check catches the seeded violations (Scripts/availability-fixtures)"
python3 Scripts/apple-availability.py fixtures Scripts/availability-fixtures

echo "== the package, type-checked for each Apple platform at its floor"
python3 Scripts/apple-availability.py package
echo "Apple availability: every target type-checks for every Apple platform at its floor"
