import Testing

@testable import Matchers

// Some combinations get one core of their own when they are built, so that an optimized check asks
// one object instead of two or three: `not(equalTo(x))`, `allOf`/`anyOf` of two comparisons, and
// `has(\.x, …)` around `equalTo` or a comparison; any other `has(\.x, …)` asks its key path
// inline. Each must decide, describe and explain exactly as the general form it stands for, built
// here by hand from the general cores or through the closure form of `has`.

private let doubles: [Double] = [-.infinity, -2, -1, -0.5, 0, 0.5, 1, 2, 3, .infinity, .nan]

/// The comparison matchers.
private let comparisons: [(name: String, matcher: Matcher<Double>)] = [
    ("greaterThan 0", greaterThan(0)),
    ("greaterThanOrEqualTo 1", greaterThanOrEqualTo(1)),
    ("lessThan 2", lessThan(2)),
    ("lessThanOrEqualTo -1", lessThanOrEqualTo(-1)),
    ("inRange -1..<1", inRange(-1..<1)),
    ("inRange 0...2", inRange(0...2)),
    ("greaterThan nan", greaterThan(.nan)),
]

/// Expects `fast` to behave as `general` on every value: verdict, result, description, message.
private func expectSame<T>(
    _ fast: Matcher<T>, _ general: Matcher<T>, on values: [T], _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(fast.description == general.description, "\(name)", sourceLocation: sourceLocation)
    for value in values {
        #expect(
            fast.isSatisfied(by: value) == general.isSatisfied(by: value), "\(name) on \(value)",
            sourceLocation: sourceLocation)
        #expect(
            fast.matches(value) == general.matches(value), "\(name) on \(value)",
            sourceLocation: sourceLocation)
        #expect(
            fast.failureMessage(for: value, label: "x") == general.failureMessage(for: value, label: "x"),
            "\(name) on \(value)", sourceLocation: sourceLocation)
    }
}

@Suite struct FusedCoreTests {
    @Test func notEqualToIsOneCoreThatActsAsNotAroundEqualTo() {
        for rejected in doubles {
            let fast = not(equalTo(rejected))
            #expect(fast.core is InequalityCore<Double>)
            let general = Matcher(core: NotCore(equalTo(rejected).core))
            expectSame(fast, general, on: doubles, "not(equalTo(\(rejected)))")
            // In a collection matcher, which asks many items at once.
            expectSame(hasItem(fast), hasItem(general), on: [doubles, [rejected], []], "hasItem")
            expectSame(everyItem(fast), everyItem(general), on: [doubles, [rejected], []], "everyItem")
        }
    }

    @Test func notAroundOtherMatchersStillWraps() {
        #expect(not(greaterThan(1)).core is NotCore<Int>)
        // Double negation keeps both words, as written.
        let twice: Matcher<Int> = not(not(equalTo(3)))
        #expect(twice.description == "not not 3")
        #expect(twice.isSatisfied(by: 3))
        #expect(!twice.isSatisfied(by: 4))
    }

    @Test func twoComparisonsAreOneCoreThatActsAsTheirCombination() {
        for first in comparisons {
            for second in comparisons {
                for isAll in [true, false] {
                    let fast =
                        isAll ? allOf(first.matcher, second.matcher) : anyOf(first.matcher, second.matcher)
                    #expect(fast.core is ComparisonPairCore<Double>)
                    let general = Matcher(
                        core: PairCombinationCore(first.matcher, second.matcher, isAll: isAll))
                    let name = "\(isAll ? "allOf" : "anyOf")(\(first.name), \(second.name))"
                    expectSame(fast, general, on: doubles, name)
                    // Nested in another combination, its parts are spliced in as the pair's are.
                    let third = lessThan(3.0)
                    if isAll {
                        expectSame(
                            allOf(fast, third), allOf(general, third), on: doubles, "allOf(\(name), …)")
                        expectSame(fast && third, general && third, on: doubles, "\(name) && …")
                    } else {
                        expectSame(
                            anyOf(fast, third), anyOf(general, third), on: doubles, "anyOf(\(name), …)")
                        expectSame(fast || third, general || third, on: doubles, "\(name) || …")
                    }
                }
            }
        }
    }

    @Test func aComparisonWithAnotherKindOfMatcherIsAPair() {
        #expect(allOf(greaterThan(1), equalTo(5)).core is PairCombinationCore<Int>)
        #expect(anyOf(equalTo(5), lessThan(1)).core is PairCombinationCore<Int>)
    }

    @Test func aFusedPairSaysWhichPartFailed() {
        let byte: Matcher<Int> = allOf(greaterThanOrEqualTo(0), lessThan(256))
        #expect(
            byte.failureMessage(for: 300)
                == """
                Expected: all of:
                            - a value greater than or equal to 0
                            - a value less than 256
                     but: was 300
                          failed 1 of 2:
                            - a value less than 256
                """)
        #expect(byte.failureMessage(for: 255) == nil)
    }

    @Test func hasWithAKeyPathActsAsTheFeatureItNames() {
        struct Point {
            var x: Double
        }
        let points = doubles.map { Point(x: $0) }
        // A comparison or an equality is read inline, as a value; any other matcher is held.
        #expect(has(\Point.x, greaterThan(1)).core is KeyPathVerdictCore<Point, ComparisonVerdict<Double>>)
        #expect(has(\Point.x, equalTo(1)).core is KeyPathVerdictCore<Point, EqualityVerdict<Double>>)
        #expect(has(\Point.x, not(equalTo(1))).core is KeyPathCore<Point, Double>)
        let equalities = doubles.map { ("equalTo \($0)", equalTo($0)) }
        for inner in comparisons + equalities {
            expectSame(
                has(\.x, inner.matcher), has("x", { $0.x }, inner.matcher), on: points, "has \(inner.name)")
            expectSame(
                has("abscissa", \.x, inner.matcher), has("abscissa", { $0.x }, inner.matcher), on: points,
                "has named \(inner.name)")
            expectSame(
                has(\.x, not(inner.matcher)), has("x", { $0.x }, not(inner.matcher)), on: points,
                "has not \(inner.name)")
        }
    }
}

@Suite struct FusedFeatureTests {
    private struct User {
        var name: String
        var age: Int
    }

    @Test func hasEqualToOnAStringFeatureSaysWhatTheGeneralFormSays() {
        let users = [User(name: "Ann", age: 7), User(name: "Bob", age: 7), User(name: "", age: 0)]
        for expected in ["Ann", "", "Ann\nB"] {
            expectSame(
                has(\.name, equalTo(expected)), has("name", { $0.name }, equalTo(expected)), on: users,
                "has name \(expected)")
        }
        #expect(
            has(\User.name, equalTo("Ann")).failureMessage(for: User(name: "Anne", age: 7))
                == """
                Expected: has name "Ann"
                     but: was User(name: "Anne", age: 7)
                          name was "Anne"
                            differs at character 4: expected the end of the string, found "e"
                """)
    }
}
