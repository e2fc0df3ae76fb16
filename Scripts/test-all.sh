#!/usr/bin/env bash
# Runs every test: the package's XCTest and Swift Testing suites (gallery golden file included)
# and the consumer package that compiles the talk's code unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."

swift test -Xswiftc -warnings-as-errors
