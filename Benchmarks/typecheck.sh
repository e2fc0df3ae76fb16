#!/usr/bin/env bash
# Compile-time benchmark: how long the type checker takes over 100 assertions written in several
# styles, and whether importing Matchers slows down code that does not use it.
#
#     bash Benchmarks/typecheck.sh            # full: 11 runs per file
#     bash Benchmarks/typecheck.sh --smoke    # 2 runs per file; checks that everything still compiles
#     bash Benchmarks/typecheck.sh --debug    # use the debug build's modules instead of release
#     bash Benchmarks/typecheck.sh --runs=21  # more runs for steadier medians
#     bash Benchmarks/typecheck.sh --swifthamcrest=PATH  # also SwiftHamcrest, from a clone of it
#
# It builds the benchmark package first (its modules are what the generated files import), then
# type-checks each generated file with `swiftc -typecheck -debug-time-function-bodies` and takes,
# per file, the median over the runs of the time spent type-checking the generated functions'
# bodies. Whole-command times, which include loading modules, are printed alongside.
set -euo pipefail

runs=11
config=release
swifthamcrest=""
for argument in "$@"; do
    case "$argument" in
        --smoke) runs=2 ;;
        --debug) config=debug ;;
        --release) config=release ;;
        --runs=*) runs="${argument#--runs=}" ;;
        --swifthamcrest=*) swifthamcrest="${argument#--swifthamcrest=}" ;;
        -h | --help)
            sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "error: unknown argument $argument; see --help" >&2
            exit 2
            ;;
    esac
done

if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "error: --runs needs a positive number, not $runs" >&2
    exit 2
fi

package="$(cd "$(dirname "$0")" && pwd)"
swift_build=(swift build -c "$config" --package-path "$package")

echo "== building the benchmark package ($config) for its modules"
mkdir -p "$package/.build"
if ! "${swift_build[@]}" --product matchers-bench > "$package/.build/typecheck-build.log" 2>&1; then
    grep -E "error" "$package/.build/typecheck-build.log" | head -20 >&2
    echo "error: building the benchmark package failed; see $package/.build/typecheck-build.log" >&2
    exit 1
fi
tail -1 "$package/.build/typecheck-build.log"
bin="$("${swift_build[@]}" --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
for module in Matchers XCTMatchers Nimble; do
    if [ ! -e "$modules/$module.swiftmodule" ]; then
        echo "error: $modules/$module.swiftmodule is missing; did the build fail?" >&2
        exit 1
    fi
done

# SwiftHamcrest is not a dependency of the benchmark package (only listed versions resolve here):
# given a clone, its `Hamcrest` module is built on its own and its rows are added.
hamcrest_modules=""
if [ -n "$swifthamcrest" ]; then
    echo "== building SwiftHamcrest ($config) from $swifthamcrest"
    hamcrest_build=(swift build -c "$config" --package-path "$swifthamcrest" --scratch-path "$package/.build/swifthamcrest")
    if ! "${hamcrest_build[@]}" --product Hamcrest > "$package/.build/swifthamcrest-build.log" 2>&1; then
        tail -20 "$package/.build/swifthamcrest-build.log" >&2
        echo "error: building SwiftHamcrest failed; see $package/.build/swifthamcrest-build.log" >&2
        exit 1
    fi
    hamcrest_modules="$("${hamcrest_build[@]}" --show-bin-path)/Modules"
    [ -d "$hamcrest_modules" ] || hamcrest_modules="$("${hamcrest_build[@]}" --show-bin-path)"
fi

work="$package/.build/typecheck"
rm -rf "$work/sources"
mkdir -p "$work/sources" "$work/module-cache"

# MARK: Generated sources

# write_file NAME IMPORTS LINE-TEMPLATE: a test function with 100 lines; in the template, `{i}` is
# replaced by the line number and `{j}` by the line number plus 10.
write_file() {
    local name="$1" imports="$2" template="$3"
    local file="$work/sources/$name.swift"
    {
        for module in $imports; do echo "import $module"; done
        echo ""
        echo "func test_$name(bowls: Int, soup: Int, extras: Int, price: Int, tip: Int) {"
        for ((i = 0; i < 100; i++)); do
            local line="${template//\{j\}/$((i + 10))}"
            echo "    ${line//\{i\}/$i}"
        done
        echo "}"
    } > "$file"
}

