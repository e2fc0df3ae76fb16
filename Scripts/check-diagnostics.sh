#!/usr/bin/env bash
# Compile-fail checks: small snippets type-checked against the modules `swift build` made, each
# with the diagnostic the compiler must give. A closure written where a value is expected must be
# reported as what it is (its result is not checked), in a synchronous or an asynchronous test and
# for any matcher, never by an unrelated error about `async`.
# Run by Scripts/test-all.sh after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=$(bash Scripts/built-modules.sh)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
checked=0

# expect NAME EXPECTED-TEXT: type-checks $tmp/NAME.swift and requires EXPECTED-TEXT among the
# diagnostics of its marked line (`// <-`), and no error about concurrency support there.
expect() {
    local name=$1 text=$2 line
    line=$(grep -n '// <-' "$tmp/$name.swift" | cut -d: -f1)
    swiftc -typecheck -swift-version 6 -I "$modules" "$tmp/$name.swift" > "$tmp/$name.out" 2>&1 || true
    local at="$name.swift:$line:"
    checked=$((checked + 1))
    if ! grep -F -- "$at" "$tmp/$name.out" | grep -qF -- "$text"; then
        echo "error: $name: expected \"$text\" at line $line, the compiler said:" >&2
        grep -E '(error|warning):' "$tmp/$name.out" | grep -v '^ ' >&2 || echo "(nothing)" >&2
        failures=$((failures + 1))
    elif grep -F -- "$at" "$tmp/$name.out" | grep -q "does not support concurrency"; then
        echo "error: $name: an unrelated error about concurrency at line $line" >&2
        failures=$((failures + 1))
    else
        echo "  $name: $text"
    fi
}

# expect_clean NAME: type-checks $tmp/NAME.swift and requires no diagnostic at all: a value that
# only looks like the mistake (an optional closure in a property, a mock's closure argument).
expect_clean() {
    local name=$1
    swiftc -typecheck -swift-version 6 -I "$modules" "$tmp/$name.swift" > "$tmp/$name.out" 2>&1 || true
    checked=$((checked + 1))
    if grep -qE '(error|warning):' "$tmp/$name.out"; then
        echo "error: $name: expected no diagnostic, the compiler said:" >&2
        grep -E '(error|warning):' "$tmp/$name.out" | grep -v '^ ' >&2
        failures=$((failures + 1))
    else
        echo "  $name: no diagnostic"
    fi
}

prelude='import Matchers
import XCTMatchers

struct Member { var name = "Ann"; var card: String? = nil; var onRenew: (() -> Void)? = nil }
actor Ledger { var loan: Int? = 1 }
'
snippet() { printf '%s\n%s\n' "$prelude" "$2" > "$tmp/$1.swift"; }

not_called="the closure is not called"

snippet syncEqualTo 'func test(ann: Member) {
    assertThat({ ann.name }, equalTo("Ann"))  // <-
}'
expect syncEqualTo "$not_called"

snippet syncPresent 'func test(ann: Member) {
    assertThat({ ann.card }, present())  // <-
}'
expect syncPresent "$not_called"

snippet syncRequireThat 'func test(ann: Member) throws {
    _ = try requireThat({ ann.name }, hasPrefix("A"))  // <-
}'
expect syncRequireThat "$not_called"

snippet syncThrowingClosure 'func test(ann: Member) {
    assertThat({ try parse(ann.name) }, nilValue())  // <-
}
func parse(_ text: String) throws -> Int? { Int(text) }'
expect syncThrowingClosure "$not_called"

snippet syncAsyncClosure 'func test(ledger: Ledger) {
    assertThat({ await ledger.loan }, present())  // <-
}'
expect syncAsyncClosure "$not_called"

# In an async test the closure form is the right one: the compiler asks for its `await`.
snippet asyncWithoutAwait 'func test(ann: Member) async {
    assertThat({ ann.name }, equalTo("Ann"))  // <-
}'
expect asyncWithoutAwait "is 'async' but is not marked with 'await'"

snippet asyncPresentWithoutAwait 'func test(ann: Member) async {
    assertThat({ ann.card }, present())  // <-
}'
expect asyncPresentWithoutAwait "is 'async' but is not marked with 'await'"

# What only looks like the mistake keeps its meaning, with no warning.
snippet optionalClosureProperty 'func test(ann: Member) {
    assertThat(ann.onRenew, present())
    assertThat(ann.onRenew, nilValue())
}'
expect_clean optionalClosureProperty

snippet closureArgument 'struct Renewal { var onDone: () -> Void }
func test(renewals: CallRecorder<Renewal>) {
    renewals.verifyLastCall(.argument("onDone", \.onDone, anything()))
    renewals.verifyLastCall(.argument("onDone", { $0.onDone }, anything("any handler")))
}'
expect_clean closureArgument

if [ "$failures" -gt 0 ]; then
    echo "diagnostics: $failures of $checked snippets did not get the diagnostic they must" >&2
    exit 1
fi
echo "diagnostics: $checked snippets, each with the diagnostic it must get"
