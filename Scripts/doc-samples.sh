#!/usr/bin/env bash
# Type-checks every ```swift sample of README.md and Docs/*.md against the modules `swift build`
# made, in the Swift 6 language mode with warnings as errors, so that the samples cannot drift from
# the API. Run by Scripts/test-all.sh after the build.
#
# Convention: each sample is the `main.swift` of its own small program, beside the talk's code
# (`MockCook`, `RamenSoup`) and Scripts/doc-samples/Prelude.swift, which declare what samples take
# for granted (a `MockCook` as `mockCook`, `Waiter`, `order`, `person`, `parse`, `model`, `api`…).
# So a sample may mix declarations and statements, use `try` and `await` at the top level, and
# redeclare what another sample declares (a sample's own `MockCook` is renamed, so that it does not
# clash with the talk's); one without `import` lines imports Matchers and
# XCTMatchers. A sample that is a fragment of a package manifest (it starts with `// Package.swift`
# or `dependencies:`) is checked as the arguments of `Package(…)` instead.
# The failure messages the samples show are checked by Tests/XCTMatchersTests/DocOutputTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
modules=$(bash Scripts/built-modules.sh)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
manifest_api="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/ManifestAPI"

python3 - "$tmp" README.md Docs/*.md <<'PY'
import os, re, sys
out, files = sys.argv[1], sys.argv[2:]
for path in files:
    text = open(path).read()
    for index, match in enumerate(re.finditer(r"^```swift\n(.*?)^```", text, re.S | re.M)):
        code = match.group(1)
        line = text.count("\n", 0, match.start()) + 2
        name = re.sub(r"[^A-Za-z0-9]", "_", path) + f"_{index + 1}"
        first = code.lstrip().split("\n", 1)[0]
        directory = os.path.join(out, name)
        os.makedirs(directory)
        if first.startswith("// Package.swift") or first.startswith("dependencies:"):
            body = "\n".join(l for l in code.split("\n") if not l.startswith("// Package.swift"))
            source = "import PackageDescription\n\nlet package = Package(\n    name: \"MyApp\",\n" + body + ")\n"
            kind = "manifest"
        else:
            source, kind = code, "sample"
            # A sample that declares its own MockCook (the mock verification guide's) is checked
            # with it renamed, so that it does not clash with the talk's.
            if re.search(r"^(final )?class MockCook\b", code, re.M):
                source = re.sub(r"\bMockCook\b", "SampleMockCook", code)
        # A sample without imports gets the ones every test file has.
        imports = "" if kind == "manifest" or re.search(r"^import ", code, re.M) else "import Matchers\nimport XCTMatchers\n"
        with open(os.path.join(directory, "main.swift"), "w") as f:
            f.write(imports + f"#sourceLocation(file: \"{path}\", line: {line})\n" + source)
        open(os.path.join(directory, "kind"), "w").write(kind)
PY

failed=0
count=0
for directory in "$tmp"/*/; do
    count=$((count + 1))
    if [ "$(cat "$directory/kind")" = manifest ]; then
        swiftc -typecheck -swift-version 6 -I "$manifest_api" -package-description-version 6.2 "$directory/main.swift" || failed=1
    else
        swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" -I "$bin" \
            IntegrationTests/TalkConsumer/Tests/TalkConsumerTests/TalkCode.swift Scripts/doc-samples/Prelude.swift \
            "$directory/main.swift" || failed=1
    fi
done
[ $failed = 0 ] || { echo "error: some samples of README.md or Docs/ do not compile" >&2; exit 1; }
echo "$count samples of README.md and Docs/ compile"