write_file xctassert_equal "XCTest" 'XCTAssertEqual(bowls + {i}, soup * 2 + {i})'
write_file assertthat_equalto "Matchers XCTMatchers XCTest" 'assertThat(bowls + {i}, equalTo(soup * 2 + {i}))'
write_file assertthat_allof "Matchers XCTMatchers XCTest" \
    'assertThat(bowls + {i}, allOf(greaterThan(soup + {i}), lessThan(soup + {j})))'
write_file nimble_expect "Nimble XCTest" 'expect(bowls + {i}).to(equal(soup * 2 + {i}))'
write_file plain_without_matchers "XCTest" '_ = bowls + soup == extras + {i} && price > tip'
write_file plain_with_matchers "Matchers XCTMatchers XCTest" '_ = bowls + soup == extras + {i} && price > tip'

# The shortest line, the one users write most: the type checker's fixed cost per assertion.
write_file xctassert_short "XCTest" 'XCTAssertEqual(bowls, {i})'
write_file assertthat_short "Matchers XCTMatchers XCTest" 'assertThat(bowls, equalTo({i}))'
write_file xctassert_notnil "XCTest" 'XCTAssertNotNil(bowls > {i} ? soup : nil)'
write_file assertthat_present "Matchers XCTMatchers XCTest" 'assertThat(bowls > {i} ? soup : nil, present())'

styles=(xctassert_equal assertthat_equalto assertthat_allof nimble_expect plain_without_matchers plain_with_matchers
    xctassert_short assertthat_short xctassert_notnil assertthat_present)
declare -A includes
if [ -n "$hamcrest_modules" ]; then
    write_file swifthamcrest_short "Hamcrest XCTest" 'assertThat(bowls, equalTo({i}))'
    styles+=(swifthamcrest_short)
    includes[swifthamcrest_short]="$hamcrest_modules"
fi

# MARK: Measuring

typecheck() { # style, extra flags…
    local style="$1"
    shift
    swiftc -typecheck -swift-version 6 -I "${includes[$style]:-$modules}" -module-cache-path "$work/module-cache" \
        -Xfrontend -debug-time-function-bodies "$@" "$work/sources/$style.swift"
}

now_ns() { date +%s%N; }

echo "== type-checking ${#styles[@]} files, $runs runs each"
# A first pass fills the module cache, checks that every file compiles, and records the type
# checker's statistics: the number of constraint-solver scopes does not depend on the machine's
# load, so it shows added work that timings are too noisy to show.
declare -A scopes
for style in "${styles[@]}"; do
    rm -rf "$work/stats-$style"
    mkdir -p "$work/stats-$style"
    if ! typecheck "$style" -stats-output-dir "$work/stats-$style" > "$work/$style.log" 2>&1; then
        echo "error: $style.swift does not type-check:" >&2
        grep -v "^[0-9.]*ms" "$work/$style.log" | head -20 >&2
        exit 1
    fi
    scopes[$style]=$(cat "$work/stats-$style"/*.json | grep -o '"Sema.NumConstraintScopes": *[0-9]*' |
        awk -F: '{ total += $2 } END { print total + 0 }')
done
for style in "${styles[@]}"; do : > "$work/$style.body"; : > "$work/$style.wall"; done
for ((run = 0; run < runs; run++)); do
    # Round-robin, so that a busy moment on the machine hits every style alike.
    for style in "${styles[@]}"; do
        start=$(now_ns)
        typecheck "$style" > "$work/$style.log" 2>&1
        end=$(now_ns)
        echo $(((end - start) / 1000)) >> "$work/$style.wall"
        # Sum the bodies of the generated functions (lines "1.23ms<TAB>file:line:col<TAB>…").
        awk -F'\t' -v file="$work/sources/$style.swift" \
            'index($2, file ":") == 1 { sub(/ms$/, "", $1); total += $1 } END { printf "%.3f\n", total }' \
            "$work/$style.log" >> "$work/$style.body"
    done
done

median() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

declare -A body wall
for style in "${styles[@]}"; do
    body[$style]=$(median "$work/$style.body")
    wall[$style]=$(median "$work/$style.wall")
done

# MARK: Report

export LC_ALL=C.UTF-8  # so that ${#text} counts characters, not bytes

milliseconds() { awk -v ms="$1" 'BEGIN { printf "%.1f ms", ms }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f×", a / b; else print "—" }'; }
check() { awk -v a="$1" -v b="$2" -v limit="$3" 'BEGIN { print (b > 0 && a / b <= limit) ? "PASS" : "MISS" }'; }

table=()
add_row() { # cells separated by "|"
    table+=("$1")
}
# style, label, baseline style, baseline name, target text, limit
row() {
    local style="$1" label="$2" baseline="${3:-}" baseline_name="${4:-}" target="${5:-}" limit="${6:-}"
    local ratio_text="—" result="—"
    if [ -n "$baseline" ]; then
        ratio_text="$(ratio "${body[$style]}" "${body[$baseline]}") $baseline_name"
        [ -n "$limit" ] && result=$(check "${body[$style]}" "${body[$baseline]}" "$limit")
    fi
    local scopes_text="${scopes[$style]}"
    [ -n "$baseline" ] && scopes_text+=" ($(ratio "${scopes[$style]}" "${scopes[$baseline]}"))"
    add_row "$label|$(milliseconds "${body[$style]}")|$ratio_text|$(milliseconds "$(awk -v us="${wall[$style]}" \
        'BEGIN { print us / 1000 }')")|$scopes_text|${target:-—}|$result"
}

add_row "Style (100 lines in one function)|Bodies|Ratio|Command|Solver scopes|Target|Result"
row xctassert_equal '`XCTAssertEqual(a + 1, b * 2 + 1)`'
row assertthat_equalto '`assertThat(a + 1, equalTo(b * 2 + 1))`' xctassert_equal "XCTAssertEqual" "≤ 1.3×" 1.3
row assertthat_allof '`assertThat(a + 1, allOf(greaterThan(…), lessThan(…)))`' xctassert_equal "XCTAssertEqual"
row nimble_expect '`expect(a + 1).to(equal(b * 2 + 1))`' xctassert_equal "XCTAssertEqual"
row plain_without_matchers '`_ = a + b == c + 1 && d > e`, without Matchers'
row plain_with_matchers '`_ = a + b == c + 1 && d > e`, `import Matchers, XCTMatchers`' plain_without_matchers "without" \
    "≤ 1.05×" 1.05
row xctassert_short '`XCTAssertEqual(a, 1)`'
row assertthat_short '`assertThat(a, equalTo(1))`' xctassert_short "XCTAssertEqual" "≤ 1.5×" 1.5
if [ -n "$hamcrest_modules" ]; then
    row swifthamcrest_short '`assertThat(a, equalTo(1))`, SwiftHamcrest' xctassert_short "XCTAssertEqual"
fi
row xctassert_notnil '`XCTAssertNotNil(a > 1 ? b : nil)`'
row assertthat_present '`assertThat(a > 1 ? b : nil, present())`' xctassert_notnil "XCTAssertNotNil"

# Pads every column to its widest cell, so the Markdown table also reads well in a terminal.
widths=()
for line in "${table[@]}"; do
    IFS='|' read -r -a cells <<< "$line"
    for index in "${!cells[@]}"; do
        length=${#cells[$index]}
        if [ "${widths[$index]:-0}" -lt "$length" ]; then widths[$index]=$length; fi
    done
done
print_cells() {
    local out="|" index cell
    IFS='|' read -r -a cells <<< "$1"
    for index in "${!cells[@]}"; do
        cell="${cells[$index]}"
        out+=" $cell$(printf '%*s' $((widths[index] - ${#cell})) '') |"
    done
    echo "$out"
}

echo ""
echo "Median over $runs runs of the time to type-check the generated function bodies (Bodies) and of the"
echo "whole \`swiftc -typecheck\` command, which also loads the imported modules (Command). Solver scopes:"
echo "the constraint solver's work (Sema.NumConstraintScopes), the same on every run. Targets apply to Ratio."
echo ""
print_cells "${table[0]}"
separator="|"
for width in "${widths[@]}"; do separator+="$(printf -- '-%.0s' $(seq 1 $((width + 2))))|"; done
echo "$separator"
for line in "${table[@]:1}"; do print_cells "$line"; done
echo ""
if [ -n "$hamcrest_modules" ]; then
    ours=${scopes[assertthat_short]} theirs=${scopes[swifthamcrest_short]}
    verdict=$([ "$ours" -le "$theirs" ] && echo PASS || echo MISS)
    echo "Solver scopes of \`assertThat(a, equalTo(1))\`: $ours, SwiftHamcrest's $theirs (target: no more): $verdict"
else
    echo "SwiftHamcrest's rows need --swifthamcrest=PATH, a clone of github.com/nschum/SwiftHamcrest."
fi
echo ""
echo "Generated sources and logs: $work (CI does not gate on these timings)."
